import { defineMessages, type MessageDescriptor, useIntl } from "react-intl";

const messages = defineMessages({
  title: { id: "press-room.kit.title", defaultMessage: "Press kit" },
  logo: { id: "press-room.kit.logo", defaultMessage: "mVPN logo, {brand} colours" },
  download: { id: "press-room.kit.download", defaultMessage: "Download SVG" },
}) as Record<"title" | "logo" | "download", MessageDescriptor>;

/**
 * The design system's three brands (tokens/src/tokens/brands): the logo
 * files in site/public/press carry each brand's band and accent colours.
 * Brand names are product names, not translated.
 */
const BRANDS = ["Master", "Turbo", "Signal"] as const;

/** The press room's logos: a preview and a download link per brand, plain static files from the site's own origin. */
export function PressKit() {
  const intl = useIntl();
  return (
    <section data-slot="press-kit" aria-labelledby="press-kit-title" className="my-8">
      <h3 id="press-kit-title">{intl.formatMessage(messages.title)}</h3>
      <ul className="!m-0 grid list-none gap-4 !p-0 sm:grid-cols-3">
        {BRANDS.map((brand) => {
          const file = `/press/mvpn-logo-${brand.toLowerCase()}.svg`;
          const name = intl.formatMessage(messages.logo, { brand });
          return (
            <li
              key={brand}
              className="border-border rounded-card !m-0 flex flex-col gap-3 border p-4"
            >
              <img
                src={file}
                width={240}
                height={72}
                alt={name}
                loading="lazy"
                className="h-auto w-full"
              />
              <span className="text-text text-sm font-semibold">{name}</span>
              <a href={file} download className="text-sm">
                {intl.formatMessage(messages.download)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
