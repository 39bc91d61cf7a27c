import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { webrtcLeakTestIntro } from "./intros/webrtc-leak-test";

export default function WebRtcLeakTestPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={webrtcLeakTestIntro} links={links} />;
}
