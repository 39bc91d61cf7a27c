import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FLAG_COUNTRIES, FLAG_PIXELS } from "./flag-countries";

const folder = fileURLToPath(new URL("./flags/", import.meta.url));
const flagsModule = readFileSync(fileURLToPath(new URL("./flags.ts", import.meta.url)), "utf8");

/** Width and height of a lossy WebP (RIFF "WEBP", chunk "VP8 ": the frame's 14-bit sizes at bytes 26–29). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
  expect(bytes.toString("ascii", 8, 16)).toBe("WEBPVP8 ");
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe("given the server regions' flags (scripts/rasterize-pictures.ts)", () => {
  it("should hold one picture per flag country, and nothing else", () => {
    expect(readdirSync(folder).sort()).toEqual(FLAG_COUNTRIES.map((country) => `${country}.webp`));
  });

  it.each(FLAG_COUNTRIES)("should draw %s at the size flag-countries.ts gives", (country) => {
    expect(webpSize(readFileSync(`${folder}${country}.webp`))).toEqual(FLAG_PIXELS);
  });

  it.each(FLAG_COUNTRIES)(
    "should serve %s as a file of its own, never inlined in JavaScript",
    (country) => {
      expect(flagsModule).toContain(`./flags/${country}.webp?no-inline"`);
    },
  );
});
