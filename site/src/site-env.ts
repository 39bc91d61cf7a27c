/** Build-time settings (Vite's `import.meta.env`), as the modules that read them receive them. */
export type SiteEnv = Readonly<Record<string, string | boolean | undefined>>;

/** A setting's trimmed text, or undefined when it is unset or blank. */
export const text = (env: SiteEnv, key: string): string | undefined => {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};
