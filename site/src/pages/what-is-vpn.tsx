import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { whatIsVpnIntro } from "./intros/what-is-vpn";

export default function WhatIsVpnPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={whatIsVpnIntro} links={links} />;
}
