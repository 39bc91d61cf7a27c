// `@mvpn/contract`: what the site and the api exchange (SPEC.md §3, §5, §7,
// §9). The api builds its routes and OpenAPI document from the calls; the
// site types its HTTP client with the inferred types and validates its forms
// with the same rules (`@mvpn/contract/validation`, no zod). README.md says
// what belongs here and what does not.
export * from "./calls";
export * from "./constants";
export * from "./validation";
