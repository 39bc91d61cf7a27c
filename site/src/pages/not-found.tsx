import { Button } from "@mvpn/design-system";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { PageShell } from "../app/PageShell";
import { loadPageData, type PageData } from "../app/page-data";
import { withLanguage } from "../app/routing/paths";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageData(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.messages["notFound.title"] },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundView data={loaderData} />;
}

/** The not-found page, shared by `/404` (prerendered) and the catch-all route (client navigation). */
export function NotFoundView({ data }: { data: PageData }) {
  const { locale } = data;
  return (
    <PageShell data={data}>
      <section className="mx-auto flex max-w-300 flex-col items-start gap-4 px-4 py-24">
        <h1 className="text-text text-3xl font-bold tracking-tight md:text-5xl">
          <FormattedMessage id="notFound.title" />
        </h1>
        <p className="text-text-muted text-lg">
          <FormattedMessage
            id="notFound.body"
            values={{
              path: (
                // The server fills this in on its 404 answers (see scripts/write-not-found-pages.ts).
                <bdi dir="ltr" data-slot="not-found-path">
                  {data.pathname}
                </bdi>
              ),
            }}
          />
        </p>
        <Button asChild>
          <Link to={withLanguage(locale, "/")}>
            <FormattedMessage id="notFound.home" />
          </Link>
        </Button>
      </section>
    </PageShell>
  );
}
