import { StatsStrip } from "@mvpn/design-system";
import { type MessageDescriptor, useIntl } from "react-intl";
import { NETWORK } from "../content/regions";

/**
 * The network's three figures (countries, cities, servers), counted from the
 * regions data so that no page claims more than the list holds (issue #38).
 * Each page names them from its own catalog.
 */
export function NetworkStats({
  labels,
}: {
  labels: Record<"countries" | "cities" | "servers", MessageDescriptor>;
}) {
  const intl = useIntl();
  return (
    <StatsStrip
      stats={(["countries", "cities", "servers"] as const).map((id) => ({
        id,
        value: intl.formatNumber(NETWORK[id]),
        label: intl.formatMessage(labels[id]),
      }))}
    />
  );
}
