import { AppScreen, type AppScreenLabels, type Platform } from "@mvpn/design-system";
import { type MessageDescriptor, useIntl } from "react-intl";
import { SITE_NAME } from "../app/seo/site-origin";
import type { AppScreenServer } from "./app-screen-server";
import { FLAGS } from "./flags";

/** The words of the drawn app, from the page's own catalog (home, download). */
export interface AppScreenMessages {
  screenStatus: MessageDescriptor;
  screenDetail: MessageDescriptor;
  screenIp: MessageDescriptor;
  screenDuration: MessageDescriptor;
}

function useAppScreenLabels(messages: AppScreenMessages, server: AppScreenServer): AppScreenLabels {
  const intl = useIntl();
  return {
    appName: SITE_NAME,
    status: intl.formatMessage(messages.screenStatus),
    detail: intl.formatMessage(messages.screenDetail),
    city: server.city,
    country: server.countryName,
    ipLabel: intl.formatMessage(messages.screenIp),
    ip: server.ip,
    durationLabel: intl.formatMessage(messages.screenDuration),
    duration: server.duration,
  };
}

/**
 * The hero's drawing on pages about every platform (home, /download): the
 * app in a computer's window with the phone app in front of it. Decoration:
 * the hero's words say what it shows.
 */
export function AppScreensOnDevices({
  messages,
  server,
}: {
  messages: AppScreenMessages;
  server: AppScreenServer;
}) {
  const labels = useAppScreenLabels(messages, server);
  const flagSrc = FLAGS[server.country];
  return (
    // The window at the start, the phone in front of its end edge, overlapping no more than the window's margin.
    <div aria-hidden="true" className="relative aspect-[20/13] w-full max-w-md">
      <div className="w-3/4">
        <AppScreen platform="windows" labels={labels} flagSrc={flagSrc} />
      </div>
      <div className="absolute end-0 bottom-0 w-[27%]">
        <AppScreen platform="android" labels={labels} flagSrc={flagSrc} />
      </div>
    </div>
  );
}

/** A download page's drawing: the app on that page's platform, named for screen readers. */
export function PlatformAppScreen({
  platform,
  name,
  messages,
  server,
}: {
  platform: Platform;
  /** The accessible name ("The mVPN app on Windows, connected to a server in Frankfurt"). */
  name: string;
  messages: AppScreenMessages;
  server: AppScreenServer;
}) {
  const labels = useAppScreenLabels(messages, server);
  return (
    <AppScreen platform={platform} labels={labels} flagSrc={FLAGS[server.country]} label={name} />
  );
}
