import { storyTests } from "./vitest.shared.ts";

// Every story is a test, in English (the default locale): see vitest.shared.ts.
export default storyTests("storybook");
