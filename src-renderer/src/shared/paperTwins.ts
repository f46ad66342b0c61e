/** What a list knows of a paper to tell it from another of the same name. */
export interface NamedPaper {
  id: number;
  name: string;
  /** The file it was imported from, when the list has it. */
  fileName?: string;
}

/**
 * For papers of a list that share their name with another paper of it (a paper imported twice as
 * two files: its password-protected copy, a re-saved one), what tells each apart: "paper 3 ·
 * locked-copy.pdf", the number the paper view shows beside its title and the file it came from.
 * Papers whose name is theirs alone get nothing.
 */
export function twinLabels(papers: readonly NamedPaper[]): Map<number, string> {
  const byName = new Map<string, Set<number>>();
  for (const paper of papers) {
    const key = paper.name.trim().toLowerCase();
    byName.set(key, (byName.get(key) ?? new Set()).add(paper.id));
  }
  const labels = new Map<number, string>();
  for (const paper of papers) {
    if ((byName.get(paper.name.trim().toLowerCase())?.size ?? 0) < 2) continue;
    const file = paper.fileName && paper.fileName !== paper.name ? ` · ${paper.fileName}` : "";
    labels.set(paper.id, `paper ${paper.id}${file}`);
  }
  return labels;
}
