import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { repoRoot } from "../src/paths.js";

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadConfig accepted an invalid environment");
}

describe("loadConfig", () => {
  describe("given an empty environment", () => {
    it("should use the defaults that work on a fresh clone", () => {
      expect(loadConfig({})).toEqual({
        publicUrl: "http://localhost:3000",
        redisUrl: undefined,
        smtpUrl: undefined,
        mailFrom: "mVPN <no-reply@mvpn.invalid>",
        supportEmail: "support@mvpn.invalid",
        altchaHmacKey: undefined,
        altchaMaxNumber: 100_000,
        recaptchaSecret: undefined,
        recaptchaSiteKey: undefined,
        recaptchaMinScore: 0.5,
        port: 3000,
        host: "127.0.0.1",
        nodeEnv: "development",
        logLevel: "info",
        dataDir: path.join(repoRoot, ".data"),
        databaseUrl: undefined,
        siteDir: path.join(repoRoot, "site", "build", "client"),
        trustProxy: [],
        devTools: "local",
        http: {
          headersTimeoutMs: 10_000,
          requestTimeoutMs: 30_000,
          idleTimeoutMs: 60_000,
          keepAliveTimeoutMs: 72_000,
          shutdownIdleMs: 500,
        },
        tools: {
          stunPort: undefined,
          stunHost: "127.0.0.1",
          stunUrls: [],
          ipv4Url: undefined,
          ipv6Url: undefined,
        },
      });
    });

    it("should place the default folders in the repository root, beside api/", () => {
      expect(path.basename(repoRoot)).not.toBe("api");
      expect(loadConfig({}).dataDir).toBe(path.resolve(repoRoot, "api", "..", ".data"));
    });
  });

  describe("given STUN_PORT alone (npm start, issue #15)", () => {
    it("should point the leak test at the local STUN server", () => {
      expect(loadConfig({ STUN_PORT: "3478" }).tools.stunUrls).toEqual(["stun:127.0.0.1:3478"]);
      expect(loadConfig({ STUN_PORT: "3478", STUN_HOST: "::1" }).tools.stunUrls).toEqual([
        "stun:[::1]:3478",
      ]);
    });
  });

  describe("given valid values", () => {
    it("should parse and type every variable", () => {
      const config = loadConfig({
        PORT: "8080",
        HOST: "0.0.0.0",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATA_DIR: "/var/lib/mvpn",
        DATABASE_URL: "postgres://app:secret@db.internal:5432/mvpn",
        SITE_DIR: "/srv/site",
        TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback,::1",
        PUBLIC_URL: "https://mvpn.example/",
        REDIS_URL: "redis://cache.internal:6379/2",
        SMTP_URL: "smtps://user:pw@mail.internal:465",
        MAIL_FROM: "mVPN <hello@mvpn.example>",
        SUPPORT_EMAIL: "help@mvpn.example",
        ALTCHA_HMAC_KEY: "k".repeat(40),
        ALTCHA_MAX_NUMBER: "50000",
        RECAPTCHA_SECRET: "secret",
        RECAPTCHA_SITE_KEY: "site",
        RECAPTCHA_MIN_SCORE: "0.7",
        DEV_TOOLS: "off",
        HEADERS_TIMEOUT_MS: "5000",
        REQUEST_TIMEOUT_MS: "20000",
        IDLE_TIMEOUT_MS: "45000",
        KEEP_ALIVE_TIMEOUT_MS: "65000",
        SHUTDOWN_IDLE_MS: "250",
        STUN_PORT: "3478",
        STUN_HOST: "::1",
        STUN_URLS: "stun:stun.mvpn.example:3478, stuns:stun2.mvpn.example",
        IPV4_URL: "https://ipv4.mvpn.example/",
        IPV6_URL: "https://ipv6.mvpn.example",
      });
      expect(config).toEqual({
        publicUrl: "https://mvpn.example",
        redisUrl: "redis://cache.internal:6379/2",
        smtpUrl: "smtps://user:pw@mail.internal:465",
        mailFrom: "mVPN <hello@mvpn.example>",
        supportEmail: "help@mvpn.example",
        altchaHmacKey: "k".repeat(40),
        altchaMaxNumber: 50_000,
        recaptchaSecret: "secret",
        recaptchaSiteKey: "site",
        recaptchaMinScore: 0.7,
        port: 8080,
        host: "0.0.0.0",
        nodeEnv: "production",
        logLevel: "warn",
        dataDir: "/var/lib/mvpn",
        databaseUrl: "postgres://app:secret@db.internal:5432/mvpn",
        siteDir: "/srv/site",
        trustProxy: ["10.0.0.1", "192.168.0.0/16", "loopback", "::1"],
        devTools: "off",
        http: {
          headersTimeoutMs: 5_000,
          requestTimeoutMs: 20_000,
          idleTimeoutMs: 45_000,
          keepAliveTimeoutMs: 65_000,
          shutdownIdleMs: 250,
        },
        tools: {
          stunPort: 3478,
          stunHost: "::1",
          stunUrls: ["stun:stun.mvpn.example:3478", "stuns:stun2.mvpn.example"],
          ipv4Url: "https://ipv4.mvpn.example",
          ipv6Url: "https://ipv6.mvpn.example",
        },
      });
    });

    it("should turn the development tools off by default in production only", () => {
      expect(loadConfig({ NODE_ENV: "production" }).devTools).toBe("off");
      expect(loadConfig({ NODE_ENV: "development" }).devTools).toBe("local");
      expect(loadConfig({ DEV_TOOLS: "network" }).devTools).toBe("network");
    });

    it("should resolve relative folders from the current folder", () => {
      expect(loadConfig({ DATA_DIR: "some/data" }).dataDir).toBe(path.resolve("some/data"));
    });

    it("should treat empty values as unset", () => {
      const config = loadConfig({ PORT: "", DATABASE_URL: "  ", TRUST_PROXY: "" });
      expect(config.port).toBe(3000);
      expect(config.databaseUrl).toBeUndefined();
      expect(config.trustProxy).toEqual([]);
    });

    it("should accept PORT=0 to listen on a free port", () => {
      expect(loadConfig({ PORT: "0" }).port).toBe(0);
    });

    it("should ignore variables it does not know", () => {
      expect(() => loadConfig({ PATH: "/usr/bin", HOME: "/root" })).not.toThrow();
    });
  });

  describe("given one invalid variable", () => {
    it.each([
      ["PORT", "abc", 'PORT must be an integer between 0 and 65535, got "abc"'],
      ["PORT", "70000", 'PORT must be an integer between 0 and 65535, got "70000"'],
      ["PORT", "80.5", 'PORT must be an integer between 0 and 65535, got "80.5"'],
      ["HOST", "local host", 'HOST must be an IP address or a host name, got "local host"'],
      [
        "NODE_ENV",
        "staging",
        'NODE_ENV must be one of development, test, production, got "staging"',
      ],
      [
        "LOG_LEVEL",
        "verbose",
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
      ],
      [
        "DATABASE_URL",
        "mysql://localhost/db",
        'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://localhost/db"',
      ],
    ])("should name %s and say what was wrong with %j", (name, value, message) => {
      const error = configErrorOf({ [name]: value });
      expect(error.problems).toEqual([message]);
      expect(error.message).toContain(message);
    });

    it("should name the bad entry of TRUST_PROXY", () => {
      const error = configErrorOf({ TRUST_PROXY: "10.0.0.1,10.0.0.0/33,proxy.local" });
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(/^TRUST_PROXY must be a comma-separated list/);
      expect(error.problems[0]).toContain('"10.0.0.0/33"');
      expect(error.problems[0]).toContain('got "10.0.0.1,10.0.0.0/33,proxy.local"');
    });

    it.each([
      [
        "REDIS_URL",
        "http://cache",
        'REDIS_URL must be a redis:// or rediss:// URL, got "http://cache"',
      ],
      [
        "SMTP_URL",
        "mail.internal",
        'SMTP_URL must be an smtp:// or smtps:// URL, got "mail.internal"',
      ],
      ["PUBLIC_URL", "ftp://x", 'PUBLIC_URL must be an http:// or https:// URL, got "ftp://x"'],
      ["SUPPORT_EMAIL", "nobody", 'SUPPORT_EMAIL must be an email address, got "nobody"'],
      [
        "ALTCHA_MAX_NUMBER",
        "5",
        'ALTCHA_MAX_NUMBER must be an integer between 100 and 10000000, got "5"',
      ],
      ["RECAPTCHA_MIN_SCORE", "2", 'RECAPTCHA_MIN_SCORE must be a number between 0 and 1, got "2"'],
      ["DEV_TOOLS", "on", 'DEV_TOOLS must be one of local, network, off, got "on"'],
      [
        "REQUEST_TIMEOUT_MS",
        "0",
        'REQUEST_TIMEOUT_MS must be a whole number of milliseconds between 100 and 600000, got "0"',
      ],
      [
        "SHUTDOWN_IDLE_MS",
        "20000",
        'SHUTDOWN_IDLE_MS must be a whole number of milliseconds between 10 and 9000, got "20000"',
      ],
    ])("should name %s and say what was wrong with %j", (name, value, message) => {
      expect(configErrorOf({ [name]: value }).problems).toEqual([message]);
    });

    it("should refuse a headers timeout longer than the request timeout", () => {
      expect(configErrorOf({ HEADERS_TIMEOUT_MS: "40000" }).problems).toEqual([
        'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (30000), got "40000"',
      ]);
    });

    it("should refuse the development tools in production", () => {
      expect(configErrorOf({ NODE_ENV: "production", DEV_TOOLS: "local" }).problems).toEqual([
        'DEV_TOOLS must be off with NODE_ENV=production (the outbox shows every mail), got "local"',
      ]);
    });

    it("should never print a secret, even a wrong one", () => {
      const error = configErrorOf({ ALTCHA_HMAC_KEY: "short-secret" });
      expect(error.problems).toEqual(["ALTCHA_HMAC_KEY must be at least 32 characters long"]);
      expect(error.message).not.toContain("short-secret");
    });

    it("should never print the password of DATABASE_URL", () => {
      const error = configErrorOf({ DATABASE_URL: "mysql://app:hunter2@db/mvpn" });
      expect(error.message).not.toContain("hunter2");
      expect(error.message).toContain('got "mysql://app:***@db/mvpn"');
    });
  });

  describe("given several invalid variables", () => {
    it("should list every problem in one ConfigError", () => {
      const error = configErrorOf({
        PORT: "abc",
        NODE_ENV: "staging",
        LOG_LEVEL: "loud",
        DATABASE_URL: "not a url",
        HOST: "127.0.0.1",
      });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.name).toBe("ConfigError");
      expect(error.problems.map((problem) => problem.split(" ")[0])).toEqual([
        "PORT",
        "NODE_ENV",
        "LOG_LEVEL",
        "DATABASE_URL",
      ]);
      expect(error.message).toBe(
        [
          "Invalid configuration:",
          '  - PORT must be an integer between 0 and 65535, got "abc"',
          '  - NODE_ENV must be one of development, test, production, got "staging"',
          '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
          '  - DATABASE_URL must be a postgres:// or postgresql:// URL, got "not a url"',
        ].join("\n"),
      );
    });
  });
});
