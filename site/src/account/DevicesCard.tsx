import { Badge, Button, ClockTime, Spinner } from "@mvpn/design-system";
import { useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import type { Device } from "../api/types";
import { useQuery } from "../app/hooks/useQuery";
import { OutcomeAlerts } from "../app/OutcomeAlerts";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { withLanguage } from "../app/routing/paths";
import { siteDialogs } from "../app/runtime/site-api-ui";
import { TitledCard } from "../app/TitledCard";
import { clearSession } from "../state/session";
import { apiMessageOf } from "./account-errors";
import { accountMessages as m } from "./account-messages";
import { deviceSystemMessage, deviceTitle, type ThisBrowser } from "./account-view";
import { LoadFailed } from "./LoadFailed";

const deviceKey = (device: Device) => `${device.app_type}:${device.user_id}`;

/** device/list (OS, app, last seen, this device) and device/unbind after a confirm dialog. */
export function DevicesCard({ locale }: { locale: string }) {
  const intl = useIntl();
  const navigate = useGuardedNavigate();
  const devices = useQuery(
    () => quietApi().then((calls) => calls.deviceList().then((answer) => answer.devices)),
    [],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const here = useThisBrowser();
  const titleOf = (device: Device) => {
    const title = deviceTitle(device, here);
    return {
      name: intl.formatMessage(title.message, title.values),
      namesSystem: title.namesSystem,
    };
  };
  const nameOf = (device: Device) => titleOf(device).name;

  const unbind = async (device: Device) => {
    if (busy) return;
    const accepted = await siteDialogs.confirm({
      title: intl.formatMessage(m.deviceUnbindTitle, { app: nameOf(device) }),
      message: intl.formatMessage(device.current ? m.deviceUnbindCurrentBody : m.deviceUnbindBody),
      confirmLabel: intl.formatMessage(m.deviceUnbind),
      tone: "danger",
    });
    if (!accepted) return;
    const key = deviceKey(device);
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      await quietApi().then((calls) =>
        calls.deviceUnbind({
          unbind_app_type: device.app_type,
          unbind_user_id: device.user_id,
        }),
      );
      if (device.current) {
        // The api has ended this very session: nothing more can be read here.
        clearSession();
        navigate(withLanguage(locale, "/login?redirect=/myaccount"));
        return;
      }
      devices.setData((list = []) => list.filter((item) => deviceKey(item) !== key));
      setNotice(intl.formatMessage(m.deviceUnboundToast, { app: nameOf(device) }));
    } catch (reason) {
      setError(apiMessageOf(reason) ?? intl.formatMessage(m.deviceFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledCard slot="account-devices" title={intl.formatMessage(m.devicesTitle)}>
      {devices.status === "failed" ? (
        <LoadFailed onRetry={devices.retry} />
      ) : devices.status !== "ready" ? (
        <Spinner label={intl.formatMessage(m.loading)} className="text-text-muted self-start" />
      ) : devices.data.length === 0 ? (
        <p className="text-text-muted m-0">{intl.formatMessage(m.devicesEmpty)}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {devices.data.map((device) => {
            // A time the api sent that cannot be read leaves the line out.
            const seen = Number.isNaN(Date.parse(device.last_seen_at)) ? null : device.last_seen_at;
            const { name, namesSystem } = titleOf(device);
            // A browser's name already says its system ("Chrome on Linux 6.1").
            const system = namesSystem ? null : deviceSystemMessage(device);
            return (
              <li
                key={deviceKey(device)}
                className="border-border rounded-card flex flex-wrap items-center justify-between gap-3 border p-4"
                data-slot="account-device"
                // The row's name and Unbind button: the back-to-top button never sits on them.
                data-floating-avoid=""
                data-app-type={device.app_type}
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="text-text m-0 flex flex-wrap items-center gap-2 font-semibold">
                    <bdi data-slot="account-device-name">{name}</bdi>
                    {device.current ? (
                      <Badge tone="accent">{intl.formatMessage(m.deviceCurrent)}</Badge>
                    ) : null}
                  </p>
                  {system ? (
                    <p className="text-text-muted m-0 text-sm" data-slot="account-device-system">
                      {intl.formatMessage(system.message, system.values)}
                    </p>
                  ) : null}
                  {seen ? (
                    <p className="text-text-muted m-0 text-sm">
                      {/* SPEC.md §9: 12-hour with the locale's own AM/PM, the day before it. */}
                      {intl.formatMessage(m.deviceLastSeen, {
                        time: <ClockTime date={seen} locale={locale} withDate />,
                      })}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void unbind(device)}
                  aria-disabled={busy !== null || undefined}
                  aria-label={intl.formatMessage(m.deviceUnbindLabel, { app: name })}
                >
                  {busy === deviceKey(device) ? <Spinner size="sm" decorative /> : null}
                  {intl.formatMessage(m.deviceUnbind)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <OutcomeAlerts error={error} notice={notice} />
    </TitledCard>
  );
}

/**
 * The browser this page runs in ("Chrome", "Firefox") and its system, for the
 * current device's name; null until read. ua-parser-js is the site's one
 * user-agent parser (state/detect-device.ts), loaded here on demand.
 */
function useThisBrowser(): ThisBrowser | null {
  const here = useQuery(
    () =>
      import("ua-parser-js").then(({ default: UAParser }) => {
        const parser = new UAParser(navigator.userAgent);
        return { name: parser.getBrowser().name ?? null, os: parser.getOS().name ?? null };
      }),
    [],
  );
  return here.status === "ready" ? here.data : null;
}
