import type { PaperReading } from "@contract/paperDetail.ts";
import type { Passage } from "./evidence.ts";

/**
 * Passages grouped under their sections in reading order; passages before the first heading come
 * first. A table's rows are left out: they are the table's cells read row by row (for asking and
 * evidence), and the Tables tab shows the table itself.
 */
export function passagesBySection(reading: PaperReading): { section: PaperReading["sections"][number] | null; passages: Passage[] }[] {
  const known = new Set(reading.sections.map((s) => s.id));
  const groups = new Map<number | null, Passage[]>();
  for (const passage of reading.passages) {
    if (passage.kind === "table") continue;
    // A passage of an unknown section is shown with the text before the first heading rather than lost.
    const key = passage.sectionId !== null && known.has(passage.sectionId) ? passage.sectionId : null;
    const group = groups.get(key);
    if (group) group.push(passage);
    else groups.set(key, [passage]);
  }
  const out: { section: PaperReading["sections"][number] | null; passages: Passage[] }[] = [];
  const loose = groups.get(null);
  if (loose) out.push({ section: null, passages: loose });
  for (const section of reading.sections) out.push({ section, passages: groups.get(section.id) ?? [] });
  return out;
}
