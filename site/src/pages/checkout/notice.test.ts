import { readFileSync } from "node:fs";
import { TRIAL_USED_REASON } from "@mvpn/contract/constants";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { checkoutMessages } from "../../checkout/checkout-messages";
import {
  declinedNotice,
  declinedOrderNotice,
  isFreeTrialPrice,
  signupFailureNotice,
  trialUsedNotice,
} from "./notice";

const LOCALES = ["en", "ar", "de", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru"] as const;

const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/messages/${locale}/pricing.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;

/** The notice's body as a visitor of `locale` reads it. */
function bodyOf(reason: unknown, locale: string): string {
  const notice = signupFailureNotice(reason);
  const intl = createIntl({ locale, messages: catalog(locale) });
  return intl.formatMessage(notice.body, { method: "Card", ...notice.values });
}

/** What the api answers a signup past signupPerIp (docs/api.md "Statuses"). */
const rateLimited = {
  code: 429,
  message: "Too many requests. Please try again in 17 minutes.",
  data: { retry_after: 1_001 },
};

/**
 * Issue #35, finding 6: a rate-limited signup in the checkout said "We could
 * not create your account just now. Check your connection and press Pay
 * again.", which sends the visitor to press Pay again at once. It now says
 * what the server said, in the visitor's language.
 */
describe("given the signup before a new visitor's payment fails", () => {
  it("should say the server's wait, not the connection advice, when it was rate limited", () => {
    expect(bodyOf(rateLimited, "en")).toBe("Too many requests. Please try again in 17 minutes.");
    expect(signupFailureNotice(rateLimited).body).toBe(checkoutMessages.signupRateLimited);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "should say it in %s, with the wait, in its own words",
    (locale) => {
      const body = bodyOf(rateLimited, locale);
      expect(body).toMatch(/17/);
      expect(body).not.toBe(bodyOf(rateLimited, "en"));
      expect(body).not.toBe(bodyOf(new Error("offline"), locale));
    },
  );

  it("should word one minute in the singular", () => {
    expect(bodyOf({ ...rateLimited, data: { retry_after: 30 } }, "en")).toBe(
      "Too many requests. Please try again in 1 minute.",
    );
  });

  it("should keep the connection advice for a failure without an answer", () => {
    expect(signupFailureNotice(new TypeError("Failed to fetch")).body).toBe(
      checkoutMessages.signupFailed,
    );
    expect(signupFailureNotice({ code: 500, message: "Something went wrong" }).body).toBe(
      checkoutMessages.signupFailed,
    );
  });
});

describe("given a declined order in the checkout", () => {
  it("should say the trial was already had when the api declined a trial-priced order for it (issue #35, finding 2)", () => {
    const notice = declinedOrderNotice({ failure_reason: TRIAL_USED_REASON }, true);
    expect(notice.title).toBe(checkoutMessages.trialUsedTitle);
    expect(notice.body).toBe(checkoutMessages.trialUsedBody);
    for (const locale of LOCALES) {
      expect(catalog(locale)["pricing.checkout.trialUsed.body"]).toBeTruthy();
    }
  });

  it("should keep the card's refusal for any other reason", () => {
    expect(declinedOrderNotice({ failure_reason: "Your card was declined." }, true)).toEqual(
      declinedNotice(true),
    );
  });
});

// SPEC.md §2: "/vpn-trial | Free trial" (issue #37): a second trial is refused before Pay, in every language.
describe("given the free trial's plan on the checkout", () => {
  it.each([
    ["0.00", true],
    [0, true],
    ["1.99", false],
    [null, false],
    [undefined, false],
  ])("should take a first period of %o for the free trial: %s", (price, free) => {
    expect(isFreeTrialPrice(price)).toBe(free);
  });

  it.each(LOCALES)(
    "should say in %s that the free trial was already had, in that language",
    (locale) => {
      const notice = trialUsedNotice();
      for (const id of [notice.title.id, notice.body.id] as string[]) {
        const said = catalog(locale)[id];
        expect(said).toBeTruthy();
        if (locale !== "en") expect(said).not.toBe(catalog("en")[id]);
      }
    },
  );
});
