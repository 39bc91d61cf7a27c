/**
 * A stylesheet the first paint does not wait for (issue #14: the Japanese web
 * font's ~120 `@font-face` slices, 20 KB of CSS, and then the slices a page
 * shows, hundreds of KB on a device without Noto Sans JP): it is added to the
 * head once the document has loaded and a frame has been painted, so it
 * neither holds the first paint nor takes bandwidth from what that paint
 * needs (the document, the site's stylesheet, the preloaded face, the images).
 * Until then text is drawn as during any font swap, in the device's Noto or the
 * metric-matched fallback. The attribute carries its URL, on the inline script
 * that adds it and on the link it adds.
 */
export const LATE_STYLESHEET = "data-late-stylesheet";

/**
 * Inline in the head, on a `<script data-late-stylesheet="/assets/…css">`
 * (allowed by its hash, like the document's other inline scripts:
 * site/scripts/write-site-files.ts; the URL is not part of the hashed text):
 * adds the sheet after the window's load event and the next painted frame
 * (the page's modules wait for the first paint too: site/scripts/defer-hydration.ts).
 * A hidden tab paints nothing, so there it does not wait for a frame. Without
 * scripts a `<noscript>` copy of the link applies it.
 */
export const LATE_STYLESHEET_BOOT = `(function () {
  var script = document.currentScript, href = script && script.getAttribute(${JSON.stringify(LATE_STYLESHEET)});
  if (!href) return;
  function add() {
    var links = document.head.querySelectorAll("link[${LATE_STYLESHEET}]");
    for (var i = 0; i < links.length; i++) if (links[i].getAttribute(${JSON.stringify(LATE_STYLESHEET)}) === href) return;
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute(${JSON.stringify(LATE_STYLESHEET)}, href);
    document.head.appendChild(link);
  }
  function afterPaint() {
    if (document.visibilityState === "hidden") add();
    else requestAnimationFrame(function () { setTimeout(add, 0); });
  }
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint);
})();`;

/**
 * The same from React, after hydration or a client-side navigation to a page
 * that needs the sheet (an inline script React renders does not run). Returns
 * what removes it again, for a navigation to a language that does not need it.
 */
export function addLateStylesheet(href: string): () => void {
  const existing = [...document.head.querySelectorAll<HTMLLinkElement>(`link[${LATE_STYLESHEET}]`)];
  let link = existing.find((candidate) => candidate.getAttribute(LATE_STYLESHEET) === href);
  if (link === undefined) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute(LATE_STYLESHEET, href);
    document.head.appendChild(link);
  }
  const added = link;
  return () => added.remove();
}
