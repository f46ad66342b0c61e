/**
 * Generated papers for heading styles the reader missed on the fourth shared set (papers-styles):
 * a last back-matter heading set half a point below the paper's heading size, over a one-line
 * statement in small print (an EMBO Press closing page).
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, COLUMN_WIDTH, HEADING, MARGIN, Sheet, SMALL, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import type { StyleCase } from "./stylesPdfs.ts";

/**
 * Sections under bold headings (two of them well-known names, so the paper confirms the style),
 * then back matter in small print, whose last heading, worded as no usual section is, is set in
 * the same bold face half a point smaller over a one-line statement.
 */
export async function backMatterHeadingHalfPointSmaller(): Promise<StyleCase> {
  const sheet = new Sheet();
  sheet.startColumns(sheet.frontMatter("Silt cores below a weir over twenty years", [PROSE[0], PROSE[8]].join(" ")));
  const sections = ["Introduction", "Cores along the river", "Discussion", "Acknowledgements"];
  sections.slice(0, 3).forEach((heading, i) => sheet.section(heading, [PROSE.slice(i, i + 4).join(" "), PROSE.slice(5 - i, 9 - i).join(" ")]));
  sheet.flowLines(["Acknowledgements"], HEADING, 6);
  sheet.flowLines(breakLines(PROSE[3]!, SMALL, COLUMN_WIDTH), SMALL, 2);
  const smaller: Style = { ...HEADING, size: HEADING.size - 0.5 };
  const last = "Interests the authors hold";
  sheet.flowLines([last], smaller, 6);
  sheet.flowLines(["The authors hold no shares in the weir."], SMALL, 2);
  return { bytes: await sheet.render(), sections: [...sections, last] };
}

/**
 * A paper whose outline (bookmarks) lists its four sections, the third of them ("Cores by site")
 * printed indented in the body's face, so the page does not set it apart as a heading and the
 * outline does not place it at its column's edge either; `missed` is that entry. With `printAll`
 * it is printed as the others are, and the outline and the reading agree.
 */
export async function outlineNamesAnIndentedSection(printAll = false): Promise<StyleCase & { missed: string }> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Cores from four river sites", [PROSE[0], PROSE[8]].join(" "));
  const missed = "Cores by site";
  const parts: [string, string[]][] = [
    ["Introduction", [PROSE.slice(0, 3).join(" ")]],
    ["Grain size with depth", [PROSE.slice(3, 6).join(" ")]],
    [missed, [PROSE.slice(5, 8).join(" "), PROSE.slice(1, 4).join(" ")]],
    ["Discussion", [PROSE.slice(6, 9).join(" ")]],
  ];
  for (const [heading, paragraphs] of parts) {
    if (heading === missed && !printAll) sheet.text(heading, MARGIN + 4 * BODY.size, y, BODY);
    else sheet.text(heading, MARGIN, y, HEADING);
    y += 16;
    for (const text of paragraphs) y = sheet.paragraph(text, MARGIN, y, TEXT_WIDTH, BODY) + 4;
    y += 10;
  }
  const sections = parts.map(([heading]) => heading);
  return { bytes: await sheet.render({}, sections), sections: printAll ? sections : sections.filter((s) => s !== missed), missed };
}

/**
 * A closing page whose back-matter headings are set in the body's own type, told apart by the
 * space above them only: two of them well-known ("Conflicts of Interest", "Acknowledgments"),
 * the last ("Shared samples") not, over lines of names rather than prose; then the references.
 */
export async function backMatterHeadingsInBodyType(): Promise<StyleCase> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Weir silt and the cores that hold it", [PROSE[0], PROSE[8]].join(" "));
  for (const [i, heading] of ["Introduction", "Discussion"].entries()) {
    sheet.text(heading, MARGIN, y, HEADING);
    y = sheet.paragraph(PROSE.slice(i * 3, i * 3 + 4).join(" "), MARGIN, y + 16, TEXT_WIDTH, BODY) + 14;
  }
  const back: [string, string[]][] = [
    ["Conflicts of Interest", ["The authors have no competing interests to declare."]],
    ["Acknowledgments", breakLines(PROSE[4]!, BODY, TEXT_WIDTH)],
    ["Shared samples", ["Ada Example", "River core archive, shelf 12", "Ben Sample", "Sediment store, drawer 7"]],
  ];
  for (const [heading, lines] of back) {
    y += BODY.leading;
    for (const line of [heading, ...lines]) {
      sheet.text(line, MARGIN, y, BODY);
      y += BODY.leading;
    }
  }
  sheet.text("References", MARGIN, y + 14, HEADING);
  y += 30;
  for (let i = 1; i <= 3; i++) {
    sheet.text(`${i}. Author${"ABC"[i - 1]} K, Brandt L. Silt below weir ${i}. J River Sci. ${2000 + i};${10 + i}:${100 + i}-${110 + i}.`, MARGIN, y, BODY);
    y += BODY.leading;
  }
  return { bytes: await sheet.render(), sections: ["Introduction", "Discussion", ...back.map(([h]) => h), "References"] };
}
