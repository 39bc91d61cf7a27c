import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { whatIsVpnIntro } from "./intros/what-is-vpn";

export default function WhatIsVpnPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={whatIsVpnIntro} links={links} />;
}
