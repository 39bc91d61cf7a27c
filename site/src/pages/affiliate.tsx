import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { affiliateIntro, affiliateUpdated } from "./intros/affiliate";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/affiliate.md). */
export const loader = longFormLoader("affiliate");
export const meta = longFormMeta;

export default function AffiliatePage({ loaderData }: { loaderData: LongFormData }) {
  return <LongFormPage data={loaderData} intro={affiliateIntro} updated={affiliateUpdated} />;
}
