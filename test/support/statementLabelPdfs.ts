/**
 * A generated two-column paper whose sections hold an algorithm and two statements, each opened
 * by its label on a line of its own in the bold face of the headings: "Algorithm 1 ...",
 * "Definition 2 (...)." and "Theorem 3 (...)", each followed by prose, as a section is.
 */
import { Sheet } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface StatementCase {
  bytes: Uint8Array;
  /** The sections as printed: "number name". */
  sections: string[];
  labels: string[];
}

export async function labelsInHeadingFace(): Promise<StatementCase> {
  const sheet = new Sheet();
  sheet.startColumns(sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" ")));
  const labels = ["Algorithm 1 Slicing the cores", "Definition 2 (Settled layer).", "Theorem 3 (Order of settling)"];
  sheet.section("1 Introduction", [PROSE.slice(1, 4).join(" ")]);
  sheet.section("2 Method", [PROSE.slice(4, 6).join(" ")]);
  sheet.section(labels[0]!, [PROSE.slice(6, 8).join(" ")]);
  sheet.section(labels[1]!, [PROSE.slice(8, 10).join(" ")]);
  sheet.section("3 Results", [PROSE.slice(10, 12).join(" ")]);
  sheet.section(labels[2]!, [PROSE.slice(12, 14).join(" ")]);
  sheet.section("4 Discussion", [PROSE.slice(14, 17).join(" ")]);
  return { bytes: await sheet.render(), sections: ["1 Introduction", "2 Method", "3 Results", "4 Discussion"], labels };
}
