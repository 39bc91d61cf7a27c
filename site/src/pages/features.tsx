import {
  Band,
  Button,
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
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { withLanguage } from "../app/routing/paths";
import { DEVICES_PER_ACCOUNT } from "../marketing/trust";
import { CompareTable } from "./features/CompareTable";
import { featuresMessages as m } from "./features/messages";
import { featuresIntro } from "./intros/features";

/** /features (issue #16): every feature with its icon, and mVPN against a free VPN and no VPN. */
export default function FeaturesPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const t = (descriptor: (typeof m)[keyof typeof m]) =>
    intl.formatMessage(descriptor, { count: DEVICES_PER_ACCOUNT });
  return (
    <>
      <PageIntro messages={featuresIntro} links={links} />
      <Section spacing="lg">
        <Container className="flex flex-col gap-16">
          <FeatureGrid
            title={t(m.privacyTitle)}
            description={t(m.privacyIntro)}
            items={[
              {
                id: "encryption",
                icon: <LockIcon />,
                title: t(m.encryptionTitle),
                description: t(m.encryptionBody),
              },
              {
                id: "no-logs",
                icon: <EyeOffIcon />,
                title: t(m.noLogsTitle),
                description: t(m.noLogsBody),
              },
              {
                id: "kill-switch",
                icon: <ShieldCheckIcon />,
                title: t(m.killSwitchTitle),
                description: t(m.killSwitchBody),
              },
              {
                id: "split",
                icon: <MonitorIcon />,
                title: t(m.splitTitle),
                description: t(m.splitBody),
              },
            ]}
          />
          <FeatureGrid
            title={t(m.everydayTitle)}
            description={t(m.everydayIntro)}
            items={[
              {
                id: "streaming",
                icon: <TvIcon />,
                title: t(m.streamingTitle),
                description: t(m.streamingBody),
              },
              {
                id: "devices",
                icon: <SmartphoneIcon />,
                title: t(m.devicesTitle),
                description: t(m.devicesBody),
              },
              {
                id: "speed",
                icon: <ZapIcon />,
                title: t(m.speedTitle),
                description: t(m.speedBody),
              },
              {
                id: "support",
                icon: <MailIcon />,
                title: t(m.supportTitle),
                description: t(m.supportBody),
              },
            ]}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={t(m.compareTitle)} intro={t(m.compareIntro)}>
        <CompareTable />
      </Band>
      <Section tone="brand" spacing="md">
        <Container className="flex flex-col items-start gap-4">
          <h2 className="font-display text-on-brand m-0 text-2xl font-bold md:text-3xl">
            {t(m.closingTitle)}
          </h2>
          <MoneyBackNote days={MONEY_BACK_DAYS} tone="on-brand" />
          <Button asChild size="lg" variant="primary">
            <Link to={withLanguage(locale, "/pricing")}>{t(m.closingAction)}</Link>
          </Button>
        </Container>
      </Section>
    </>
  );
}
