// Form fields, their shared parts and the validators of SPEC.md §5 (issue 3).
export * from "./checkbox";
export * from "./email-field";
export * from "./field";
export * from "./form-error";
export * from "./password-field";
export * from "./select";
export * from "./text-field";
export * from "./textarea";
export * from "./validation";
