import { dictionary } from "@zxcvbn-ts/language-common";
import type { SiteLocale } from "../mail/locale.js";

/**
 * ASVS 2.1.7: a new password must not be one of the passwords people pick
 * most, as found in breach corpora. The list is zxcvbn-ts's common
 * passwords (about 49,000, lower case; MIT, @zxcvbn-ts/language-common), in
 * memory as a Set (a few MB, built once).
 *
 * SPEC.md §5's rule (8 to 20 characters with a lowercase and an uppercase
 * letter and a symbol) stays the validator of record and runs first; few
 * listed passwords pass it as written, so the check also looks through the
 * decorations people add to a listed word to satisfy such rules: case
 * ("Password"), digits and symbols at the ends ("Password1!", "!Qwerty123",
 * "Abcd1234!", whose listed word "abcd1234" has digits of its own), symbols
 * inside ("Abcd@1234"), and common character swaps ("P@55w0rd!"). A word of
 * 4 characters or more, with a letter, found that way counts as common.
 */
const COMMON: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

const SWAPS: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "3": "e",
  "6": "g",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
  "2": "z",
};

const MIN_WORD = 4;

export function isCommonPassword(password: string): boolean {
  for (const word of baseWords(password.toLowerCase())) {
    if (COMMON.has(word) || COMMON.has(unswap(word))) return true;
  }
  return false;
}

/**
 * The password (lower case) and what is left of it as the decorations come
 * off: symbols anywhere ("abcd@1234" → "abcd1234"), then runs of symbols or
 * of digits peeled from the end and from the start, one run at a time
 * ("abcd1234!" → "abcd1234" → "abcd"), so that a listed word with digits in
 * it is found under a suffix as well as the bare word (issue #35, finding 5).
 * Only words of MIN_WORD characters or more with a letter count, besides
 * the password itself.
 */
function baseWords(lower: string): Set<string> {
  const words = new Set<string>([lower]);
  for (const start of [lower, lower.replace(/[^\p{L}\p{N}]/gu, "")]) {
    for (const withoutEnd of peeled(start, /(?:[^\p{L}\p{N}]+|\p{N}+)$/u)) {
      for (const word of peeled(withoutEnd, /^(?:[^\p{L}\p{N}]+|\p{N}+)/u)) {
        if (word.length >= MIN_WORD && /\p{L}/u.test(word)) words.add(word);
      }
    }
  }
  return words;
}

/** `word`, then `word` with `run` removed again and again until nothing more comes off. */
function peeled(word: string, run: RegExp): string[] {
  const steps = [word];
  for (let current = word; ; ) {
    const next = current.replace(run, "");
    if (next === current || next === "") return steps;
    steps.push(next);
    current = next;
  }
}

function unswap(word: string): string {
  return word.replace(/[@48361!05$7+2]/g, (character) => SWAPS[character] ?? character);
}

/**
 * The refusal, in the language of the person setting the password: the
 * site shows the server's message as it is (SPEC.md §8), and no form rule
 * can say this one before asking.
 */
export const COMMON_PASSWORD_MESSAGES: Readonly<Record<SiteLocale, string>> = {
  en: "This password is too common or has appeared in a data breach. Please choose a different one.",
  ar: "كلمة المرور هذه شائعة جدًا أو ظهرت في تسريب للبيانات. يُرجى اختيار كلمة مرور أخرى.",
  de: "Dieses Passwort ist zu verbreitet oder ist bei einem Datenleck bekannt geworden. Bitte wählen Sie ein anderes.",
  es: "Esta contraseña es demasiado común o ha aparecido en una filtración de datos. Elige otra.",
  fr: "Ce mot de passe est trop courant ou a été exposé lors d’une fuite de données. Veuillez en choisir un autre.",
  it: "Questa password è troppo comune o è comparsa in una violazione di dati. Scegline un’altra.",
  ja: "このパスワードはよく使われているか、過去のデータ漏えいで流出しています。別のパスワードを選んでください。",
  nl: "Dit wachtwoord komt te vaak voor of is uitgelekt bij een datalek. Kies een ander wachtwoord.",
  pl: "To hasło jest zbyt popularne lub wyciekło w wyniku naruszenia danych. Wybierz inne hasło.",
  pt: "Esta senha é muito comum ou já apareceu em um vazamento de dados. Escolha outra senha.",
  ru: "Этот пароль слишком распространён или уже встречался в утечках данных. Выберите другой пароль.",
};
