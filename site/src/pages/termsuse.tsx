import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { termsuseIntro, termsuseUpdated } from "./intros/termsuse";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/termsuse.md). */
export const loader = longFormLoader("termsuse");
export const meta = longFormMeta;

export default function TermsOfUsePage({ loaderData }: { loaderData: LongFormData }) {
  return <LongFormPage data={loaderData} intro={termsuseIntro} updated={termsuseUpdated} />;
}
