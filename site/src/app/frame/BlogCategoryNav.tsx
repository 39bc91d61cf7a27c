import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../routing/paths";
import { BLOG_CATEGORIES } from "../routing/site-pages";
import { blogNavMessages } from "./blog-nav-messages";

/** The blog layout's sidebar: every category, the current one marked. */
export function BlogCategoryNav({
  locale,
  current,
}: {
  locale: string;
  current: string | undefined;
}) {
  const intl = useIntl();
  const entries = [
    ["/blog", intl.formatMessage(blogNavMessages.all), current === undefined] as const,
    ...BLOG_CATEGORIES.map(
      (name) =>
        [
          `/blog/category/${name}`,
          intl.formatMessage(blogNavMessages[name]),
          current === name,
        ] as const,
    ),
  ];
  return (
    <nav aria-label={intl.formatMessage(blogNavMessages.label)}>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {entries.map(([path, label, isCurrent]) => (
          <li key={path}>
            <Link
              to={withLanguage(locale, path)}
              aria-current={isCurrent ? "page" : undefined}
              className="rounded-control text-text hover:bg-surface-sunken focus-visible:outline-focus aria-[current=page]:bg-surface-sunken block px-3 py-2 text-sm no-underline focus-visible:outline-2 aria-[current=page]:font-semibold"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
