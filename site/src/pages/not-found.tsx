/**
 * `/404` and `/{lang}/404`: the frame renders the not-found content for this
 * page (layout-data marks it not found), so the route itself adds nothing.
 * Its prerendered HTML becomes the server's 404 answer (scripts/write-not-found-pages.ts).
 */
export default function NotFoundRoute() {
  return null;
}
