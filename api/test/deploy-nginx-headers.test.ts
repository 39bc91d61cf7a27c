import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../src/http/security-headers.js";
import { repoRoot } from "../src/paths.js";

// The nginx front (deploy/nginx/, docs/deploy.md) answers the site's assets
// itself: it must send the headers the api sends with everything else.
const nginxFile = (name: string) =>
  readFileSync(path.join(repoRoot, "deploy", "nginx", name), "utf8");

describe("given the nginx front of deploy/nginx/", () => {
  it("should send with the files it answers the security headers the api sends", () => {
    const sent = Object.fromEntries(
      [...nginxFile("security-headers.conf").matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(
        (match) => [(match[1] as string).toLowerCase(), match[2]],
      ),
    );
    expect(sent).toEqual(securityHeaders({ production: false }));
  });

  it("should send the api's production HSTS over HTTPS", () => {
    const map = /map \$scheme \$mvpn_hsts \{\s*https "([^"]+)";/.exec(nginxFile("mvpn.conf"));
    expect(map?.[1]).toBe(securityHeaders({ production: true })["strict-transport-security"]);
    expect(nginxFile("mvpn-locations.conf")).toContain(
      "add_header Strict-Transport-Security $mvpn_hsts always;",
    );
  });
});
