import { Fragment, type ReactNode } from "react";

/**
 * Fills one `{placeholder}` of a translated sentence with a React node (a
 * `<bdi>` name), keeping the words around it where each language put them.
 */
export function fillWithNode(template: string, placeholder: string, node: ReactNode): ReactNode {
  const marker = `{${placeholder}}`;
  const at = template.indexOf(marker);
  if (at < 0) return template;
  return (
    <Fragment>
      {template.slice(0, at)}
      {node}
      {template.slice(at + marker.length)}
    </Fragment>
  );
}
