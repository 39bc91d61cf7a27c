import { CheckIcon, CircleXIcon, MinusIcon } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { SITE_NAME } from "../../app/seo/site-origin";
import { featuresMessages as m } from "./messages";

type Verdict = "yes" | "no" | "limited";

/** Rows of the comparison: mVPN, a free VPN, no VPN. A free VPN's answers are what is typical, not universal. */
const ROWS: ReadonlyArray<{ id: keyof typeof m; cells: readonly [Verdict, Verdict, Verdict] }> = [
  { id: "rowEncrypt", cells: ["yes", "yes", "no"] },
  { id: "rowIp", cells: ["yes", "yes", "no"] },
  { id: "rowLogs", cells: ["yes", "limited", "no"] },
  { id: "rowKill", cells: ["yes", "limited", "no"] },
  { id: "rowSpeed", cells: ["yes", "limited", "yes"] },
  { id: "rowAds", cells: ["yes", "no", "yes"] },
  { id: "rowSupport", cells: ["yes", "no", "no"] },
];

const ICON = {
  yes: <CheckIcon className="text-feedback-success-text size-5" />,
  no: <CircleXIcon className="text-feedback-error-text size-5" />,
  limited: <MinusIcon className="text-feedback-warn-text size-5" />,
} as const;

/**
 * mVPN against a free VPN and no VPN. A real table (row and column headers),
 * each verdict an icon with its word, so it never depends on colour; it
 * scrolls inside itself on a narrow screen rather than widening the page.
 */
export function CompareTable() {
  const intl = useIntl();
  const th = "border-border border-b px-3 py-3 text-start align-bottom font-semibold";
  return (
    // Focusable, so a keyboard can scroll the table where it is wider than the screen.
    <section
      aria-label={intl.formatMessage(m.compareTitle)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="border-border rounded-card focus-visible:outline-focus max-w-full overflow-x-auto border focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <table className="bg-surface w-full min-w-[32rem] border-collapse text-sm md:text-base">
        <thead className="bg-surface-sunken">
          <tr>
            <th scope="col" className={th}>
              {intl.formatMessage(m.colFeature)}
            </th>
            <th scope="col" className={`${th} text-text-accent`}>
              {SITE_NAME}
            </th>
            <th scope="col" className={th}>
              {intl.formatMessage(m.colFree)}
            </th>
            <th scope="col" className={th}>
              {intl.formatMessage(m.colNone)}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.id} className="border-border border-b last:border-b-0">
              <th scope="row" className="px-3 py-3 text-start font-medium">
                {intl.formatMessage(m[row.id])}
              </th>
              {row.cells.map((verdict, index) => (
                <td key={index} className="px-3 py-3">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="inline-flex">
                      {ICON[verdict]}
                    </span>
                    {intl.formatMessage(m[verdict])}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
