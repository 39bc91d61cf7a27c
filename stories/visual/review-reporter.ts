import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * The reviewer's page (issue #39): `npm run visual` writes
 * stories/visual-review/index.html. Components with a changed story come
 * first; each changed shot shows the baseline, the new shot and the diff
 * side by side, with a blink toggle, labelled with its viewport and
 * direction. Unchanged components follow, one line each. Approve what is
 * right with `npm run visual:approve -- <story id>`.
 */
interface Change {
  storyId: string;
  view: string;
  images: Partial<Record<"expected" | "actual" | "diff", string>>;
}

const SHOT =
  /^(.*)-(en|ar)-(master|turbo|signal)(?:-(phone|tablet|desktop))?-(expected|actual|diff)\.png$/;
const DIRECTION: Record<string, string> = { en: "en, left to right", ar: "ar, right to left" };

export default class ReviewReporter implements Reporter {
  private readonly folder = path.resolve(import.meta.dirname, "../visual-review");
  private readonly components = new Map<string, { changes: Map<string, Change>; status: string }>();

  onBegin(): void {
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(path.join(this.folder, "shots"), { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const changes = new Map<string, Change>();
    for (const attachment of result.attachments) {
      const match = attachment.path && SHOT.exec(attachment.name);
      if (!match || !attachment.path) continue;
      const [, storyId = "", locale = "", brand = "", viewport, kind] = match;
      const key = attachment.name.replace(/-(expected|actual|diff)\.png$/, "");
      const file = `${key}-${kind}.png`;
      copyFileSync(attachment.path, path.join(this.folder, "shots", file));
      const change = changes.get(key) ?? {
        storyId,
        view: [viewport ?? "natural width", DIRECTION[locale] ?? locale, brand].join(" · "),
        images: {},
      };
      change.images[kind as keyof Change["images"]] = `shots/${file}`;
      changes.set(key, change);
    }
    this.components.set(test.title, { changes, status: result.status });
  }

  onEnd(): void {
    const titles = [...this.components.keys()].sort();
    const changed = titles.filter((title) => (this.components.get(title)?.changes.size ?? 0) > 0);
    const failed = titles.filter(
      (title) => !changed.includes(title) && this.components.get(title)?.status !== "passed",
    );
    const unchanged = titles.filter((title) => !changed.includes(title) && !failed.includes(title));
    const html = page([
      `<h1>Visual review: ${changed.length} changed, ${failed.length} failed, ${unchanged.length} unchanged</h1>`,
      ...changed.map((title) => section(title, this.components.get(title)?.changes ?? new Map())),
      failed.length > 0
        ? `<h2>Failed without a diff (see the console)</h2><ul>${failed.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`
        : "",
      `<h2>Unchanged</h2><ul class="unchanged">${unchanged.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`,
    ]);
    writeFileSync(path.join(this.folder, "index.html"), html);
    if (changed.length + failed.length > 0) {
      console.log(
        `Visual review: ${path.relative(process.cwd(), path.join(this.folder, "index.html"))}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

function section(title: string, changes: Map<string, Change>): string {
  const byStory = [...changes.values()].sort((a, b) => a.storyId.localeCompare(b.storyId));
  const rows = byStory.map(({ storyId, view, images }) => {
    const image = (label: string, src: string | undefined) =>
      src ? `<figure><img src="${src}" alt=""><figcaption>${label}</figcaption></figure>` : "";
    const blink =
      images.expected && images.actual
        ? `<figure class="blink"><img src="${images.expected}" alt=""><img src="${images.actual}" alt=""><figcaption><label><input type="checkbox"> blink baseline / new</label></figcaption></figure>`
        : "";
    return `<article><h3>${escapeHtml(storyId)} <small>${escapeHtml(view)}</small></h3>
<p><code>npm run visual:approve -- ${escapeHtml(storyId)}</code></p>
<div class="row">${image("baseline", images.expected)}${image(images.expected ? "new" : "new (no baseline yet)", images.actual)}${image("diff", images.diff)}${blink}</div></article>`;
  });
  return `<section><h2>${escapeHtml(title)}</h2>${rows.join("\n")}</section>`;
}

function page(body: string[]): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual review</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figure img{max-width:420px;border:1px solid #ccc;display:block}
.blink{position:relative}.blink img+img{position:absolute;inset-block-start:0;inset-inline-start:0;opacity:0}
.blink:has(input:checked) img+img{animation:blink 1s steps(1) infinite}
@keyframes blink{50%{opacity:1}}
.unchanged{columns:3}
</style>
${body.join("\n")}
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
