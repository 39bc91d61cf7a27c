import { Button, Spinner, TextField } from "@mvpn/design-system";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { useQuery } from "../app/hooks/useQuery";
import { OutcomeAlerts } from "../app/OutcomeAlerts";
import { siteDialogs } from "../app/runtime/site-api-ui";
import { TitledCard } from "../app/TitledCard";
import { useForm } from "../forms/useForm";
import { geo } from "../state/geo";
import { ipErrorOf } from "./account-errors";
import { accountMessages as m } from "./account-messages";
import { typedIp } from "./account-view";
import { LoadFailed } from "./LoadFailed";

type Busy = "current" | "typed" | "remove";

/** The visitor's address as the api sees it (geo info, SPEC.md §3): stored at start-up, else asked for. */
function useCurrentIp(): string | null {
  const ip = useQuery(async () => {
    const known = geo.userMessage?.user_ip;
    if (known) return known;
    const info = await quietApi().then((calls) => calls.geoInfo());
    return info.user_ip || null;
  }, []);
  return ip.status === "ready" ? ip.data : null;
}

/**
 * user_ip: the bound address (query with its `_span`), bind the current one
 * or a typed IPv4/IPv6 address (the contract's rule, checked before any
 * call), remove it after a confirm dialog.
 */
export function IpBindingCard() {
  const intl = useIntl();
  const currentIp = useCurrentIp();
  const bound = useQuery(
    () => quietApi().then((calls) => calls.userIpQuery().then((answer) => answer.ip)),
    [],
  );
  // The typed address is the form; the bind and remove buttons share its one-at-a-time run.
  const form = useForm<{ ip: string }, "ip", string, Busy>(
    { ip: "" },
    { validate: ({ ip }) => (typedIp(ip) ? {} : { ip: intl.formatMessage(m.ipInvalid) }) },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = form.pending;

  const bind = (ip: string, which: "current" | "typed") =>
    form.run(which, async () => {
      setFormError(null);
      setNotice(null);
      try {
        const answer = await quietApi().then((calls) => calls.userIpBind(ip));
        bound.setData(answer.ip);
        if (which === "typed") form.reset({ ip: "" });
        setNotice(intl.formatMessage(m.ipBoundToast, { ip: answer.ip ?? ip }));
      } catch (reason) {
        const message = ipErrorOf(reason) ?? intl.formatMessage(m.ipFailed);
        if (which === "typed") form.showErrors({ ip: message });
        else setFormError(message);
      }
    });

  const submitTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const ip = typedIp(form.values.ip);
    if (form.check() && ip) void bind(ip, "typed");
  };

  const remove = async () => {
    if (busy) return;
    const accepted = await siteDialogs.confirm({
      title: intl.formatMessage(m.ipRemoveTitle),
      message: intl.formatMessage(m.ipRemoveBody),
      confirmLabel: intl.formatMessage(m.ipRemove),
      tone: "danger",
    });
    if (!accepted) return;
    await form.run("remove", async () => {
      setFormError(null);
      setNotice(null);
      try {
        const answer = await quietApi().then((calls) => calls.userIpRemove());
        bound.setData(answer.ip);
        setNotice(intl.formatMessage(m.ipRemovedToast));
      } catch (reason) {
        setFormError(ipErrorOf(reason) ?? intl.formatMessage(m.ipFailed));
      }
    });
  };

  return (
    <TitledCard
      slot="account-ip"
      title={intl.formatMessage(m.ipTitle)}
      description={intl.formatMessage(m.ipBody)}
    >
      {bound.status === "failed" ? (
        <LoadFailed onRetry={bound.retry} />
      ) : bound.status !== "ready" ? (
        <Spinner label={intl.formatMessage(m.loading)} className="text-text-muted self-start" />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3" data-slot="account-ip-bound">
            <p className="text-text m-0 break-all">
              {bound.data
                ? intl.formatMessage(m.ipBound, {
                    ip: (
                      <bdi dir="ltr" className="font-semibold">
                        {bound.data}
                      </bdi>
                    ),
                  })
                : intl.formatMessage(m.ipNone)}
            </p>
            {bound.data ? (
              <Button
                variant="outline"
                size="sm"
                onClick={remove}
                aria-disabled={busy !== null || undefined}
              >
                {busy === "remove" ? <Spinner size="sm" decorative /> : null}
                {intl.formatMessage(m.ipRemove)}
              </Button>
            ) : null}
          </div>
          {currentIp && currentIp !== bound.data ? (
            <Button
              variant="outline"
              // The label holds the address: in Japanese at 390 px it ran out of the card.
              wrap
              className="max-w-full self-start"
              onClick={() => !busy && void bind(currentIp, "current")}
              aria-disabled={busy !== null || undefined}
              data-slot="account-ip-current"
            >
              {busy === "current" ? <Spinner size="sm" decorative /> : null}
              {intl.formatMessage(m.ipCurrent, { ip: currentIp })}
            </Button>
          ) : null}
          <form
            ref={form.formRef}
            noValidate
            onSubmit={submitTyped}
            className="flex flex-col items-start gap-3 sm:flex-row sm:items-end"
          >
            <TextField
              label={intl.formatMessage(m.ipField)}
              dir="ltr"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              {...form.control("ip")}
              error={form.errors.ip}
              className="w-full sm:max-w-80"
            />
            {/* Secondary (issue #38): a rarely used setting, not the page's main action. */}
            <Button type="submit" variant="outline" aria-disabled={busy !== null || undefined}>
              {busy === "typed" ? <Spinner size="sm" decorative /> : null}
              {intl.formatMessage(m.ipBind)}
            </Button>
          </form>
          <OutcomeAlerts error={formError} notice={notice} />
        </>
      )}
    </TitledCard>
  );
}
