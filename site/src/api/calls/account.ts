import type {
  BoundIp,
  ChangePasswordBody,
  DeviceList,
  DeviceUnbindBody,
  LoginBody,
  SetPasswordBody,
  SignupBody,
  VerificationRequestBody,
} from "@mvpn/contract";
import { ENDPOINTS } from "@mvpn/contract/constants";
import type { AxiosInstance } from "axios";
import { type GeoInfo, setGeo } from "../../state/geo";
import { applyProfile, clearSession, signIn, updateUser } from "../../state/session";
import { dataOf } from "../client";
import { mms } from "../envelope";
import type { ProfileData, SignedInData } from "../types";

const GEO = mms(ENDPOINTS.geoInfo.path);
const PROFILE = mms(ENDPOINTS.profile.path);

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

    login(body: LoginBody): Promise<SignedInData> {
      return dataOf<SignedInData>(
        http.post(mms(ENDPOINTS.login.path), body, {
          admin: true,
          botVersion: ENDPOINTS.login.bot,
        }),
      ).then(startSession);
    },

    anonymousSignup(body: SignupBody = {}): Promise<SignedInData> {
      return dataOf<SignedInData>(
        http.post(mms(ENDPOINTS.anonymousSignup.path), body, {
          admin: true,
          botVersion: ENDPOINTS.anonymousSignup.bot,
        }),
      ).then(startSession);
    },

    /** SPEC.md §3: logout clears everything, whatever the api answers. */
    async logout(): Promise<void> {
      try {
        await http.post(mms(ENDPOINTS.logout.path), undefined, { admin: true });
      } finally {
        clearSession();
      }
    },

    async setPassword(body: SetPasswordBody): Promise<{ user_id: number; is_password_set: 0 | 1 }> {
      const data = await dataOf<{ user_id: number; is_password_set: 0 | 1 }>(
        http.post(mms(ENDPOINTS.setPassword.path), body, { admin: true }),
      );
      updateUser({ password_set: data.is_password_set ? 1 : 0 });
      return data;
    },

    changePassword(body: ChangePasswordBody) {
      return dataOf<{ signed_out_sessions: number }>(
        http.post(mms(ENDPOINTS.changePassword.path), body, { admin: true }),
      );
    },

    requestVerification(body: VerificationRequestBody) {
      return dataOf<{ expires_in: number }>(
        http.post(mms(ENDPOINTS.verificationRequest.path), body, { admin: true }),
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
      return dataOf<BoundIp>(
        http.post(mms(ENDPOINTS.userIpQuery.path), { _span: Date.now() }, { admin: true }),
      );
    },

    userIpBind(ip: string) {
      return dataOf<BoundIp>(http.post(mms(ENDPOINTS.userIpBind.path), { ip }, { admin: true }));
    },

    userIpRemove() {
      return dataOf<BoundIp>(
        http.post(mms(ENDPOINTS.userIpRemove.path), undefined, { admin: true }),
      );
    },

    deviceList() {
      return dataOf<DeviceList>(http.get(mms(ENDPOINTS.deviceList.path), { admin: true }));
    },

    deviceUnbind(body: DeviceUnbindBody) {
      return dataOf<{ signed_out_sessions: number }>(
        http.post(mms(ENDPOINTS.deviceUnbind.path), body, { admin: true }),
      );
    },
  };
}
