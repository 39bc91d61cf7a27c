import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BROTLI_STATIC_MODULE, makeCertificate, NGINX, writeFrontConfig } from "./nginx-front.mjs";

// Issue #35, "A deployment someone can follow": this machine has no container
// engine, so what can be checked without one is checked here (docs/deploy.md).
const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface ComposeService {
  build?: { context: string; target?: string };
  image?: string;
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** The Compose Specification's own schema (scripts/vendor/compose-spec/README.md). */
function composeValidator() {
  const schema = JSON.parse(read("scripts/vendor/compose-spec/compose-spec.json"));
  // Its $schema names draft-07 by an https URL that Ajv's draft-07 meta-schema does not carry.
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  return ajv.compile(schema);
}

describe("given compose.yaml", () => {
  const text = read("compose.yaml");
  const compose = parse(text, { merge: true }) as ComposeFile;

  it("should be valid against the Compose Specification's JSON schema", () => {
    const validate = composeValidator();
    expect(validate(parse(text)), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("should be refused by the same check when a key is misspelt (the check can fail)", () => {
    const validate = composeValidator();
    const broken = parse(text.replace("    ports:\n", "    portz:\n"));
    expect(validate(broken)).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain("portz");
  });

  it("should run test:scale's topology: PostgreSQL, Redis, three api instances, nginx in front", () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      "api-1",
      "api-2",
      "api-3",
      "nginx",
      "postgres",
      "redis",
    ]);
    for (const name of ["api-1", "api-2", "api-3"]) {
      const api = compose.services[name];
      expect(api?.build?.target).toBe("api");
      expect(api?.environment).toMatchObject({
        NODE_ENV: "production",
        HOST: "0.0.0.0",
        REDIS_URL: "redis://redis:6379/0",
      });
      expect(api?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    }
    expect(compose.services.nginx?.build?.target).toBe("front");
  });

  it("should have nginx send to exactly those instances, and the instances believe nginx only", () => {
    const upstreams = [...read("deploy/nginx/mvpn.conf").matchAll(/^ {4}server (\S+) /gm)].map(
      (match) => match[1],
    );
    const instances = Object.entries(compose.services)
      .filter(([, service]) => service.build?.target === "api")
      .map(([name, service]) => `${name}:${service.environment?.PORT}`);
    expect(upstreams).toEqual(instances);
    const networks = compose.services.nginx?.networks as Record<string, { ipv4_address?: string }>;
    const nginxAddress = Object.values(networks)[0]?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(compose.services["api-1"]?.environment?.TRUST_PROXY).toBe(nginxAddress);
  });
});

/** The instructions of each stage of a Dockerfile (continuation lines joined). */
function dockerStages(text: string): Map<string, { instruction: string; args: string }[]> {
  const stages = new Map<string, { instruction: string; args: string }[]>();
  let current: { instruction: string; args: string }[] = [];
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  for (const line of lines) {
    const [instruction = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (instruction.toUpperCase() === "FROM") {
      current = [];
      stages.set(/ AS (\S+)$/i.exec(args)?.[1] ?? `stage-${stages.size}`, current);
    }
    current.push({ instruction: instruction.toUpperCase(), args });
  }
  return stages;
}

describe("given the Dockerfile", () => {
  const stages = dockerStages(read("Dockerfile"));
  const readmes = `${read("README.md")}\n${read("api/README.md")}`;

  it("should build with the README's commands, npm ci then npm run build", () => {
    const runs = (stages.get("build") ?? [])
      .filter((step) => step.instruction === "RUN")
      .map((step) => step.args);
    expect(runs).toEqual(["npm ci", "npm run build"]);
    for (const command of runs) expect(readmes).toContain(command);
  });

  it("should start the api as the README does, node api/dist/main.js, and make it the default target", () => {
    const api = stages.get("api") ?? [];
    const cmd = api.find((step) => step.instruction === "CMD");
    expect(JSON.parse(cmd?.args ?? "[]").join(" ")).toBe("node api/dist/main.js");
    expect(readmes).toContain("node api/dist/main.js");
    expect(api.some((step) => step.instruction === "RUN")).toBe(false);
    expect([...stages.keys()].at(-1)).toBe("api");
  });

  it("should put deploy/nginx's files where nginx.conf includes them", () => {
    const front = (stages.get("front") ?? []).filter((step) => step.instruction === "COPY");
    const copied = front.map((step) => step.args).join("\n");
    for (const file of ["mvpn.conf", "mvpn-locations.conf", "security-headers.conf"]) {
      expect(copied).toContain(`deploy/nginx/${file}`);
    }
    expect(read("deploy/nginx/nginx.conf")).toContain("include /etc/nginx/mvpn/mvpn.conf;");
    expect(copied).toMatch(/deploy\/nginx\/nginx\.conf \/etc\/nginx\/nginx\.conf/);
    expect(copied).toContain("/srv/mvpn/site");
  });
});

// The loopback copy that test:scale and observatory run must be a valid
// configuration for Debian's nginx (skipped where nginx is not installed).
describe.skipIf(!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE))(
  "given deploy/nginx's loopback copy",
  () => {
    const dir = mkdtempSync(join(tmpdir(), "mvpn-nginx-test-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("should pass nginx -t", () => {
      makeCertificate(dir);
      const config = writeFrontConfig({
        dir,
        siteDir: dir,
        upstreams: ["127.0.0.1:3001", "127.0.0.1:3002", "127.0.0.1:3003"],
        httpPort: 8080,
        httpsPort: 8443,
      });
      expect(() =>
        execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", config], { stdio: "pipe" }),
      ).not.toThrow();
      const front = readFileSync(join(dir, "mvpn", "mvpn.conf"), "utf8");
      expect(front).toContain("server 127.0.0.1:3003 max_fails=3 fail_timeout=10s;");
      expect(front).not.toContain("api-1");
    });
  },
);
