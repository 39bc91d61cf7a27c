import { ClockTime, SELECTABLE_LOCALES } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

// Fixed instants read in UTC: the story looks the same on every machine.
const AFTERNOON = "2025-01-15T15:05:00Z";
const MORNING = "2025-01-15T09:30:00Z";
const MIDNIGHT = "2025-01-15T00:05:00Z";
const NOON = "2025-01-15T12:00:00Z";
const TIMES = [MORNING, NOON, AFTERNOON, MIDNIGHT] as const;

const meta = {
  title: "Components/ClockTime",
  component: ClockTime,
  args: { date: AFTERNOON, timeZone: "UTC" },
  argTypes: { date: { control: "text" } },
} satisfies Meta<typeof ClockTime>;

export default meta;
type Story = StoryObj<typeof meta>;

const normalised = (text: string | null) => text?.replace(/\s/g, " ");

/** In the page's locale; in Arabic "3:05 م", isolated so it keeps its order inside a sentence. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const time = canvasElement.querySelector("time");
      await expect(normalised(time?.textContent ?? null)).toBe("3:05 PM");
      await expect(time).toHaveAttribute("datetime", "2025-01-15T15:05:00.000Z");
    },
    async ({ canvasElement }) => {
      const time = within(canvasElement).getByText(/3:05/);
      await expect(normalised(time.textContent)).toBe("3:05 م");
      await expect(getComputedStyle(time).unicodeBidi).toBe("isolate");
    },
  ),
};

/** Each of the 11 languages writing the same four times on its own 12-hour clock. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <table className="text-start text-base">
      <tbody>
        {SELECTABLE_LOCALES.map((entry) => (
          <tr key={entry.code} className="border-border border-b">
            <th scope="row" className="py-2 pe-6 text-start font-semibold">
              <span lang={entry.code}>{entry.name}</span>
            </th>
            {TIMES.map((time) => (
              <td key={time} className="py-2 pe-6" lang={entry.code}>
                <ClockTime date={time} locale={entry.code} timeZone="UTC" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      const times = canvasElement.querySelectorAll("time");
      await expect(times).toHaveLength(SELECTABLE_LOCALES.length * TIMES.length);
      const cells = [...times].map((t) => normalised(t.textContent));
      await expect(cells).toContain("午後3:05");
      await expect(cells).toContain("3:05 م");
      await expect(cells).toContain("12:05 a. m.");
    },
    async (context) => {
      // An English time in the Arabic page still reads "9:30 AM", left to right.
      const english = context.canvasElement.querySelector('time[lang="en"]') as HTMLElement;
      await expect(getComputedStyle(english).direction).toBe("ltr");
      const arabic = context.canvasElement.querySelector('time[lang="ar"]') as HTMLElement;
      await expect(getComputedStyle(arabic).direction).toBe("rtl");
    },
    { shared: true },
  ),
};
