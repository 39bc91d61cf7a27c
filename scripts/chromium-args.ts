// Flags that let Debian's Chromium run headless as root on a machine with no
// network: without the background-networking ones it floods the closed
// network with refused connections (TOOLCHAIN.md).
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, never a downloaded browser build (TOOLCHAIN.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
