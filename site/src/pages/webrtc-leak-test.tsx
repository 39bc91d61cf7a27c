import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { webrtcLeakTestIntro } from "./intros/webrtc-leak-test";

export default function WebRtcLeakTestPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={webrtcLeakTestIntro} links={links} />;
}
