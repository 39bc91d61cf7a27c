import type { LinkRendererProps } from "../linkRenderer";

/**
 * Stands in for a router's `<Link>` in tests: it handles the click itself
 * instead of letting the page load, and still calls the part's `onClick`.
 */
export function routerLink({ href, onClick, ...props }: LinkRendererProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
