import { relative } from "node:path";
import { POINTS } from "./scenes";
import { type Manifest, SETUPS, type Shot } from "./setups";

// The reviewer's page: one row per screen and setup, grouped by point, the
// before shot (from --compare) beside the after one. Paths are relative to
// the index, so the two folders can be copied or served together.

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function cell(shot: Shot | undefined, folder: string, label: string): string {
  if (!shot) return `<td><p class="missing">${label}: not shot</p></td>`;
  const src = html(folder ? `${folder}/${shot.file}` : shot.file);
  return `<td><p><b>${label}</b> <code>${html(shot.file)}</code></p>${
    shot.note ? `<p class="note">${html(shot.note)}</p>` : ""
  }<a href="${src}"><img src="${src}" alt="${html(`${label}: ${shot.title}, ${shot.setup}`)}" loading="lazy"></a></td>`;
}

export function indexHtml({
  outDir,
  after,
  compareDir,
  before,
}: {
  outDir: string;
  after: Manifest;
  compareDir?: string;
  before?: Manifest;
}): string {
  const key = (shot: Shot) => `${shot.screen}--${shot.setup}`;
  const beforeShots = new Map((before?.shots ?? []).map((shot) => [key(shot), shot]));
  const afterShots = new Map(after.shots.map((shot) => [key(shot), shot]));
  const screens = [
    ...new Set([...after.shots, ...(before?.shots ?? [])].map((shot) => shot.screen)),
  ];
  const beforeFolder = compareDir ? relative(outDir, compareDir) : "";
  const setupOrder = SETUPS.map((setup) => setup.id as string);
  const rows: string[] = [];
  for (const [point, name] of Object.entries(POINTS)) {
    const mine = screens.filter((screen) => screen.split("-")[0] === point);
    if (mine.length === 0) continue;
    rows.push(`<h2>${point}. ${html(name)}</h2>`);
    for (const screen of mine) {
      const sample = [...after.shots, ...(before?.shots ?? [])].find(
        (shot) => shot.screen === screen,
      );
      rows.push(
        `<h3><code>${html(screen)}</code> ${html(sample?.title ?? "")}${sample?.point.includes(",") ? ` <small>(points ${html(sample.point)})</small>` : ""}</h3><table>`,
      );
      for (const setup of setupOrder) {
        const a = afterShots.get(`${screen}--${setup}`);
        const b = beforeShots.get(`${screen}--${setup}`);
        if (!a && !b) continue;
        rows.push(
          `<tr><th scope="row">${setup}</th>${before ? cell(b, beforeFolder, "Before") : ""}${cell(a, "", before ? "After" : "Shot")}</tr>`,
        );
      }
      rows.push("</table>");
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Issue #38 screens</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem 2rem; }
  table { border-collapse: collapse; width: 100%; table-layout: fixed; }
  th { width: 7rem; text-align: start; vertical-align: top; padding: .5rem; }
  td { vertical-align: top; padding: .5rem; border-top: 1px solid #ccc; }
  img { max-width: 100%; max-height: 80vh; border: 1px solid #999; }
  .note { background: #fff3cd; padding: .25rem .5rem; }
  .missing { color: #a00; }
</style>
</head>
<body>
<h1>Issue #38: what a visitor meets</h1>
<p>${before ? `Before: <code>${html(before.baseUrl)}</code> (${html(before.takenAt)}), folder <code>${html(beforeFolder)}</code>. ` : ""}${before ? "After" : "Shots"}: <code>${html(after.baseUrl)}</code> (${html(after.takenAt)}). Click a shot for its full size.</p>
${rows.join("\n")}
</body>
</html>
`;
}
