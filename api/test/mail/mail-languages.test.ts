import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_LOCALES, type SiteLocale } from "../../src/mail/locale.js";
import { renderMail, TEMPLATES } from "../../src/mail/templates.js";
import { accountWithPassword, waitForOutboxMail } from "../helpers/account.js";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const CODE = "482913";
const LINK =
  "https://mvpn.example/xx/forgetpassword?email=a%40b.co&code=482913&type=reset_password";

/** Something only a mail in that language says (its script, or a word of it). */
const SIGN_OF: Record<SiteLocale, RegExp> = {
  en: /verification code/,
  ar: /[\u0621-\u064A]{3}/,
  de: /Bestätigungscode/,
  es: /código de verificación/,
  fr: /code de vérification/,
  it: /codice di verifica/,
  ja: /[\u3040-\u30FF\u4E00-\u9FFF]{2}/,
  nl: /verificatiecode/,
  pl: /kod weryfikacyjny/,
  pt: /código de verificação/,
  ru: /[\u0400-\u04FF]{3}/,
};

function verificationIn(locale: SiteLocale, minutes = 30) {
  return renderMail("verification", locale, {
    code: CODE,
    link: LINK,
    minutes,
    purpose: "reset_password",
  });
}

describe("given the mails a visitor receives", () => {
  const english = verificationIn("en");

  it.each(["verification", "account_exists", "renewal_changed", "renewal_declined"] as const)(
    "should have %s in every site language",
    (name) => {
      expect(Object.keys(TEMPLATES[name].byLocale).sort()).toEqual([...SITE_LOCALES].sort());
    },
  );

  it("should keep the staff's contact notification in English only", () => {
    expect(Object.keys(TEMPLATES.contact_notification.byLocale)).toEqual(["en"]);
  });

  it.each(SITE_LOCALES)(
    "should write the verification mail in %s, code and link unchanged",
    (locale) => {
      const mail = verificationIn(locale);
      expect(mail.subject).toMatch(SIGN_OF[locale]);
      expect(mail.text).toMatch(SIGN_OF[locale]);
      expect(mail.subject).toContain(CODE);
      expect(mail.text).toContain(CODE);
      expect(mail.text).toContain(LINK);
      expect(mail.text).toContain("mVPN");
      if (locale !== "en") {
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).not.toContain("verification code");
        expect(mail.text).not.toContain("The code and the link");
      }
    },
  );

  it.each(SITE_LOCALES.filter((locale) => locale !== "en"))(
    "should write the renewal mails in %s (issue #38), with the date, the amount and the link",
    (locale) => {
      const link = "https://mvpn.example/myaccount";
      const vars = { date: "<date>", amount: "<amount>", accountLink: link };
      const on = renderMail("renewal_changed", locale, { ...vars, renew: true });
      const off = renderMail("renewal_changed", locale, { ...vars, renew: false });
      const declined = renderMail("renewal_declined", locale, {
        date: "<date>",
        pricingLink: "https://mvpn.example/pricing",
      });
      for (const [mail, english] of [
        [on, renderMail("renewal_changed", "en", { ...vars, renew: true })],
        [off, renderMail("renewal_changed", "en", { ...vars, renew: false })],
        [declined, renderMail("renewal_declined", "en", { date: "<date>", pricingLink: "x" })],
      ] as const) {
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).toContain("<date>");
      }
      expect(on.text).toContain("<amount>");
      expect(on.text).toContain(link);
      expect(off.text).toContain(link);
      expect(off.text).not.toContain("<amount>");
      expect(declined.text).toContain("https://mvpn.example/pricing");
    },
  );

  it.each(SITE_LOCALES.filter((locale) => locale !== "en"))(
    "should write the account-exists mail in %s, links unchanged",
    (locale) => {
      const vars = { loginLink: "https://mvpn.example/l", resetLink: "https://mvpn.example/r" };
      const mail = renderMail("account_exists", locale, vars);
      const englishMail = renderMail("account_exists", "en", vars);
      expect(mail.subject).not.toBe(englishMail.subject);
      expect(mail.text).not.toContain("If this was not you");
      expect(mail.text).toContain(vars.loginLink);
      expect(mail.text).toContain(vars.resetLink);
      expect(mail.subject).toContain("mVPN");
    },
  );

  it.each([
    ["ar", 1, "دقيقة واحدة"],
    ["ar", 2, "دقيقتين"],
    ["ar", 3, "3 دقائق"],
    ["ar", 11, "11 دقيقة"],
    ["ar", 100, "100 دقيقة"],
    ["pl", 1, "1 minutę"],
    ["pl", 22, "22 minuty"],
    ["pl", 30, "30 minut"],
    ["ru", 21, "21 минуту"],
    ["ru", 3, "3 минуты"],
    ["ru", 30, "30 минут"],
    ["de", 1, "1 Minute lang"],
    ["en", 1, "1 minute and"],
    ["ja", 30, "30分間"],
  ] as const)("should word the minutes in %s for %d as %j", (locale, minutes, words) => {
    expect(verificationIn(locale, minutes).text).toContain(words);
  });
});

describe.each(databaseTargets)("given a verification request on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startApi(target, { env: { PUBLIC_URL: "https://mvpn.example" } });
    });

    afterAll(async () => {
      await api?.close();
    });

    it('should put an Arabic mail in the outbox for locale "ar"', async () => {
      const account = await accountWithPassword(api);
      const response = await api.call("POST", "/api/mms/account/v1/verification/request", {
        body: { email: account.email, type: "reset_password", locale: "ar" },
        headers: { "accept-language": "en-US,en;q=0.9" },
      });
      expect(response.status).toBe(200);
      const mail = await waitForOutboxMail(api, account.email);
      const code = /code=(\d{6})/.exec(mail.text)?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe(`رمز التحقق لحسابك في mVPN: ${code}`);
      expect(mail.text).toMatch(SIGN_OF.ar);
      expect(mail.text).toContain(`رمز التحقق الخاص بك هو: ${code}`);
      expect(mail.text).toContain("30 دقيقة");
      expect(mail.text).toContain(
        `https://mvpn.example/ar/forgetpassword?email=${encodeURIComponent(account.email)}&code=${code}&type=reset_password`,
      );
      expect(mail.text).not.toContain("verification code");
    });
  });
});
