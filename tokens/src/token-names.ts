import type { brands, tokenValues } from "./generated/tokens";

/** `"master" | "turbo" | "signal"`. */
export type Brand = (typeof brands)[number];

/** Every public token, by its dotted DTCG name: `"color.text.muted"`, `"space.4"`… */
export type TokenName = keyof (typeof tokenValues)["master"];

/** The colour roles: `"color.surface"`, `"color.text.on-accent"`… */
export type ColorTokenName = Extract<TokenName, `color.${string}`>;
