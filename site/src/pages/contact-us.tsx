import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { ContactAside } from "../support/ContactAside";
import { ContactForm } from "../support/ContactForm";
import { contactUsIntro } from "./intros/contact-us";

/**
 * /contact-us (issue #13): the support form beside when we answer and where
 * answers already are. The form works after hydration; the prerendered page
 * shows it empty.
 */
export default function ContactUsPage() {
  const { locale } = useLayoutData();
  return (
    <>
      <PageIntro messages={contactUsIntro} />
      <div className="max-w-content mx-auto grid w-full items-start gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <ContactForm />
        <ContactAside locale={locale} />
      </div>
    </>
  );
}
