import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";
import { serverRegionIntros } from "../intros/vpn-server";

/** One of the known sub-pages; the frame has already answered 404 for any other value. */
export default function ServerRegionPage() {
  const { links, params } = useLayoutData();
  const value = params.region as ServerRegion;
  return <PageIntro messages={serverRegionIntros[value]} links={links.pages?.[value] ?? links} />;
}
