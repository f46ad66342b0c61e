import { describe, expect, it } from "vitest";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Round 28: a journal's last page lists the authors' affiliations one to a line in small type,
// each after a raised number (emse2020, page 35). Lines of it that name no institution ("KAIST,
// Daejeon, South Korea", "JetBrains, Amsterdam, The Netherlands") came into the body: the list's
// blocks read as paragraphs, and the lines between them ran on from those at one pitch. The page
// tells a list from prose: every line opens with a capital and ends with no punctuation, and
// most stop where the next line's first word would still have fitted.

const NOTE = { font: "Times-Roman", size: 8 } as const;
const MARK = { font: "Times-Roman", size: 5.5 } as const;
const AFFILIATIONS = [
  "Dalhousie University, Halifax, NS B3H 4R2, Canada",
  "The University of Adelaide, Adelaide SA 5005, Australia",
  "Chalmers and University of Gothenburg, Gothenburg, Sweden",
  "Stellenbosch Institute for Advanced Study, Stellenbosch, South Africa",
  "JetBrains, Amsterdam, The Netherlands",
  "Pontifical Catholic University of Rio de Janeiro, Rio de Janeiro, Brazil",
  "KAIST, Daejeon, South Korea",
  "Delft University of Technology, Delft, Netherlands",
  "Peking University, Beijing, China",
  "Monash University, Melbourne, Australia",
];

const FUNDING = "Funding for this study came from the national research council and from the universities of the authors, who thank the participants for the time they gave to the survey during the pandemic.";

async function lastPageWithAffiliations(): Promise<Uint8Array> {
  const p = new TablePage();
  p.prose(0, 8);
  p.nextPage();
  let y = p.prose(2, 6);
  p.nextPage();
  y = 80;
  for (const [name, mail] of [["Xavier Devroey", "x.devroey@example.org"], ["Xin Tan", "tanxin@example.org"]] as const) {
    p.text(name, 80, y, NOTE);
    p.text(mail, 80, y + 9, NOTE);
    y += 24;
  }
  for (const [i, line] of AFFILIATIONS.entries()) {
    p.text(String(i + 1), 72, y - 3, MARK);
    p.text(line, 80, y, NOTE);
    y += 12;
  }
  // Prose in the list's small type, broken where its lines are full: a paragraph still.
  p.paragraph(FUNDING, 80, y + 20, 260, { ...NOTE, leading: 12 });
  return p.render("Pandemic programming");
}

describe("back matter set as a list, one item a line, in small type", () => {
  it("stays out of the body, and the body stays", async () => {
    const paper = await readPaper(await lastPageWithAffiliations());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
    expect(body).toContain("Outcomes were assessed by staff");
    expect(body).toContain(FUNDING);
    for (const line of AFFILIATIONS) expect(body).not.toContain(line.split(",")[0]);
  });
});
