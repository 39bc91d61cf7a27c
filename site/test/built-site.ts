/** The files a prerendered page's HTML makes the browser fetch and run at once. */
export function entryChunks(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const imports = [...html.matchAll(/import(?:\(|\s)"([^"]+\.js)"/g)].map((m) => m[1] as string);
  return [...new Set([...preloads, ...imports])];
}
