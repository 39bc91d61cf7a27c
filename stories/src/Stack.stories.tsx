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
import { langOf, type StoryLang } from "./support/siteChromeFixtures";

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

const COPY = {
  en: {
    benefits: ["No activity logs, ever", "Servers in 94 countries", "Up to 10 devices at once"],
    actions: ["See plans", "Download the app", "Compare plans"],
    justify: "Justify",
  },
  ar: {
    benefits: [
      "لا سجلات للنشاط على الإطلاق",
      "خوادم في 94 دولة",
      "ما يصل إلى 10 أجهزة في وقت واحد",
    ],
    actions: ["اطّلع على الخطط", "نزّل التطبيق", "قارن الخطط"],
    justify: "المحاذاة",
  },
} as const;

function Benefits({ lang }: { lang: StoryLang }) {
  return COPY[lang].benefits.map((benefit) => (
    <li key={benefit} className="bg-surface-sunken rounded-control flex items-center gap-2 p-3">
      <CheckIcon className="text-text-accent" />
      {benefit}
    </li>
  ));
}

export const Default: Story = {
  render: (args, { globals }) => (
    <Stack {...args} asChild>
      <ul data-testid="stack" className="max-w-sm">
        <Benefits lang={langOf(globals.locale)} />
      </ul>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId("stack");
    await expect(getComputedStyle(stack).rowGap).toBe("16px");
    await expect(getComputedStyle(stack).flexDirection).toBe("column");
  },
};

function Actions({ lang, justify }: { lang: StoryLang; justify: StackJustify }) {
  const [primary, secondary, tertiary] = COPY[lang].actions;
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
  render: (_args, { globals }) => <Actions lang={langOf(globals.locale)} justify="start" />,
  play: inBothDirections(undefined, async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("button");
    // The first action is at the reading start: the right.
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().right ?? 0,
    );
  }),
};

function AllStacks({ lang }: { lang: StoryLang }) {
  return (
    <Stack gap={8}>
      <div className="grid gap-6 md:grid-cols-3">
        {([2, 4, 8] as const).map((gap) => (
          <Stack key={gap} gap={gap} asChild>
            <ul aria-label={`gap ${gap}`}>
              <Benefits lang={lang} />
            </ul>
          </Stack>
        ))}
      </div>
      <Stack gap={3}>
        {(["start", "center", "end", "between"] as const).map((justify) => (
          <Actions key={justify} lang={lang} justify={justify} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Three gaps of the rhythm and every justification of a row. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllStacks lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole("list");
    await expect(lists.map((l) => getComputedStyle(l).rowGap)).toEqual(["8px", "16px", "32px"]);
  },
};
