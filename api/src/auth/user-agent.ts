/** The operating system of a device, as shown in the device list. */
export interface OperatingSystem {
  name: string;
  version: string;
}

// Order matters: iPhone and Android user agents also say "Mac OS X" / "Linux".
const RULES: Array<[RegExp, string, (match: RegExpExecArray) => string]> = [
  [/\b(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/, "iOS", (m) => dotted(m[1])],
  [/\bAndroid(?: (\d+(?:\.\d+)*))?/, "Android", (m) => m[1] ?? ""],
  [/\bWindows NT (\d+\.\d+)/, "Windows", (m) => windowsVersion(m[1])],
  [/\bCrOS\b/, "ChromeOS", () => ""],
  [/\bMac OS X (\d+(?:[_.]\d+)*)/, "macOS", (m) => dotted(m[1])],
  [/\bMacintosh\b/, "macOS", () => ""],
  [/\bLinux\b/, "Linux", () => ""],
];

/**
 * The operating system named by a User-Agent header, or "Unknown". Only the
 * family and version: the device list needs no more, and keeping less of the
 * header keeps less of a fingerprint.
 */
export function operatingSystemOf(userAgent: string | undefined): OperatingSystem {
  const agent = (userAgent ?? "").slice(0, 512);
  for (const [pattern, name, version] of RULES) {
    const match = pattern.exec(agent);
    if (match !== null) return { name, version: version(match).slice(0, 20) };
  }
  return { name: "Unknown", version: "" };
}

function dotted(value: string | undefined): string {
  return (value ?? "").replace(/_/g, ".");
}

function windowsVersion(nt: string | undefined): string {
  // Windows 11 still reports NT 10.0.
  const names: Record<string, string> = { "10.0": "10", "6.3": "8.1", "6.2": "8", "6.1": "7" };
  return names[nt ?? ""] ?? nt ?? "";
}
