import { Container, Section } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { AccountView } from "../account/AccountView";
import { useLayoutData } from "../app/frame/useLayoutData";
import { myaccountIntro } from "./intros/myaccount";

/**
 * /myaccount (signed in only: the auth middleware sends others to
 * /login?redirect=/myaccount). Everything is the visitor's, so it is read
 * after hydration; the prerendered page is the heading and a spinner.
 */
export default function MyAccountPage() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  return (
    <Section spacing="md">
      <Container data-slot="myaccount" className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight">
            {intl.formatMessage(myaccountIntro.title)}
          </h1>
          <p className="text-text-muted m-0">{intl.formatMessage(myaccountIntro.body)}</p>
        </div>
        <AccountView locale={locale} />
      </Container>
    </Section>
  );
}
