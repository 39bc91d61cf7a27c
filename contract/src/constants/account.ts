/** SPEC.md §3 "Invite" and §9: from=invite becomes invite_type 30001. */
export const INVITE_TYPE = 30001;

/** What a verification code (account/v1/verification/request) is for. */
export const VERIFICATION_TYPES = ["reset_password", "set_password"] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
