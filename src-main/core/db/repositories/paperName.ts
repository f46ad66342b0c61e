import path from "node:path";

/**
 * What the app calls a paper, in SQL over `papers` aliased as `alias`: its title, or the name
 * of the file it came from when no title was found. Every view that names a paper (library,
 * run form and run view, review, key QAs) reads it through this one expression.
 */
export function paperNameSql(alias: string): string {
  return `coalesce(nullif(trim(${alias}.title), ''), ${alias}.file_name)`;
}

/** The same rule in JavaScript, for rows already read. */
export function paperName(paper: { title: string | null; fileName: string }): string {
  return paper.title?.trim() || paper.fileName;
}

/** The name of the file a paper was imported from, whichever separator the importing machine used. */
export function fileNameOf(sourcePath: string): string {
  return path.win32.basename(sourcePath) || sourcePath;
}
