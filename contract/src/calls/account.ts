import { z } from "zod";
import { INVITE_TYPE, VERIFICATION_TYPES } from "../constants/account";
import { ENDPOINTS } from "../constants/calls";
import { defineCall } from "./call";
import {
  botTokenField,
  emailField,
  existingPasswordField,
  integerLike,
  ipField,
  localeField,
  newPasswordField,
} from "./fields";

// SPEC.md §7 "Account": every call, with the shapes of SPEC.md §3 it carries.

const TOKEN_EXAMPLE = "q3hN0Xw8C4sJmP1vT6yZ2bR7uL9eK5aD0fG3hJ8kM2n";

/** An app signed in to the account (device/list). */
export const deviceSchema = z
  .object({
    app_type: z.number().int(),
    app_name: z.string().describe("From the SPEC.md §3 product table, e.g. Web_Master."),
    os_name: z.string(),
    os_version: z.string(),
    last_seen_at: z.string().describe("ISO 8601."),
    user_id: z.number().int().describe("Send back as unbind_user_id."),
    current: z.boolean().describe("True for the app this request came from."),
  })
  .meta({ id: "Device" });
export type Device = z.output<typeof deviceSchema>;

/** SPEC.md §3 "Geo info": where the caller is; the site keeps it as `userMessage`. */
export const geoInfoSchema = z
  .object({
    user_ip: z
      .string()
      .describe("The caller's address as the api sees it (X-Forwarded-For only from TRUST_PROXY)."),
    country: z
      .string()
      .describe('English country name, "" when unknown (private or loopback address).'),
    country_code: z.string().describe('ISO 3166-1 alpha-2, "" when unknown.'),
  })
  .meta({
    id: "GeoInfo",
    examples: [{ user_ip: "203.0.113.9", country: "Germany", country_code: "DE" }],
  });
export type GeoInfo = z.output<typeof geoInfoSchema>;

/** The profile of SPEC.md §3/§7: what the client reads into its user info. */
export const profileSchema = z
  .object({
    user_id: z.number().int().describe("The account's id."),
    email: z.string().describe('The account email, "" for an anonymous account without one.'),
    is_password_set: z.union([z.literal(0), z.literal(1)]),
    vip: z.object({
      remain_time: z.number().int().min(0).describe("Seconds of VIP left (0: none)."),
    }),
  })
  .meta({
    id: "Profile",
    examples: [
      {
        user_id: 42,
        email: "jane@example.com",
        is_password_set: 1,
        vip: { remain_time: 31_536_000 },
      },
    ],
  });
export type Profile = z.output<typeof profileSchema>;

/** Login and signup answer the profile plus the new bearer token. */
export const sessionSchema = profileSchema
  .extend({
    token: z.string().describe("Bearer token for Authorization: Bearer …, valid 30 days."),
  })
  .meta({
    id: "SessionStart",
    examples: [
      {
        user_id: 42,
        email: "jane@example.com",
        is_password_set: 0,
        vip: { remain_time: 0 },
        token: TOKEN_EXAMPLE,
      },
    ],
  });
export type SessionStart = z.output<typeof sessionSchema>;

export const geoInfoCall = defineCall(ENDPOINTS.geoInfo, { response: geoInfoSchema });

export const signupBodySchema = z
  .object({
    email: emailField().optional(),
    invite_type: z
      .literal(INVITE_TYPE, {
        error: `invite_type must be ${INVITE_TYPE} (an invite link) when given`,
      })
      .optional(),
    invite_code: z.string().trim().max(64).optional(),
    locale: localeField(),
    recasign: botTokenField,
  })
  .meta({
    examples: [
      { email: "jane@example.com", locale: "de", recasign: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=" },
      {
        invite_type: INVITE_TYPE,
        invite_code: "u-8841",
        recasign: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=",
      },
    ],
  });
export type SignupBody = z.input<typeof signupBodySchema>;

export const anonymousSignupCall = defineCall(ENDPOINTS.anonymousSignup, {
  body: signupBodySchema,
  response: sessionSchema,
});

export const loginBodySchema = z
  .object({ email: emailField(), password: existingPasswordField(), recasign: botTokenField })
  .meta({
    examples: [
      {
        email: "jane@example.com",
        password: "Str0ng!Pass",
        recasign: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=",
      },
    ],
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginCall = defineCall(ENDPOINTS.login, {
  body: loginBodySchema,
  response: sessionSchema,
});

export const logoutCall = defineCall(ENDPOINTS.logout, { response: z.null() });

export const verificationRequestBodySchema = z
  .object({
    email: emailField(),
    type: z.enum(VERIFICATION_TYPES),
    locale: localeField(),
  })
  .meta({ examples: [{ email: "jane@example.com", type: "reset_password", locale: "en" }] });
export type VerificationRequestBody = z.input<typeof verificationRequestBodySchema>;

export const verificationRequestCall = defineCall(ENDPOINTS.verificationRequest, {
  body: verificationRequestBodySchema,
  response: z
    .object({ expires_in: z.number().int().describe("Seconds the code stays valid.") })
    .meta({ examples: [{ expires_in: 1800 }] }),
});

export const setPasswordBodySchema = z
  .object({
    email: emailField().optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: "code: The verification code is the 6 digits from the mail." })
      .optional(),
    password: newPasswordField(),
    locale: localeField().describe("The language of error messages (else Accept-Language)."),
  })
  .meta({
    examples: [
      { email: "jane@example.com", code: "493021", password: "Str0ng!Pass" },
      { password: "Str0ng!Pass", locale: "fr" },
    ],
  });
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const setPasswordCall = defineCall(ENDPOINTS.setPassword, {
  body: setPasswordBodySchema,
  response: z
    .object({ user_id: z.number().int(), is_password_set: z.literal(1) })
    .meta({ examples: [{ user_id: 42, is_password_set: 1 }] }),
});

export const changePasswordBodySchema = z
  .object({
    old_password: existingPasswordField(),
    new_password: newPasswordField("new_password"),
    locale: localeField().describe("The language of error messages (else Accept-Language)."),
  })
  .meta({ examples: [{ old_password: "Str0ng!Pass", new_password: "N3w-Secret!" }] });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The answer of the calls that sign sessions out (change_password, device/unbind). */
const signedOutSchema = (description?: string) =>
  z
    .object({
      signed_out_sessions:
        description === undefined ? z.number().int() : z.number().int().describe(description),
    })
    .meta({ examples: [{ signed_out_sessions: 2 }] });

export const changePasswordCall = defineCall(ENDPOINTS.changePassword, {
  body: changePasswordBodySchema,
  response: signedOutSchema("Other sessions revoked."),
});

export const profileCall = defineCall(ENDPOINTS.profile, { response: profileSchema });

/** The IP address bound to the account (user_ip/query, bind, remove). */
export const boundIpSchema = z
  .object({ ip: z.string().nullable().describe("The bound IP address, or null.") })
  .meta({ examples: [{ ip: "203.0.113.7" }, { ip: null }] });
export type BoundIp = z.output<typeof boundIpSchema>;

export const userIpQueryCall = defineCall(ENDPOINTS.userIpQuery, {
  body: z
    .object({
      _span: z
        .union([z.number(), z.string().max(32)])
        .optional()
        .describe("A timestamp; ignored."),
    })
    .nullish()
    .meta({ examples: [{ _span: 1_763_539_200_000 }] }),
  response: boundIpSchema,
});

export const userIpBindBodySchema = z
  .object({ ip: ipField })
  .meta({ examples: [{ ip: "203.0.113.7" }, { ip: "2001:db8::1" }] });
export type UserIpBindBody = z.input<typeof userIpBindBodySchema>;

export const userIpBindCall = defineCall(ENDPOINTS.userIpBind, {
  body: userIpBindBodySchema,
  response: boundIpSchema,
});

export const userIpRemoveCall = defineCall(ENDPOINTS.userIpRemove, { response: boundIpSchema });

export const deviceListSchema = z.object({ devices: z.array(deviceSchema) }).meta({
  examples: [
    {
      devices: [
        {
          app_type: 501,
          app_name: "Web_Master",
          os_name: "Windows",
          os_version: "10",
          last_seen_at: "2026-11-18T09:30:00.000Z",
          user_id: 42,
          current: true,
        },
      ],
    },
  ],
});
export type DeviceList = z.output<typeof deviceListSchema>;

export const deviceListCall = defineCall(ENDPOINTS.deviceList, { response: deviceListSchema });

export const deviceUnbindBodySchema = z
  .object({
    unbind_app_type: integerLike("unbind_app_type"),
    unbind_user_id: integerLike("unbind_user_id"),
  })
  .meta({ examples: [{ unbind_app_type: 101, unbind_user_id: 42 }] });
export type DeviceUnbindBody = z.input<typeof deviceUnbindBodySchema>;

export const deviceUnbindCall = defineCall(ENDPOINTS.deviceUnbind, {
  body: deviceUnbindBodySchema,
  response: signedOutSchema(),
});
