import {
  Button,
  CheckIcon,
  InlineStack,
  SPACE_STEPS,
  Stack,
  type StackJustify,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Stack",
  component: Stack,
  subcomponents: { InlineStack },
  args: { gap: 4, align: "stretch" },
  argTypes: {
    gap: { control: "select", options: SPACE_STEPS },
    align: { control: "inline-radio", options: ["start", "center", "end", "stretch"] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Words of pages built from stacks: /pricing's "Every plan includes" list,
 * and the calls to action of a server location's page with /pricing's own.
 */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "pricing", "vpn-server");
  return {
    heading: t("pricing.included.heading"),
    benefits: ["noLogs", "servers", "devices"].map((key) => t(`pricing.included.${key}`)),
    actions: [
      t("vpn-server.usa-vpn.hero.primary"),
      t("vpn-server.usa-vpn.hero.secondary"),
      t("pricing.closing.action"),
    ],
  };
};

function Benefits({ locale }: { locale: unknown }) {
  return wordsFor(locale).benefits.map((benefit) => (
    <li key={benefit} className="bg-surface-sunken rounded-control flex items-center gap-2 p-3">
      <CheckIcon className="text-text-accent" />
      {benefit}
    </li>
  ));
}

export const Default: Story = {
  render: (args, { globals }) => (
    <Stack {...args} asChild>
      <ul data-testid="stack" aria-label={wordsFor(globals.locale).heading} className="max-w-sm">
        <Benefits locale={globals.locale} />
      </ul>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId("stack");
    await expect(getComputedStyle(stack).rowGap).toBe("16px");
    await expect(getComputedStyle(stack).flexDirection).toBe("column");
  },
};

function Actions({ locale, justify }: { locale: unknown; justify: StackJustify }) {
  const [primary, secondary, tertiary] = wordsFor(locale).actions;
  return (
    <InlineStack
      gap={3}
      justify={justify}
      className="border-border rounded-card border border-dashed p-3"
    >
      <Button>{primary}</Button>
      <Button variant="outline">{secondary}</Button>
      <Button variant="ghost">{tertiary}</Button>
    </InlineStack>
  );
}

/** A row of actions; `start` is the reading start, so it sits on the right in Arabic. */
export const Inline: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <Actions locale={globals.locale} justify="start" />,
  play: inBothDirections(undefined, async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("button");
    // The first action is at the reading start: the right.
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().right ?? 0,
    );
  }),
};

function AllStacks({ locale }: { locale: unknown }) {
  return (
    <Stack gap={8}>
      <div className="grid gap-6 md:grid-cols-3">
        {([2, 4, 8] as const).map((gap) => (
          <Stack key={gap} gap={gap} asChild>
            <ul aria-label={wordsFor(locale).heading}>
              <Benefits locale={locale} />
            </ul>
          </Stack>
        ))}
      </div>
      <Stack gap={3}>
        {(["start", "center", "end", "between"] as const).map((justify) => (
          <Actions key={justify} locale={locale} justify={justify} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Three gaps of the rhythm and every justification of a row. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllStacks locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole("list");
    await expect(lists.map((l) => getComputedStyle(l).rowGap)).toEqual(["8px", "16px", "32px"]);
  },
};
