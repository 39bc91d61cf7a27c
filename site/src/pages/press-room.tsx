import type { LoaderFunctionArgs } from "react-router";
import { PressKit } from "../content/figures/PressKit";
import { LongFormPage } from "../content/LongFormPage";
import { loadLongForm } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { pressRoomIntro, pressRoomUpdated } from "./intros/press-room";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/press-room.md). */
export function loader({ request }: LoaderFunctionArgs): LongFormData {
  return loadLongForm(request.url, "press-room");
}

export const meta = longFormMeta;

export default function PressRoomPage({ loaderData }: { loaderData: LongFormData }) {
  return (
    <LongFormPage
      data={loaderData}
      intro={pressRoomIntro}
      updated={pressRoomUpdated}
      figures={{ "press-kit": <PressKit /> }}
    />
  );
}
