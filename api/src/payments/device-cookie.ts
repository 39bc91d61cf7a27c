import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { DEVICE_COOKIE } from "@mvpn/contract/constants";

/** The cookie naming the browser a trial was bought from (docs/payments.md "The trial, once"): the contract's name. */
export { DEVICE_COOKIE };

/** A year: the trial rule holds for as long as the browser keeps the cookie. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 128 random bits, base64url: 22 characters. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The device id the api gives a browser: 128 random bits and an HMAC of them
 * (`<id>.<mac>`), in an httpOnly, SameSite=Lax cookie, Secure on https. The
 * api signs it itself, so a buyer cannot choose an id (another browser's, or a
 * new one per account without clearing cookies); a cookie that is missing or
 * does not verify is replaced by a fresh id. Clearing cookies gets a new one:
 * the web has nothing better without fingerprinting.
 *
 * The key is derived from the server secret the sandbox links use (the ALTCHA
 * key, which every instance shares), so every instance reads the cookies of
 * the others; without one, a random key per process.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.key = createHmac("sha256", secret).update("mvpn device cookie v1").digest();
  }

  /** A new device id (not yet signed: see cookieValue). */
  newId(): string {
    return randomBytes(16).toString("base64url");
  }

  /** The device id of a `Cookie` header, or undefined when it has none that verifies. */
  read(cookieHeader: string | undefined): string | undefined {
    const value = cookieValue(cookieHeader, DEVICE_COOKIE);
    if (value === undefined) return undefined;
    const [id, mac, extra] = value.split(".");
    if (id === undefined || mac === undefined || extra !== undefined || !DEVICE_ID.test(id)) {
      return undefined;
    }
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** The `Set-Cookie` value that gives the browser `id`. */
  setCookie(id: string, secure: boolean): string {
    return [
      `${DEVICE_COOKIE}=${id}.${this.mac(id)}`,
      "Path=/",
      `Max-Age=${MAX_AGE_SECONDS}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(secure ? ["Secure"] : []),
    ].join("; ");
  }

  private mac(id: string): string {
    return createHmac("sha256", this.key).update(id).digest("base64url");
  }
}

/** The value of the first cookie called `name` in a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
