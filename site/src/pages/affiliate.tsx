import type { LoaderFunctionArgs } from "react-router";
import { LongFormPage } from "../content/LongFormPage";
import { loadLongForm } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { affiliateIntro, affiliateUpdated } from "./intros/affiliate";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/affiliate.md). */
export function loader({ request }: LoaderFunctionArgs): LongFormData {
  return loadLongForm(request.url, "affiliate");
}

export const meta = longFormMeta;

export default function AffiliatePage({ loaderData }: { loaderData: LongFormData }) {
  return <LongFormPage data={loaderData} intro={affiliateIntro} updated={affiliateUpdated} />;
}
