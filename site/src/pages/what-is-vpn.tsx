import { VpnDiagram } from "../content/figures/VpnDiagram";
import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { whatIsVpnIntro, whatIsVpnUpdated } from "./intros/what-is-vpn";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/what-is-vpn.md). */
export const loader = longFormLoader("what-is-vpn");
export const meta = longFormMeta;

/** The diagrams the Markdown places with `<!-- figure:… -->` lines. */
const FIGURES = {
  "without-vpn": <VpnDiagram variant="without" />,
  "with-vpn": <VpnDiagram variant="with" />,
};

export default function WhatIsVpnPage({ loaderData }: { loaderData: LongFormData }) {
  return (
    <LongFormPage
      data={loaderData}
      intro={whatIsVpnIntro}
      updated={whatIsVpnUpdated}
      figures={FIGURES}
    />
  );
}
