import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { vpnTrialIntro } from "./intros/vpn-trial";

export default function VpnTrialPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={vpnTrialIntro} links={links} />;
}
