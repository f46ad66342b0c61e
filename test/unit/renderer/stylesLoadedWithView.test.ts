import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A view's sheet is loaded with the view (each view is its own chunk, loaded when first opened).
// A class a component uses that only another view's sheet defines is therefore unstyled until that
// other view has been opened once: Settings' checkboxes were, until Models had been visited. So
// every class a component uses must be defined in a sheet the app loads at start (styles.css,
// shared/*.css) or in its own feature's sheets. Read from the sources, as the bundler sees them.

const SRC = path.resolve("src-renderer/src");
const files = (dir: string, ext: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), ext) : e.name.endsWith(ext) ? [path.join(dir, e.name)] : []));
const classesIn = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
/** The feature a file belongs to ("runs" for features/runs/...), or null for the app and shared parts. */
const featureOf = (file: string) => /features[\\/]([^\\/]+)[\\/]/.exec(path.relative(SRC, file))?.[1] ?? null;

/** Class names written whole in a className: a string, or a template's text outside `${…}` and not glued to one ("fit-${n}"). */
function classNamesUsed(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
    const text = (m[1] ?? m[2]!).replace(/\S*\$\{[^}]*\}\S*/g, " ");
    names.push(...text.split(/\s+/).filter((t) => /^[a-zA-Z][\w-]*$/.test(t)));
  }
  return names;
}

describe("the stylesheets a component's classes rest on", () => {
  const atStart = new Set<string>();
  const byFeature = new Map<string, Set<string>>();
  for (const css of files(SRC, ".css")) {
    const feature = featureOf(css);
    const target = feature === null ? atStart : byFeature.get(feature) ?? byFeature.set(feature, new Set()).get(feature)!;
    for (const name of classesIn(fs.readFileSync(css, "utf8"))) target.add(name);
  }

  it("finds the sheets and the classes (the check has something to check)", () => {
    expect(atStart.has("checkbox")).toBe(true);
    expect(byFeature.get("settings")?.has("checkbox-list")).toBe(true);
  });

  it("uses no class that only another view's sheet defines", () => {
    const strays: string[] = [];
    for (const file of files(SRC, ".tsx")) {
      const own = featureOf(file);
      for (const name of new Set(classNamesUsed(fs.readFileSync(file, "utf8")))) {
        if (atStart.has(name) || (own !== null && byFeature.get(own)?.has(name))) continue;
        const elsewhere = [...byFeature].filter(([feature, names]) => feature !== own && names.has(name)).map(([feature]) => feature);
        if (elsewhere.length > 0) strays.push(`${path.relative(SRC, file)}: "${name}" is defined only in ${elsewhere.join(", ")}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
