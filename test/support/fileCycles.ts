import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFiles } from "./folderCycles.ts";

/** The source file a relative import names, as TypeScript would find it, or null outside `known`. */
function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) if (known.has(candidate)) return candidate;
  return null;
}

/**
 * Groups of files below `root` that import each other round a cycle (strongly connected
 * components of more than one file), each sorted, as paths from `root`. Every relative import,
 * re-export, type-only import and `import()` counts, as in folderImports: a type-only cycle costs
 * nothing at run time but ties the files together, so neither can move or be read alone.
 * Tarjan's walk: each file and import is visited once, so a repository's thousands stay cheap.
 */
export function fileCycles(root: string): string[][] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const imports = new Map(files.map((file) => [file, ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles.flatMap(({ fileName }) => {
    const target = fileName.startsWith(".") ? resolveImport(file, fileName, known) : null;
    return target ? [target] : [];
  })]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file)!) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
