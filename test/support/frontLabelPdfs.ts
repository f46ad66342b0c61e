/**
 * Generated two-column papers whose front matter goes on under the abstract with labels set in the
 * headings' bold face, each over a short entry: a subject list, a list of terms, a citation line
 * ending in its link. The labels' words are none a publisher prints, so only the page tells them
 * from sections. And the guard: a paper whose first section, unnumbered, opens right under the
 * abstract keeps it.
 */
import { BODY, COLUMN_WIDTH, GUTTER, HEADING, MARGIN, Sheet, TITLE } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface FrontLabelCase {
  bytes: Uint8Array;
  /** The sections as printed: "number name". */
  sections: string[];
  /** The labels that head no section. */
  labels: string[];
}

const RIGHT = MARGIN + COLUMN_WIDTH + GUTTER;

/** A heading then its paragraphs in one column from baseline y; returns the baseline after. */
function sectionAt(sheet: Sheet, heading: string, paragraphs: string[], x: number, y: number): number {
  sheet.text(heading, x, y, HEADING);
  y += 15;
  for (const text of paragraphs) y = sheet.paragraph(text, x, y, COLUMN_WIDTH, BODY) + 3;
  return y + 8;
}

/** Title, abstract, then the labels over their entries in the left column; `first` heads what follows. */
async function paper(first: string, labelled: boolean): Promise<Uint8Array> {
  const sheet = new Sheet();
  const top = sheet.paragraph("Sediment layers of a lower river reach", MARGIN, 90, 2 * COLUMN_WIDTH + GUTTER, TITLE) + 30;
  sheet.text("Abstract", MARGIN, top, HEADING);
  let y = sheet.paragraph([PROSE[0], PROSE[4]].join(" "), MARGIN, top + 15, COLUMN_WIDTH, BODY) + 16;
  if (labelled) {
    for (const [label, entry] of [
      ["Subject Areas", "Hydrology; sediment transport; river morphology; field surveys"],
      ["Terms of Study", "Measurement, Modelling"],
      ["Cite This Paper", "Ada Example and Carla Sample. 2024. Sediment layers of a lower river reach. Journal of River Studies 12, 3 (2024), 101-118. https://doi.org/10.5555/rivers.2024.12"],
    ]) {
      sheet.text(label!, MARGIN, y, HEADING);
      y = sheet.paragraph(entry!, MARGIN, y + 15, COLUMN_WIDTH, BODY) + 16;
    }
  }
  sectionAt(sheet, first, [PROSE.slice(1, 4).join(" ")], MARGIN, y);
  sectionAt(sheet, first.startsWith("1") ? "2 Method" : "Method", [PROSE.slice(8, 11).join(" "), PROSE.slice(11, 14).join(" ")], RIGHT, top);
  return sheet.render();
}

/** Three labels between the abstract and "1 Introduction". */
export async function labelsUnderAbstract(): Promise<FrontLabelCase> {
  return { bytes: await paper("1 Introduction", true), sections: ["1 Introduction", "2 Method"], labels: ["Subject Areas", "Terms of Study", "Cite This Paper"] };
}

/** An unnumbered first section, with a paragraph, right under the abstract: it stays a section. */
export async function sectionUnderAbstract(): Promise<FrontLabelCase> {
  return { bytes: await paper("Field Setting", false), sections: ["Field Setting", "Method"], labels: [] };
}
