import { ComparisonTable, type ComparisonTableRow } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { SITE_NAME } from "../../app/seo/site-origin";
import { featuresMessages as m } from "./messages";

/** Rows of the comparison: mVPN, a free VPN, no VPN. A free VPN's answers are what is typical, not universal. */
const ROWS: ReadonlyArray<{ id: keyof typeof m; cells: ComparisonTableRow["cells"] }> = [
  { id: "rowEncrypt", cells: ["yes", "yes", "no"] },
  { id: "rowIp", cells: ["yes", "yes", "no"] },
  { id: "rowLogs", cells: ["yes", "limited", "no"] },
  { id: "rowKill", cells: ["yes", "limited", "no"] },
  { id: "rowSpeed", cells: ["yes", "limited", "yes"] },
  { id: "rowAds", cells: ["yes", "no", "yes"] },
  { id: "rowSupport", cells: ["yes", "no", "no"] },
];

/** mVPN against a free VPN and no VPN: the design system's table with the page's words. */
export function CompareTable() {
  const intl = useIntl();
  return (
    <ComparisonTable
      label={intl.formatMessage(m.compareTitle)}
      featureLabel={intl.formatMessage(m.colFeature)}
      columns={[
        { id: "mvpn", label: SITE_NAME, highlight: true },
        { id: "free", label: intl.formatMessage(m.colFree) },
        { id: "none", label: intl.formatMessage(m.colNone) },
      ]}
      rows={ROWS.map((row) => ({
        id: row.id,
        label: intl.formatMessage(m[row.id]),
        cells: row.cells,
      }))}
      verdictLabels={{
        yes: intl.formatMessage(m.yes),
        no: intl.formatMessage(m.no),
        limited: intl.formatMessage(m.limited),
      }}
    />
  );
}
