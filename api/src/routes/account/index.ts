import type { FastifyInstance } from "fastify";
import { changePasswordRoute } from "./change-password.js";
import { deviceRoutes } from "./devices.js";
import { geoInfoRoute } from "./geo-info.js";
import { loginRoute } from "./login.js";
import { logoutRoute } from "./logout.js";
import { profileRoute } from "./profile.js";
import { setPasswordRoute } from "./set-password.js";
import { signupRoute } from "./signup.js";
import { userIpRoutes } from "./user-ip.js";
import { verificationRoute } from "./verification.js";

/** The account calls of SPEC.md §7. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await geoInfoRoute(app);
  await signupRoute(app);
  await loginRoute(app);
  await logoutRoute(app);
  await verificationRoute(app);
  await setPasswordRoute(app);
  await changePasswordRoute(app);
  await profileRoute(app);
  await userIpRoutes(app);
  await deviceRoutes(app);
}
