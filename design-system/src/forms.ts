// Form fields and their shared parts (issue 3). The rules they check are the
// caller's: the mVPN site takes SPEC.md §5's from @mvpn/contract/validation.
export * from "./checkbox";
export * from "./email-field";
export * from "./field";
export * from "./form-error";
export * from "./password-field";
export * from "./select";
export * from "./text-field";
export * from "./textarea";
