import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { pressRoomIntro } from "./intros/press-room";

export default function PressRoomPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={pressRoomIntro} links={links} />;
}
