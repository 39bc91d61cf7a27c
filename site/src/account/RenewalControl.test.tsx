// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Subscription } from "../api/types";
import { RenewalControl } from "./RenewalControl";

const subscriptionSetRenewal =
  vi.fn<(body: { subscription_id: string; renew: boolean }) => Promise<Subscription>>();
vi.mock("../api/quiet", () => ({ quietApi: async () => ({ subscriptionSetRenewal }) }));
const confirm = vi.fn<(options: { title: string; message: string }) => Promise<boolean>>();
// Read when called, not when the (hoisted) mock is made.
vi.mock("../app/runtime/site-api-ui", () => ({
  siteDialogs: { confirm: (options: { title: string; message: string }) => confirm(options) },
}));

const RENEWING: Subscription = {
  id: "7c0d2b9e-1f4a-4e8b-b6d3-5a2c9e1f0b7d",
  order_id: "0b3c1f7e-2a4d-4c5b-9e8f-1a2b3c4d5e6f",
  plan_id: 1,
  plan_name: "1 month",
  duration_months: 1,
  provider: "s1",
  amount: "12.99",
  currency: "USD",
  status: "active",
  starts_at: "2026-11-16T10:00:00.000Z",
  ends_at: "2026-12-16T10:00:00.000Z",
  trial: false,
  renews: true,
  renewal: { amount: "12.99", currency: "USD" },
  payment_method: { provider: "s1", brand: "visa", last4: "4242" },
};
const ENDING: Subscription = { ...RENEWING, renews: false, renewal: null };
const END_DATE = "December 16, 2026";

/** The control as the list holds it: the api's answer replaces the item. */
function Harness({ first, followed }: { first: Subscription; followed: boolean }) {
  const [item, setItem] = useState(first);
  return <RenewalControl item={item} locale="en" followed={followed} onChange={setItem} />;
}

function renderControl(first: Subscription, followed = false) {
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <LocaleProvider locale="en">
        <Harness first={first} followed={followed} />
      </LocaleProvider>
    </IntlProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  subscriptionSetRenewal.mockReset();
  confirm.mockReset();
});

// Issue #38: renewal off in two clicks with a confirmation in words, and on again.
describe("given a subscription that renews, in My account", () => {
  it("should show the next charge and turn renewal off only once the visitor confirms in words", async () => {
    confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    subscriptionSetRenewal.mockResolvedValue(ENDING);
    const user = renderControl(RENEWING);

    expect(screen.getByText("Renewal on")).toBeVisible();
    expect(screen.getByText(/^Next charge:/)).toHaveTextContent(
      `Next charge: $12.99 on ${END_DATE}`,
    );

    await user.click(screen.getByRole("button", { name: "Turn off renewal" }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Turn off renewal?",
        message: expect.stringContaining(`will end on ${END_DATE}`),
      }),
    );
    expect(subscriptionSetRenewal).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Turn off renewal" }));
    expect(subscriptionSetRenewal).toHaveBeenCalledWith({
      subscription_id: RENEWING.id,
      renew: false,
    });
    expect(await screen.findByText(`Ends on ${END_DATE}`)).toBeVisible();
    expect(screen.getByText("Renewal off")).toBeVisible();
    // The button pressed is gone: focus goes to the sentence that says the new state.
    await waitFor(() => expect(screen.getByText("Renewal off").closest("p")).toHaveFocus());
  }, 15_000);

  it("should say so, and keep the renewal as it was, when the change fails", async () => {
    confirm.mockResolvedValue(true);
    subscriptionSetRenewal.mockRejectedValue(new Error("network"));
    const user = renderControl(RENEWING);

    await user.click(screen.getByRole("button", { name: "Turn off renewal" }));
    expect(
      await screen.findByText("The renewal could not be changed. Please try again."),
    ).toBeVisible();
    expect(screen.getByText("Renewal on")).toBeVisible();
  });
});

describe("given a subscription whose renewal is off", () => {
  it("should say when it ends and turn renewal on in one click", async () => {
    subscriptionSetRenewal.mockResolvedValue(RENEWING);
    const user = renderControl(ENDING);

    expect(screen.getByText(`Ends on ${END_DATE}`)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Turn renewal on" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(subscriptionSetRenewal).toHaveBeenCalledWith({
      subscription_id: RENEWING.id,
      renew: true,
    });
    expect(await screen.findByText(/^Next charge:/)).toBeVisible();
  });

  it("should offer nothing to press when a later subscription follows it (that one renews)", () => {
    renderControl(ENDING, true);
    expect(screen.getByText(`Ends on ${END_DATE}`)).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("should show nothing once it has ended", () => {
    renderControl({ ...ENDING, status: "expired" });
    expect(screen.queryByText(/Ends on/)).toBeNull();
  });
});
