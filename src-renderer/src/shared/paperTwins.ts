import { formatDateTime } from "./format.ts";

/** What a list knows of a paper to tell it from another of the same name. */
export interface NamedPaper {
  id: number;
  name: string;
  /** The file it was imported from, when the list has it. */
  fileName?: string;
  /** When it was imported (ISO-8601), when the list has it. */
  importedAt?: string;
}

/**
 * For papers of a list that share their name with another paper of it (a paper imported twice as
 * two files: its password-protected copy, a re-saved one), what tells each apart in words a
 * person knows, never the library's numbers: the file it came from ("locked-copy.pdf"), and when
 * the files are named alike, when it was imported; "copy 2 of 2" (in import order) when the list
 * knows neither. Papers whose name is theirs alone get nothing.
 */
export function twinLabels(papers: readonly NamedPaper[]): Map<number, string> {
  const key = (paper: NamedPaper) => paper.name.trim().toLowerCase();
  const byName = new Map<string, NamedPaper[]>();
  for (const paper of papers) byName.set(key(paper), [...(byName.get(key(paper)) ?? []), paper]);
  const labels = new Map<number, string>();
  for (const twins of byName.values()) {
    if (twins.length < 2) continue;
    const file = (paper: NamedPaper) => (paper.fileName && paper.fileName !== paper.name ? paper.fileName : "");
    const when = (paper: NamedPaper) => (paper.importedAt ? `imported ${formatDateTime(paper.importedAt)}` : "");
    const order = [...twins].sort((a, b) => a.id - b.id);
    for (const paper of twins) {
      const alike = (other: NamedPaper) => other !== paper && file(other) === file(paper);
      let parts = [file(paper)];
      if (twins.some(alike)) parts.push(when(paper));
      if (twins.some((other) => alike(other) && when(other) === when(paper))) parts = [file(paper), `copy ${order.indexOf(paper) + 1} of ${twins.length}`];
      labels.set(paper.id, parts.filter(Boolean).join(" · "));
    }
  }
  return labels;
}
