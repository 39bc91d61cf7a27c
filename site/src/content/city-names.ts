import { baseLanguage } from "@mvpn/locales";

/**
 * The server cities' names in each language of the site. Cities have no Intl
 * API (Intl.DisplayNames knows countries, not towns), so this is a reviewed
 * table: the exonym a native reader knows ("München", "Múnich", "ميونخ",
 * "ミュンヘン"), and the English name where the language uses it too.
 * The keys are the English names of `REGIONS` (regions.ts); a test fails on a
 * city without a row.
 */
type CityLocale = "ar" | "de" | "es" | "fr" | "it" | "ja" | "nl" | "pl" | "pt" | "ru";

export const CITY_NAMES: Readonly<Record<string, Readonly<Partial<Record<CityLocale, string>>>>> = {
  "New York": {
    ar: "نيويورك",
    es: "Nueva York",
    ja: "ニューヨーク",
    pl: "Nowy Jork",
    pt: "Nova York",
    ru: "Нью-Йорк",
  },
  "Los Angeles": { ar: "لوس أنجلوس", es: "Los Ángeles", ja: "ロサンゼルス", ru: "Лос-Анджелес" },
  Chicago: { ar: "شيكاغو", ja: "シカゴ", ru: "Чикаго" },
  Dallas: { ar: "دالاس", ja: "ダラス", ru: "Даллас" },
  Miami: { ar: "ميامي", ja: "マイアミ", ru: "Майами" },
  Seattle: { ar: "سياتل", ja: "シアトル", ru: "Сиэтл" },
  Atlanta: { ar: "أتلانتا", ja: "アトランタ", ru: "Атланта" },
  London: {
    ar: "لندن",
    es: "Londres",
    fr: "Londres",
    it: "Londra",
    ja: "ロンドン",
    nl: "Londen",
    pl: "Londyn",
    pt: "Londres",
    ru: "Лондон",
  },
  Manchester: { ar: "مانشستر", es: "Mánchester", ja: "マンチェスター", ru: "Манчестер" },
  Edinburgh: {
    ar: "إدنبرة",
    es: "Edimburgo",
    fr: "Édimbourg",
    it: "Edimburgo",
    ja: "エディンバラ",
    pl: "Edynburg",
    pt: "Edimburgo",
    ru: "Эдинбург",
  },
  Frankfurt: {
    ar: "فرانكفورت",
    es: "Fráncfort",
    fr: "Francfort",
    it: "Francoforte",
    ja: "フランクフルト",
    ru: "Франкфурт",
  },
  Berlin: {
    ar: "برلين",
    es: "Berlín",
    it: "Berlino",
    ja: "ベルリン",
    nl: "Berlijn",
    pt: "Berlim",
    ru: "Берлин",
  },
  Munich: {
    ar: "ميونخ",
    de: "München",
    es: "Múnich",
    it: "Monaco di Baviera",
    ja: "ミュンヘン",
    nl: "München",
    pl: "Monachium",
    pt: "Munique",
    ru: "Мюнхен",
  },
  Paris: {
    ar: "باريس",
    es: "París",
    it: "Parigi",
    ja: "パリ",
    nl: "Parijs",
    pl: "Paryż",
    ru: "Париж",
  },
  Marseille: {
    ar: "مرسيليا",
    es: "Marsella",
    it: "Marsiglia",
    ja: "マルセイユ",
    pl: "Marsylia",
    pt: "Marselha",
    ru: "Марсель",
  },
  Milan: {
    ar: "ميلانو",
    de: "Mailand",
    es: "Milán",
    it: "Milano",
    ja: "ミラノ",
    nl: "Milaan",
    pl: "Mediolan",
    pt: "Milão",
    ru: "Милан",
  },
  Rome: {
    ar: "روما",
    de: "Rom",
    es: "Roma",
    it: "Roma",
    ja: "ローマ",
    pl: "Rzym",
    pt: "Roma",
    ru: "Рим",
  },
  Toronto: { ar: "تورونتو", ja: "トロント", ru: "Торонто" },
  Montreal: {
    ar: "مونتريال",
    fr: "Montréal",
    it: "Montréal",
    ja: "モントリオール",
    ru: "Монреаль",
  },
  Vancouver: { ar: "فانكوفر", ja: "バンクーバー", ru: "Ванкувер" },
  "São Paulo": { ar: "ساو باولو", it: "San Paolo", ja: "サンパウロ", ru: "Сан-Паулу" },
  "Rio de Janeiro": {
    ar: "ريو دي جانيرو",
    es: "Río de Janeiro",
    ja: "リオデジャネイロ",
    ru: "Рио-де-Жанейро",
  },
  Tokyo: {
    ar: "طوكيو",
    de: "Tokio",
    es: "Tokio",
    ja: "東京",
    nl: "Tokio",
    pl: "Tokio",
    pt: "Tóquio",
    ru: "Токио",
  },
  Osaka: { ar: "أوساكا", ja: "大阪", ru: "Осака" },
  Seoul: {
    ar: "سول",
    es: "Seúl",
    fr: "Séoul",
    it: "Seul",
    ja: "ソウル",
    pl: "Seul",
    pt: "Seul",
    ru: "Сеул",
  },
  "Hong Kong": {
    ar: "هونغ كونغ",
    de: "Hongkong",
    ja: "香港",
    nl: "Hongkong",
    pl: "Hongkong",
    ru: "Гонконг",
  },
  Singapore: {
    ar: "سنغافورة",
    de: "Singapur",
    es: "Singapur",
    fr: "Singapour",
    ja: "シンガポール",
    pl: "Singapur",
    pt: "Singapura",
    ru: "Сингапур",
  },
  Mumbai: { ar: "مومباي", es: "Bombay", fr: "Bombay", ja: "ムンバイ", pl: "Mumbaj", ru: "Мумбаи" },
  Chennai: { ar: "تشيناي", ja: "チェンナイ", pl: "Ćennaj", ru: "Ченнаи" },
  Jakarta: {
    ar: "جاكرتا",
    es: "Yakarta",
    it: "Giacarta",
    ja: "ジャカルタ",
    pl: "Dżakarta",
    pt: "Jacarta",
    ru: "Джакарта",
  },
  Sydney: { ar: "سيدني", es: "Sídney", ja: "シドニー", ru: "Сидней" },
  Melbourne: { ar: "ملبورن", ja: "メルボルン", ru: "Мельбурн" },
  Brisbane: { ar: "بريزبن", ja: "ブリスベン", ru: "Брисбен" },
  Perth: { ar: "بيرث", ja: "パース", ru: "Перт" },
};

/**
 * Every server city's name for `locale`, keyed by its English name: built by
 * the loaders at prerender time, so the table never ships to the browser.
 */
export function cityNamesFor(locale: string): Record<string, string> {
  return Object.fromEntries(Object.keys(CITY_NAMES).map((city) => [city, cityName(city, locale)]));
}

/** A server city's name as readers of `locale` write it; the English name where the table has none. */
export function cityName(city: string, locale: string): string {
  const language = baseLanguage(locale) as CityLocale;
  return CITY_NAMES[city]?.[language] ?? city;
}
