import { vi } from "vitest";
import type { ApiUi } from "../ui-port";

/** The error table's effects as spies (test-only); confirm answers `accept`. */
export function createFakeUi(accept = true) {
  return {
    alert: vi.fn<ApiUi["alert"]>(),
    confirm: vi.fn<ApiUi["confirm"]>(async () => accept),
    navigate: vi.fn<ApiUi["navigate"]>(),
    reload: vi.fn<ApiUi["reload"]>(),
    formatMessage: vi.fn<ApiUi["formatMessage"]>((message) => String(message.defaultMessage)),
  } satisfies ApiUi;
}
