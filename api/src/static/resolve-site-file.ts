import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Maps a URL path to a file of the built site, the way the prerendered site
 * expects (TOOLCHAIN.md: "/x" must serve "/x/index.html"):
 *
 * - "/" → "index.html"
 * - "/x" or "/x/" → "x/index.html" when it exists, else the file "x"
 *   ("/assets/app-abc123.js", "/robots.txt")
 *
 * Returns the file's path relative to the site folder with "/" separators and
 * a leading "/", or undefined when there is no such file.
 *
 * Safety: each URL segment is decoded on its own and refused when it could
 * leave the folder or reach something hidden (".", "..", encoded "/" or "\",
 * NUL, dotfiles other than ".well-known"); the result must then lie inside the
 * folder both as a path and after following symbolic links. Refused paths look
 * exactly like missing ones: not found.
 */
export async function resolveSiteFile(
  siteRoot: string,
  urlPath: string,
): Promise<string | undefined> {
  const segments = decodeSegments(urlPath);
  if (segments === undefined) return undefined;

  const candidates =
    segments.length === 0 ? [["index.html"]] : [[...segments, "index.html"], segments];

  for (const candidate of candidates) {
    if (await isFileInside(siteRoot, candidate)) return `/${candidate.join("/")}`;
  }
  return undefined;
}

function decodeSegments(urlPath: string): string[] | undefined {
  if (!urlPath.startsWith("/")) return undefined;
  const raw = urlPath.slice(1).split("/");
  // One trailing slash is fine ("/pricing/"); any other empty segment ("//") is not.
  if (raw.at(-1) === "") raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (!isSafeSegment(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

function isSafeSegment(segment: string): boolean {
  if (segment === "" || segment.length > 255) return false;
  if (/[/\\\0]/.test(segment)) return false;
  // Also rules out "." and "..".
  if (segment.startsWith(".") && segment !== ".well-known") return false;
  return true;
}

async function isFileInside(siteRoot: string, segments: string[]): Promise<boolean> {
  const file = path.join(siteRoot, ...segments);
  if (!file.startsWith(siteRoot + path.sep)) return false;
  try {
    if (!(await stat(file)).isFile()) return false;
    // A symbolic link inside the folder must not lead out of it.
    const [realRoot, realFile] = await Promise.all([realpath(siteRoot), realpath(file)]);
    return realFile.startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}
