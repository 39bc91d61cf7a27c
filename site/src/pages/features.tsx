import {
  Band,
  Container,
  EyeOffIcon,
  FeatureGrid,
  LockIcon,
  MailIcon,
  MONEY_BACK_DAYS,
  MoneyBackNote,
  MonitorIcon,
  Section,
  ShieldCheckIcon,
  SmartphoneIcon,
  TvIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { withLanguage } from "../app/routing/paths";
import { CallToActionBand } from "../marketing/CallToActionBand";
import { DEVICES_PER_ACCOUNT } from "../marketing/trust";
import { CompareTable } from "./features/CompareTable";
import { featuresMessages as m } from "./features/messages";
import { featuresIntro } from "./intros/features";

type Descriptor = (typeof m)[keyof typeof m];

/** /features (issue #16): every feature with its icon, and mVPN against a free VPN and no VPN. */
export default function FeaturesPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const t = (descriptor: Descriptor) =>
    intl.formatMessage(descriptor, { count: DEVICES_PER_ACCOUNT });
  // One card of a FeatureGrid: its anchor, icon, title and sentence.
  const feature = (id: string, icon: ReactNode, title: Descriptor, body: Descriptor) => ({
    id,
    icon,
    title: t(title),
    description: t(body),
  });
  return (
    <>
      <PageIntro messages={featuresIntro} links={links} />
      <Section spacing="lg">
        <Container className="flex flex-col gap-16">
          <FeatureGrid
            title={t(m.privacyTitle)}
            description={t(m.privacyIntro)}
            items={[
              feature("encryption", <LockIcon />, m.encryptionTitle, m.encryptionBody),
              feature("no-logs", <EyeOffIcon />, m.noLogsTitle, m.noLogsBody),
              feature("kill-switch", <ShieldCheckIcon />, m.killSwitchTitle, m.killSwitchBody),
              feature("split", <MonitorIcon />, m.splitTitle, m.splitBody),
            ]}
          />
          <FeatureGrid
            title={t(m.everydayTitle)}
            description={t(m.everydayIntro)}
            items={[
              feature("streaming", <TvIcon />, m.streamingTitle, m.streamingBody),
              feature("devices", <SmartphoneIcon />, m.devicesTitle, m.devicesBody),
              feature("speed", <ZapIcon />, m.speedTitle, m.speedBody),
              feature("support", <MailIcon />, m.supportTitle, m.supportBody),
            ]}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={t(m.compareTitle)} intro={t(m.compareIntro)}>
        <CompareTable />
      </Band>
      <CallToActionBand
        title={t(m.closingTitle)}
        action={{ href: withLanguage(locale, "/pricing"), label: t(m.closingAction) }}
      >
        <MoneyBackNote days={MONEY_BACK_DAYS} tone="on-brand" />
      </CallToActionBand>
    </>
  );
}
