import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { aboutusIntro } from "./intros/aboutus";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/aboutus.md). */
export const loader = longFormLoader("aboutus");
export const meta = longFormMeta;

export default function AboutUsPage({ loaderData }: { loaderData: LongFormData }) {
  return <LongFormPage data={loaderData} intro={aboutusIntro} />;
}
