import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One folder importing another, with the files that do it (for the failure message). */
export type FolderEdges = Map<string, Map<string, string[]>>;

/**
 * Which top-level folders of `root` import which others: every relative import, re-export,
 * type-only import and `import()` of every .ts/.tsx file counts, as TypeScript itself lists
 * them. Files directly in `root` (createCore.ts, the composition files) are the wiring above
 * the folders and are left out. `only` names the folders read (the repository's own source
 * folders, not node_modules or build output); an import into any other folder still counts.
 */
export function folderImports(root: string, only?: readonly string[]): FolderEdges {
  const edges: FolderEdges = new Map();
  const read = only ? only.flatMap((folder) => sourceFiles(path.join(root, folder))) : sourceFiles(root);
  for (const file of read) {
    const from = topFolder(root, file);
    if (!from) continue;
    for (const { fileName: specifier } of ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!specifier.startsWith(".")) continue;
      const to = topFolder(root, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...new Set([...(targets.get(to) ?? []), path.relative(root, file)])]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Every cycle between folders, each once, as the folder path round it ("a -> b -> a"). */
export function folderCycles(edges: FolderEdges): string[][] {
  const cycles = new Map<string, string[]>();
  const visit = (folder: string, trail: string[]) => {
    const at = trail.indexOf(folder);
    if (at >= 0) {
      const cycle = trail.slice(at);
      // The same cycle entered at another folder is one cycle: keyed by its sorted members.
      cycles.set([...cycle].sort().join(","), [...cycle, folder]);
      return;
    }
    for (const next of edges.get(folder)?.keys() ?? []) visit(next, [...trail, folder]);
  };
  for (const folder of edges.keys()) visit(folder, []);
  return [...cycles.values()];
}

function topFolder(root: string, file: string): string | null {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length < 2 || parts[0] === ".." ? null : parts[0]!;
}

/** Every .ts and .tsx file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
