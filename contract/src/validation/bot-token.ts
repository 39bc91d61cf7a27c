/**
 * SPEC.md §5 and §8: "A bot-protection token must not be empty. Otherwise the
 * request is rejected with 'recaptcha token is empty'": the site rejects the
 * call before sending it, the api answers it with 400.
 */
export const EMPTY_TOKEN_MESSAGE = "recaptcha token is empty";
