import { brands, cssVariableNames, type TokenName, tokenValues } from "@mvpn/tokens";

/**
 * Each brand's colours and type scale, rendered from `@mvpn/tokens` (the
 * Storybook home page): a swatch painted with the token's own variable under
 * the brand's `data-brand`, labelled with the resolved value. Nothing is
 * retyped, so a token change shows here on the next build.
 */
const names = Object.keys(cssVariableNames) as TokenName[];
const colours = names.filter((name) => name.startsWith("color."));
const sizes = names.filter((name) => name.startsWith("font.size."));

export function TokenSwatches() {
  return (
    <div className="flex flex-col gap-10">
      {brands.map((brand) => (
        <section key={brand} data-brand={brand} aria-label={brand} className="flex flex-col gap-4">
          <h3 className="font-display m-0 text-xl font-bold">{brand}</h3>
          <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-4">
            {colours.map((name) => (
              <li key={name} className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden
                  className="border-border size-8 shrink-0 rounded-md border"
                  style={{ background: `var(${cssVariableNames[name]})` }}
                />
                <span>
                  <code>{name.replace(/^color\./, "")}</code>
                  <br />
                  <span className="text-text-muted">{String(tokenValues[brand][name])}</span>
                </span>
              </li>
            ))}
          </ul>
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {sizes.map((name) => (
              <li
                key={name}
                className="font-display"
                style={{ fontSize: `var(${cssVariableNames[name]})` }}
              >
                {name.replace(/^font\.size\./, "")} · {String(tokenValues[brand][name])}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
