import { loadPageData } from "../app/page-data";
import type { Route } from "./+types/catch-all";
import { NotFoundView } from "./not-found";

// Unknown paths requested from the server get the static `{prefix}/404.html`
// with status 404. This route only renders when the visitor navigates inside
// the app to a path no route matches, so its messages load in the browser.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPageData(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.messages["notFound.title"] },
    { name: "robots", content: "noindex" },
  ];
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <NotFoundView data={loaderData} />;
}
