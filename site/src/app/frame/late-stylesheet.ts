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
 * On the same script: a font family whose device face makes the sheet
 * needless (issue #34: "Japanese Local", the device's own Japanese face, of
 * `local()` sources only). Where it loads, the web font's ~120 `@font-face`
 * rules would only cost the page their parsing and matching, and are not added.
 */
export const LATE_STYLESHEET_UNLESS_FACE = "data-late-stylesheet-unless-face";

/** A character every face of such a family covers: hiragana "a". */
export const FACE_PROBE_TEXT = "\u3042";

/**
 * Whether the device has a face of `family`: a family of `local()` sources
 * loads only where one of them is installed. `document.fonts.load` answers
 * with the faces it loaded (none, or a rejection, where there is no such face).
 */
export async function hasDeviceFace(family: string): Promise<boolean> {
  try {
    const faces = await document.fonts.load(`1em ${JSON.stringify(family)}`, FACE_PROBE_TEXT);
    return faces.some((face) => face.status === "loaded");
  } catch {
    return false;
  }
}

/**
 * Inline in the head, on a `<script data-late-stylesheet="/assets/…css">`
 * (allowed by its hash, like the document's other inline scripts:
 * site/scripts/write-site-files.ts; the URL is not part of the hashed text):
 * adds the sheet after the window's load event and the next painted frame
 * (the page's modules wait for the first paint too: site/scripts/defer-hydration.ts).
 * A hidden tab paints nothing, so there it does not wait for a frame. With
 * LATE_STYLESHEET_UNLESS_FACE it adds nothing where the device has that face
 * (hasDeviceFace, written again for the head). Without scripts a
 * `<noscript>` copy of the link applies it.
 */
export const LATE_STYLESHEET_BOOT = `(function () {
  var script = document.currentScript, href = script && script.getAttribute(${JSON.stringify(LATE_STYLESHEET)});
  if (!href) return;
  var face = script.getAttribute(${JSON.stringify(LATE_STYLESHEET_UNLESS_FACE)});
  function addUnlessFace() {
    if (!face || !document.fonts || !document.fonts.load) return add();
    document.fonts.load("1em " + JSON.stringify(face), ${JSON.stringify(FACE_PROBE_TEXT)}).then(function (faces) {
      for (var i = 0; i < faces.length; i++) if (faces[i].status === "loaded") return;
      add();
    }, add);
  }
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
    if (document.visibilityState === "hidden") addUnlessFace();
    else requestAnimationFrame(function () { setTimeout(addUnlessFace, 0); });
  }
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint);
})();`;

/**
 * The same from React, after hydration or a client-side navigation to a page
 * that needs the sheet (an inline script React renders does not run), and
 * with the same condition: nothing is added where the device has
 * `unlessFace`. Returns what removes it again, for a navigation to a language
 * that does not need it.
 */
export function addLateStylesheet(href: string, unlessFace?: string): () => void {
  let removed = false;
  let added: HTMLLinkElement | null = null;
  const add = () => {
    if (removed) return;
    const existing = [
      ...document.head.querySelectorAll<HTMLLinkElement>(`link[${LATE_STYLESHEET}]`),
    ];
    added = existing.find((candidate) => candidate.getAttribute(LATE_STYLESHEET) === href) ?? null;
    if (added === null) {
      added = document.createElement("link");
      added.rel = "stylesheet";
      added.href = href;
      added.setAttribute(LATE_STYLESHEET, href);
      document.head.appendChild(added);
    }
  };
  if (unlessFace === undefined) add();
  else void hasDeviceFace(unlessFace).then((has) => (has ? undefined : add()));
  return () => {
    removed = true;
    added?.remove();
  };
}
