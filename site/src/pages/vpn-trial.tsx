import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { vpnTrialIntro } from "./intros/vpn-trial";

export default function VpnTrialPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={vpnTrialIntro} links={links} />;
}
