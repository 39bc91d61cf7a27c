import type { MessageDescriptor } from "react-intl";

/** /forgetpassword's steps: ask for a code by email, reset with it, done. */
export type ResetStep = "email" | "reset" | "done";

/** Where the form is in the reset, beside what was typed (the form's own values). */
export interface ResetFlow {
  step: ResetStep;
  /** The last code's life, for "a code is on its way, valid N minutes". */
  sent: { minutes: number } | null;
  /** A new code was sent from the reset step. */
  resent: boolean;
  /** A failure that is no field's: the network, too many tries. */
  failure: MessageDescriptor | null;
  /** The password was set but the sign-in with it failed: the visitor logs in. */
  signInFailed: boolean;
  /** Seconds before another code may be asked for. */
  wait: number;
}

export type ResetFlowAction =
  | { type: "attempt" }
  | { type: "code-sent"; expiresIn: number; cooldown: number; resend: boolean }
  | { type: "to-email" }
  | { type: "failed"; failure: MessageDescriptor }
  | { type: "saved" }
  | { type: "sign-in-failed" }
  | { type: "tick" };

/** A link from the mail (email and code) starts on the reset step with no cooldown. */
export function initialResetFlow(fromLink: boolean, cooldown: number): ResetFlow {
  return {
    step: fromLink ? "reset" : "email",
    sent: null,
    resent: false,
    failure: null,
    signInFailed: false,
    wait: fromLink ? 0 : cooldown,
  };
}

export function resetFlowReducer(flow: ResetFlow, action: ResetFlowAction): ResetFlow {
  switch (action.type) {
    case "attempt":
      return { ...flow, failure: null, resent: false };
    case "code-sent":
      return {
        ...flow,
        sent: { minutes: Math.max(1, Math.round(action.expiresIn / 60)) },
        wait: action.cooldown,
        resent: action.resend,
        step: action.resend ? flow.step : "reset",
      };
    case "to-email":
      return { ...flow, step: "email", failure: null, resent: false };
    case "failed":
      return { ...flow, failure: action.failure };
    case "saved":
      return { ...flow, step: "done" };
    case "sign-in-failed":
      return { ...flow, signInFailed: true };
    case "tick":
      return { ...flow, wait: Math.max(0, flow.wait - 1) };
  }
}
