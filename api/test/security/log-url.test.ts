import { describe, expect, it } from "vitest";
import { loggedUrl } from "../../src/http/log-url.js";

/**
 * Issue #35, finding 6: `code[]=` and `;token=` kept their values in the
 * logged URL, because only `&`-separated names spelled exactly as listed
 * were redacted.
 */
describe("given a URL with a secret parameter in another spelling", () => {
  it.each([
    ["/reset?code[]=654321", "/reset?code[]=[redacted]"],
    ["/reset?code%5B%5D=654321&page=2", "/reset?code%5B%5D=[redacted]&page=2"],
    ["/reset?code[0]=654321", "/reset?code[0]=[redacted]"],
    ["/login?user[password]=hunter2", "/login?user[password]=[redacted]"],
    ["/pricing?page=2;token=SECRET", "/pricing?page=2;token=[redacted]"],
    ["/pricing?page=2;TOKEN=SECRET&x=1", "/pricing?page=2;TOKEN=[redacted]&x=1"],
    ["/pricing;token=SECRET", "/pricing;token=[redacted]"],
    ["/a;sig=SECRET/b?x=1", "/a;sig=[redacted]/b?x=1"],
    ["/pricing?auth.token=SECRET", "/pricing?auth.token=[redacted]"],
  ])("should log %s as %s", (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it("should keep parameters that only look alike", () => {
    expect(loggedUrl("/pricing?codec=h264&tokens_left=3;page=2")).toBe(
      "/pricing?codec=h264&tokens_left=3;page=2",
    );
  });
});
