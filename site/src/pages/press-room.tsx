import { PressKit } from "../content/figures/PressKit";
import { LongFormPage } from "../content/LongFormPage";
import { longFormLoader } from "../content/long-form.server";
import type { LongFormData } from "../content/long-form-data";
import { longFormMeta } from "../content/long-form-route";
import { pressRoomIntro, pressRoomUpdated } from "./intros/press-room";

/** Build time: the page's Markdown in the language of the path (site/content/pages/<locale>/press-room.md). */
export const loader = longFormLoader("press-room");
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
