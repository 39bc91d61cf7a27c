import { Card, CardContent, CardDescription, CardLink, CardTitle } from "@mvpn/design-system";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import type { SocialMediaUseCase } from "../app/routing/site-pages";
import { SOCIAL_SERVICE_NAMES } from "../content/social-use-cases";
import { CardGrid } from "./CardGrid";

/** Social-media use cases as cards, the whole card one link named by the service. */
export function UseCaseCards({
  ids,
  locale,
  summaries,
}: {
  ids: readonly SocialMediaUseCase[];
  locale: string;
  /** One sentence per use case, when the page has them. */
  summaries?: Partial<Record<SocialMediaUseCase, string>>;
}) {
  return (
    <CardGrid
      items={ids}
      renderCard={(id) => (
        <Card className="h-full">
          <CardContent>
            <CardTitle>
              <CardLink asChild>
                <Link to={withLanguage(locale, `/vpn-for-social-media/${id}`)}>
                  {SOCIAL_SERVICE_NAMES[id]}
                </Link>
              </CardLink>
            </CardTitle>
            {summaries?.[id] ? <CardDescription>{summaries[id]}</CardDescription> : null}
          </CardContent>
        </Card>
      )}
    />
  );
}
