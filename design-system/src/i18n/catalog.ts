import type { ReactElement, ReactNode } from "react";
import type { InterfaceLocale } from "../locale/locales";

/**
 * One element of a message compiled to AST by `formatjs compile --ast`
 * (literal, argument, plural, select, …). The shape is @formatjs's; it is
 * spelled loosely here so that the published types do not depend on the
 * parser package.
 */
export interface CompiledElement {
  readonly type: number;
  readonly [field: string]: unknown;
}

/** An ICU message, compiled to AST at build time: no message parser runs in the browser. */
export type CompiledMessage = readonly CompiledElement[];

/** A value for a plain `{name}` argument. */
export type MessageArgument = string | number;

/** What a message without arguments takes. */
export type NoValues = Record<never, never>;

declare const valuesOf: unique symbol;

/**
 * A component's messages in every interface language, compiled from its
 * `intl/<locale>.json` files into `intl/catalog.gen.ts` by
 * `scripts/messages.ts`. `Values` maps each key to the values its message
 * takes (read from English), so a missing key, language or value is a
 * compile error.
 */
export type Catalog<Values extends object> = {
  readonly [Locale in InterfaceLocale]: { readonly [Key in keyof Values]: CompiledMessage };
} & { readonly [valuesOf]?: Values };

/** The message keys of a catalog: `MessageKey<typeof headerMessages>`. */
export type MessageKey<C> = C extends Catalog<infer Values> ? keyof Values & string : never;

type ValuesParameter<V> = keyof V extends never ? [values?: NoValues] : [values: V];

/** Values for `rich`: any placeholder may also be a React element (a price, a `<bdi>`). */
export type RichValues<V> = { readonly [Name in keyof V]: V[Name] | ReactElement };

/**
 * The messages of one catalog in one language: `t("close")`,
 * `t("signedInAs", { name })`, `t("cities", { n: 12 })`.
 */
export interface Messages<Values extends object> {
  <Key extends keyof Values & string>(key: Key, ...values: ValuesParameter<Values[Key]>): string;
  /**
   * The message with React elements in its placeholders, where the language
   * puts them ("Renews at {price}", "更新時は{price}").
   */
  rich<Key extends keyof Values & string>(key: Key, values: RichValues<Values[Key]>): ReactNode;
  /** The interface language the words are in (English for a locale outside the 11). */
  readonly language: InterfaceLocale;
}
