import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { contactUsIntro } from "./intros/contact-us";

export default function ContactUsPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={contactUsIntro} links={links} />;
}
