import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { contactUsIntro } from "./intros/contact-us";

export default function ContactUsPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={contactUsIntro} links={links} />;
}
