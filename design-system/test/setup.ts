import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// npm test runs these beside the api suite on two cores: Testing Library's
// 1 s default for waitFor/findBy is too tight there (a focus-return check
// timed out at 1.07 s once). A longer ceiling changes no assertion: passing
// waits still end as soon as they pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
