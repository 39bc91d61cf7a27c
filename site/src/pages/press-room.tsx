import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { pressRoomIntro } from "./intros/press-room";

export default function PressRoomPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={pressRoomIntro} links={links} />;
}
