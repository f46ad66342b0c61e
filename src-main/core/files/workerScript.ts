import fs from "node:fs";

/**
 * A worker entry `name` beside the module at `base`: `name`.js in the build, `name`.ts in the
 * sources. The names are looked up at run time, not written as `new URL("./x", import.meta.url)`
 * literals, so the bundler leaves them alone instead of copying the file as an asset. `base`
 * must be the caller's import.meta.url, from a module only the main bundle imports.
 */
export function workerScriptUrl(name: string, base: string, what: string): URL {
  const candidates = [`${name}.js`, `${name}.ts`].map((file) => new URL(file, base));
  const found = candidates.find((url) => fs.existsSync(url));
  if (!found) throw new Error(`${what} is missing: looked for ${candidates.map((u) => u.pathname).join(" and ")}.`);
  return found;
}
