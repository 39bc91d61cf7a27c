import type { AxiosInstance } from "axios";
import { type GeoInfo, loadGeo, setGeo } from "../../state/geo";
import { applyProfile, clearSession, signIn, updateUser } from "../../state/session";
import { dataOf } from "../client";
import { mms } from "../envelope";
import type { Device, ProfileData, SignedInData } from "../types";

const GEO = mms("account/v1/geo_info");
const PROFILE = mms("account/v1/web/profile");

function startSession(data: SignedInData): SignedInData {
  signIn(data.token);
  applyProfile(data);
  return data;
}

/** SPEC.md §7 "Account". Every call but the two start-up reads goes through the admin wrapper. */
export function accountCalls(http: AxiosInstance) {
  return {
    async geoInfo(): Promise<GeoInfo> {
      const info = await dataOf<GeoInfo>(http.post(GEO, undefined, { admin: true }));
      setGeo(info);
      return info;
    },

    /** Start-up: SPEC.md §8 "Geo fetch failure: null returned", quietly. */
    loadGeoAtStartup(): Promise<GeoInfo | null> {
      return loadGeo(() => dataOf<GeoInfo>(http.post(GEO)));
    },

    login(body: { email: string; password: string }): Promise<SignedInData> {
      return dataOf<SignedInData>(
        http.post(mms("account/v1/web/login"), body, { admin: true, botVersion: 2 }),
      ).then(startSession);
    },

    anonymousSignup(
      body: { email?: string; invite_type?: number; invite_code?: string; locale?: string } = {},
    ): Promise<SignedInData> {
      return dataOf<SignedInData>(
        http.post(mms("account/v1/web/anonymous_signup"), body, { admin: true, botVersion: 3 }),
      ).then(startSession);
    },

    /** SPEC.md §3: logout clears everything, whatever the api answers. */
    async logout(): Promise<void> {
      try {
        await http.post(mms("account/v1/web/logout"), undefined, { admin: true });
      } finally {
        clearSession();
      }
    },

    async setPassword(
      body: Record<string, unknown>,
    ): Promise<{ user_id: number; is_password_set: 0 | 1 }> {
      const data = await dataOf<{ user_id: number; is_password_set: 0 | 1 }>(
        http.post(mms("account/v1/web/set_password"), body, { admin: true }),
      );
      updateUser({ password_set: data.is_password_set ? 1 : 0 });
      return data;
    },

    changePassword(body: { old_password: string; new_password: string }) {
      return dataOf<{ signed_out_sessions: number }>(
        http.post(mms("account/v1/web/change_password"), body, { admin: true }),
      );
    },

    requestVerification(body: {
      email: string;
      type: "reset_password" | "set_password";
      locale?: string;
    }) {
      return dataOf<{ expires_in: number }>(
        http.post(mms("account/v1/verification/request"), body, { admin: true }),
      );
    },

    async profile(): Promise<ProfileData> {
      const data = await dataOf<ProfileData>(http.get(PROFILE, { admin: true }));
      applyProfile(data);
      return data;
    },

    /** Start-up: SPEC.md §8 "Profile fetch failure: error logged; null returned". */
    async loadProfileAtStartup(): Promise<ProfileData | null> {
      try {
        const data = await dataOf<ProfileData>(http.get(PROFILE));
        applyProfile(data);
        return data;
      } catch (error) {
        console.error("profile fetch failed", error);
        return null;
      }
    },

    userIpQuery() {
      return dataOf<{ ip: string | null }>(
        http.post(mms("account/v1/web/user_ip/query"), { _span: Date.now() }, { admin: true }),
      );
    },

    userIpBind(ip: string) {
      return dataOf<{ ip: string | null }>(
        http.post(mms("account/v1/web/user_ip/bind"), { ip }, { admin: true }),
      );
    },

    userIpRemove() {
      return dataOf<{ ip: null }>(
        http.post(mms("account/v1/web/user_ip/remove"), undefined, { admin: true }),
      );
    },

    deviceList() {
      return dataOf<{ devices: Device[] }>(
        http.get(mms("account/v1/web/device/list"), { admin: true }),
      );
    },

    deviceUnbind(body: { unbind_app_type: number; unbind_user_id: number }) {
      return dataOf<{ signed_out_sessions: number }>(
        http.post(mms("account/v1/web/device/unbind"), body, { admin: true }),
      );
    },
  };
}
