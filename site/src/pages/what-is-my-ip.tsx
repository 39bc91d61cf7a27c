import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { whatIsMyIpIntro } from "./intros/what-is-my-ip";

export default function WhatIsMyIpPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={whatIsMyIpIntro} links={links} />;
}
