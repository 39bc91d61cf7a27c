/**
 * Fills `{name}` placeholders in a label a site passes through props (a
 * Rating's `label`, a Pagination's `labels.page`): plain text with simple
 * ICU arguments, no plural or select, so no message parser is needed. A
 * site that needs plurals formats them in its own catalog and passes the
 * result. Unknown placeholders stay visible so a missing value is noticed.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
