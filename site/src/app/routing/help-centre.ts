/** SPEC.md §2: the help-centre link follows the language: Russian for ru, English for every other one. */
export const HELP_CENTRE = {
  ru: "https://help.mvpn.invalid/ru",
  en: "https://help.mvpn.invalid/en",
} as const;

export function helpCentreUrl(locale: string): string {
  return locale === "ru" ? HELP_CENTRE.ru : HELP_CENTRE.en;
}
