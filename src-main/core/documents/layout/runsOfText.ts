import type { Block } from "./blocks.ts";
import type { Classified } from "./blockRole.ts";
import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import { goesOnBelow } from "./proseBlocks.ts";

/**
 * Text set aside as a float that runs on at one line pitch, in one face and from one left edge,
 * from a paragraph or into one (the first lines of a program in capitals, "SELECT ... FROM"
 * over "WHERE ... = 1", above its next lines kept as prose) is that paragraph's run of lines:
 * a figure's labels stand apart from the text around them. Small print at a page's foot is a
 * note however it runs on: notes run on from notes (mboc2023's correspondence line one pitch under
 * its author contributions, which the classifier keeps as a paragraph), never from the body; nor
 * is back matter set as a list (`notesSetAsLists`).
 */
export function withRunsOfText(items: Classified[], setAside: (block: Block) => boolean): Classified[] {
  const text = (item: Classified | undefined) => item?.role === "paragraph";
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (item.role !== "float" || setAside(item.block) || readsAsNote(item.block.text)) continue;
      const before = items[i - 1];
      const after = items[i + 1];
      if ((text(before) && goesOnBelow(before!.block, item.block)) || (text(after) && goesOnBelow(item.block, after!.block))) items[i] = { block: item.block, role: "paragraph" };
    }
  }
  return items;
}

/**
 * Opens with a note's marker ("∗Institute of ...", "†Department of ...") or gives an address (an
 * institution, an e-mail, a link): an author's note or affiliation set line by line on a last
 * page, one pitch under the text before it, is still a note (clinsci2014's, elife2024's ORCID).
 */
const readsAsNote = (text: string) => /^[*∗†‡§¶]/u.test(text.trim()) || AFFILIATION.test(text) || EMAIL.test(text) || /\bhttps?:\/\//.test(text);
