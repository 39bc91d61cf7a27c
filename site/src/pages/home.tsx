import { Button } from "@mvpn/design-system";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { PageShell } from "../app/PageShell";
import { loadPageData } from "../app/page-data";
import { withLanguage } from "../app/routing/paths";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPageData(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const messages = loaderData?.messages ?? {};
  return [
    { title: messages["home.meta.title"] },
    { name: "description", content: messages["home.meta.description"] },
  ];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  return (
    <PageShell data={loaderData}>
      <section className="from-surface-brand to-surface-brand-end text-on-brand bg-linear-to-b">
        <div className="mx-auto flex max-w-300 flex-col items-start gap-6 px-4 py-20 md:py-28">
          <h1 className="font-display max-w-[18ch] text-4xl font-extrabold tracking-tight md:text-6xl">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="text-on-brand-muted max-w-[60ch] text-lg md:text-xl">
            <FormattedMessage id="home.hero.body" />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={withLanguage(locale, "/pricing")}>
                <FormattedMessage id="home.hero.primary" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={withLanguage(locale, "/download")}>
                <FormattedMessage id="home.hero.secondary" />
              </Link>
            </Button>
          </div>
          <p className="text-on-brand-muted text-sm">
            <FormattedMessage id="home.hero.trust" />
          </p>
        </div>
      </section>
    </PageShell>
  );
}
