import type { FirebaseOptions } from "firebase/app";
import { type SiteEnv, text } from "../site-env";

/**
 * The Firebase project from `VITE_FIREBASE_*`, or null when none is
 * configured (offline, tests, a fresh clone): the api's config is read then.
 * Remote config needs the API key, the project id and the app id.
 */
export function firebaseOptionsFrom(env: SiteEnv): FirebaseOptions | null {
  const apiKey = text(env, "VITE_FIREBASE_API_KEY");
  const projectId = text(env, "VITE_FIREBASE_PROJECT_ID");
  const appId = text(env, "VITE_FIREBASE_APP_ID");
  if (!apiKey || !projectId || !appId) return null;
  const options: FirebaseOptions = { apiKey, projectId, appId };
  const authDomain = text(env, "VITE_FIREBASE_AUTH_DOMAIN");
  const messagingSenderId = text(env, "VITE_FIREBASE_MESSAGING_SENDER_ID");
  if (authDomain) options.authDomain = authDomain;
  if (messagingSenderId) options.messagingSenderId = messagingSenderId;
  return options;
}
