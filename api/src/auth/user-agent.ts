import UAParser from "ua-parser-js";

/** The operating system of a device, as shown in the device list. */
export interface OperatingSystem {
  name: string;
  version: string;
}

/**
 * The device list's names where ua-parser-js words them otherwise; any other
 * system (Windows, iOS, Android, Linux, Ubuntu, …) keeps the parser's name.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  "Mac OS": "macOS",
  "Chromium OS": "ChromeOS",
};

/**
 * The operating system named by a User-Agent header, or "Unknown". Read by
 * ua-parser-js, the parser the site names devices with too, so both sides
 * agree on a system. Only the family and version: the device list needs no
 * more, and keeping less of the header keeps less of a fingerprint.
 */
export function operatingSystemOf(userAgent: string | undefined): OperatingSystem {
  const os = new UAParser((userAgent ?? "").slice(0, 512)).getOS();
  if (!os.name) return { name: "Unknown", version: "" };
  return { name: DISPLAY_NAMES[os.name] ?? os.name, version: (os.version ?? "").slice(0, 20) };
}
