import { storyTests } from "./vitest.shared.ts";

// The stories tagged `rtl` once more, in Arabic: what their hand-written
// "RTL" twins used to check, without a twin story per state (issue #39).
export default storyTests("storybook-rtl", {
  tags: { include: ["rtl"] },
  initialGlobals: { locale: "ar" },
});
