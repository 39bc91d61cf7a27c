/**
 * Where the build copies the compiled catalogs for the browser:
 * `/assets/messages/<build id>/<locale>/<catalog>.json`. Under `/assets/`, so
 * the api caches them for a year; the build id in the path makes each build's
 * files new (react-router.config.ts, src/i18n/catalogs.ts).
 */
export const MESSAGES_PATH = "/assets/messages";

/** Thrown in the browser when even English's file is gone: a newer build replaced this one (chunk-guard.ts reloads). */
export const MESSAGES_GONE = "Messages of this build failed to load";
