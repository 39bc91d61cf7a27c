import { PageIntro } from "../../app/PageIntro";
import { useLayoutData } from "../../layouts/useLayoutData";
import { vpnServerIntro } from "../intros/vpn-server";

export default function VpnServerPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={vpnServerIntro} links={links} />;
}
