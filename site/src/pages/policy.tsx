import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { policyIntro, policyUpdated } from "./intros/policy";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/policy.md). */
export const loader = longFormLoader("policy");
export const meta = longFormMeta;

export default function PrivacyPolicyPage({ loaderData }: { loaderData: LongFormData }) {
  return <LongFormPage data={loaderData} intro={policyIntro} updated={policyUpdated} />;
}
