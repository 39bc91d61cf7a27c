import type { Profile } from "@mvpn/contract";

/**
 * SPEC.md §3 "User info (held on the client)", less `avatar`, `setPassword`
 * and `paysuc`: nothing supplies or reads them (ADR 0029).
 */
export interface UserInfo {
  token: string;
  name: string;
  password_set: 0 | 1;
  user_id: number | null;
  vip: { remain_time: number };
}

/** The profile answer (GET account/v1/web/profile): the contract's `Profile`. */
export type ProfileData = Profile;

export function emptyUserInfo(token = ""): UserInfo {
  return {
    token,
    name: "",
    password_set: 0,
    user_id: null,
    vip: { remain_time: 0 },
  };
}

/**
 * SPEC.md §3: after a profile fetch the client fills in user_id, name (taken
 * from the email), password_set (from is_password_set) and vip.
 */
export function withProfile(user: UserInfo, profile: ProfileData): UserInfo {
  return {
    ...user,
    user_id: profile.user_id,
    name: profile.email,
    password_set: profile.is_password_set ? 1 : 0,
    vip: { remain_time: profile.vip.remain_time },
  };
}
