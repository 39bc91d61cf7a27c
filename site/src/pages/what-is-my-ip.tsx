import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { whatIsMyIpIntro } from "./intros/what-is-my-ip";

export default function WhatIsMyIpPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={whatIsMyIpIntro} links={links} />;
}
