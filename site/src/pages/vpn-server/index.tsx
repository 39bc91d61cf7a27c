import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { vpnServerIntro } from "../intros/vpn-server";

export default function VpnServerPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={vpnServerIntro} links={links} />;
}
