// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Device } from "../api/types";
import { DevicesCard } from "./DevicesCard";

const deviceList = vi.fn<() => Promise<{ devices: Device[] }>>();
vi.mock("../api/quiet", () => ({ quietApi: async () => ({ deviceList }) }));

const LAPTOP: Device = {
  app_type: 501,
  app_name: "Web_Master",
  os_name: "Windows",
  os_version: "11",
  last_seen_at: "2026-12-01T10:00:00Z",
  user_id: 7,
  current: false,
};

function renderCard() {
  render(
    <MemoryRouter>
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <LocaleProvider locale="en">
          <DevicesCard locale="en" />
        </LocaleProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  deviceList.mockReset();
});

describe("given /myaccount's devices card when device/list fails", () => {
  it("should say so in the card and offer a retry that asks again", async () => {
    deviceList
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce({ devices: [LAPTOP] });
    const user = renderCard();

    expect(await screen.findByText("This part of your account could not be loaded.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText("This part of your account could not be loaded.")).toBeNull();
    expect(deviceList).toHaveBeenCalledTimes(2);
    // A generous bound, as the e2e's: the first render imports the design system on a loaded machine.
  }, 15_000);
});
