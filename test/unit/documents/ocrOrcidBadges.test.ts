import type { Block, Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { ocrLineWords } from "../../../src-main/core/documents/ocr/ocrLineWords.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// The title and byline of a journal's first page (shared paper 06) as tesseract read its 300 dpi
// scan: boxes measured on that scan, in pixels. Each author's name follows a round ORCID badge a
// little taller than the capitals, which tesseract read as "©", "(©" or "¢2": "© Selene Maia de
// Morais" is no name, and the reader found none of the eight authors. The text layer of the same
// page has nothing where the badges are (they are drawings). The title lines keep word boxes
// only; the byline's words keep tesseract's symbol boxes, which the raised marks are read from, and every word its confidence.

type Box = [number, number, number, number];
type Symbols = [string, number, number, number, number][];
interface MeasuredLine { baseline: number; row: [number, number, number]; words: [string, number, Box | Symbols][] }

const TITLE: MeasuredLine[] = [
  { baseline: 312, row: [60, 14, 14], words: [
    ["Prospecc¢ao", 58, [309, 266, 626, 325]],
    ["quimica,", 92, [647, 265, 889, 325]],
    ["atividade", 92, [911, 266, 1169, 312]],
    ["antioxidante,", 90, [1190, 266, 1557, 322]],
    ["anticolinesterasica", 91, [1579, 265, 2101, 312]],
    ["e", 93, [2121, 280, 2147, 312]],
  ] },
  { baseline: 392, row: [59, 15, 12], words: [
    ["antifiingica", 39, [216, 345, 534, 405]],
    ["de", 93, [555, 347, 617, 392]],
    ["extratos", 91, [638, 350, 862, 392]],
    ["etanolicos", 57, [884, 345, 1161, 392]],
    ["de", 92, [1182, 347, 1245, 392]],
    ["espécies", 92, [1266, 345, 1486, 405]],
    ["de", 96, [1508, 347, 1571, 392]],
    ["Senna", 95, [1587, 346, 1761, 392]],
    ["Mill.", 95, [1781, 346, 1912, 392]],
    ["(Fabaceae)", 95, [1934, 346, 2240, 404]],
  ] },
];

const BYLINE: MeasuredLine[] = [
  { baseline: 589, row: [37, 12, 6], words: [
    ["Andréa", 92, [["A", 341, 561, 367, 588], ["n", 370, 570, 388, 588], ["d", 392, 560, 411, 589], ["r", 412, 570, 425, 588], ["é", 426, 560, 442, 589], ["a", 445, 570, 462, 589]]],
    ["Maria", 93, [["M", 473, 561, 508, 588], ["a", 498, 560, 517, 589], ["r", 511, 570, 528, 589], ["i", 529, 560, 551, 588], ["a", 555, 570, 572, 589]]],
    ["Neves'#,", 26, [["N", 582, 561, 612, 589], ["e", 614, 570, 630, 589], ["v", 631, 570, 651, 589], ["e", 653, 570, 669, 589], ["s", 672, 570, 685, 589], ["'", 690, 558, 695, 575], ["#", 700, 558, 716, 579], [",", 719, 584, 725, 595]]],
    ["©", 71, [["©", 753, 554, 776, 599]]],
    ["Selene", 96, [["S", 794, 561, 812, 589], ["e", 816, 570, 832, 589], ["l", 835, 560, 842, 588], ["e", 846, 570, 862, 589], ["n", 864, 570, 882, 588], ["e", 886, 570, 901, 589]]],
    ["Maia", 96, [["M", 914, 561, 949, 588], ["a", 951, 570, 968, 589], ["i", 970, 560, 977, 588], ["a", 981, 570, 998, 589]]],
    ["de", 95, [["d", 1010, 560, 1029, 589], ["e", 1031, 570, 1047, 589]]],
    ["Morais,", 0, [["M", 1059, 561, 1095, 588], ["o", 1087, 558, 1106, 595], ["r", 1097, 570, 1115, 589], ["a", 1117, 570, 1131, 588], ["i", 1132, 570, 1149, 589], ["s", 1151, 560, 1175, 589], [",", 1180, 558, 1197, 595]]],
    ["©", 64, [["©", 1222, 554, 1241, 599]]],
    ["Hélcio", 91, [["H", 1264, 561, 1292, 588], ["é", 1295, 560, 1311, 589], ["l", 1314, 560, 1321, 588], ["c", 1325, 570, 1340, 589], ["i", 1344, 560, 1351, 588], ["o", 1355, 570, 1373, 589]]],
    ["Silva", 95, [["S", 1388, 561, 1406, 589], ["i", 1410, 560, 1417, 588], ["l", 1421, 560, 1428, 588], ["v", 1432, 570, 1452, 589], ["a", 1454, 570, 1470, 589]]],
    ["dos", 93, [["d", 1482, 560, 1502, 589], ["o", 1503, 570, 1521, 589], ["s", 1525, 570, 1537, 589]]],
    ["Santos?,", 90, [["S", 1552, 561, 1570, 589], ["a", 1574, 570, 1591, 589], ["n", 1592, 570, 1610, 588], ["t", 1613, 565, 1623, 589], ["o", 1625, 570, 1643, 589], ["s", 1646, 570, 1659, 589], ["?", 1661, 558, 1671, 575], [",", 1675, 584, 1681, 595]]],
    ["¢2", 24, [["¢", 1705, 554, 1714, 599], ["2", 1713, 554, 1732, 599]]],
    ["Marcilio", 92, [["M", 1748, 561, 1783, 588], ["a", 1773, 560, 1792, 589], ["r", 1786, 570, 1803, 589], ["c", 1804, 570, 1833, 589], ["i", 1837, 560, 1845, 588], ["l", 1848, 560, 1855, 588], ["i", 1860, 560, 1867, 588], ["o", 1871, 570, 1889, 589]]],
    ["Matos", 93, [["M", 1902, 561, 1937, 588], ["a", 1940, 570, 1957, 589], ["t", 1958, 564, 1968, 589], ["o", 1970, 570, 1988, 589], ["s", 1991, 570, 2004, 589]]],
    ["Ferreira?,", 53, [["F", 2017, 561, 2037, 588], ["e", 2040, 570, 2056, 589], ["r", 2050, 558, 2066, 595], ["r", 2058, 570, 2085, 588], ["e", 2087, 570, 2102, 589], ["i", 2105, 560, 2112, 588], ["r", 2116, 570, 2129, 588], ["a", 2131, 570, 2147, 589], ["?", 2144, 558, 2152, 595], [",", 2149, 558, 2168, 595]]],
  ] },
  { baseline: 639, row: [35, 10, 6], words: [
    ["Ricardo", 95, [["R", 417, 611, 443, 638], ["i", 446, 610, 453, 638], ["c", 457, 620, 473, 639], ["a", 476, 620, 493, 639], ["r", 494, 620, 507, 638], ["d", 508, 610, 527, 639], ["o", 529, 620, 547, 639]]],
    ["Carneiro", 96, [["C", 560, 611, 585, 639], ["a", 588, 620, 605, 639], ["r", 606, 620, 619, 638], ["n", 620, 620, 638, 638], ["e", 641, 620, 657, 639], ["i", 660, 610, 667, 638], ["r", 671, 620, 684, 638], ["o", 685, 620, 703, 639]]],
    ["Vera", 96, [["V", 715, 611, 744, 639], ["e", 741, 620, 757, 639], ["r", 759, 620, 772, 638], ["a", 774, 620, 790, 639]]],
    ["Cruz’,", 28, [["C", 802, 611, 827, 639], ["r", 825, 608, 845, 645], ["u", 830, 620, 863, 639], ["z", 865, 620, 881, 638], ["’", 883, 608, 892, 625], [",", 896, 635, 902, 645]]],
    ["(©", 54, [["(", 923, 604, 935, 649], ["©", 934, 604, 953, 649]]],
    ["Elnatan", 92, [["E", 970, 611, 993, 638], ["l", 997, 610, 1003, 638], ["n", 1007, 620, 1025, 638], ["a", 1028, 620, 1045, 639], ["t", 1046, 614, 1056, 639], ["a", 1058, 620, 1075, 639], ["n", 1076, 620, 1094, 638]]],
    ["Bezerra", 90, [["B", 1107, 611, 1132, 638], ["e", 1136, 620, 1151, 639], ["z", 1154, 620, 1170, 638], ["e", 1173, 620, 1188, 639], ["r", 1185, 611, 1201, 639], ["r", 1191, 620, 1218, 638], ["a", 1219, 620, 1236, 639]]],
    ["de", 93, [["d", 1248, 610, 1267, 639], ["e", 1269, 620, 1284, 639]]],
    ["Souza®,", 42, [["S", 1299, 611, 1317, 639], ["o", 1321, 620, 1339, 639], ["u", 1340, 620, 1360, 639], ["z", 1362, 620, 1379, 638], ["a", 1381, 620, 1398, 639], ["®", 1399, 608, 1408, 625], [",", 1412, 635, 1418, 645]]],
    ["©", 32, [["©", 1448, 604, 1467, 649]]],
    ["Licia", 8, [["L", 1486, 611, 1509, 638], ["i", 1510, 610, 1530, 639], ["c", 1532, 620, 1548, 639], ["i", 1551, 610, 1558, 638], ["a", 1563, 620, 1579, 639]]],
    ["Betania", 52, [["B", 1591, 611, 1615, 638], ["e", 1619, 620, 1635, 639], ["t", 1637, 614, 1648, 639], ["a", 1649, 611, 1666, 639], ["n", 1667, 620, 1685, 638], ["i", 1689, 610, 1696, 638], ["a", 1700, 620, 1717, 639]]],
    ["da", 96, [["d", 1729, 610, 1748, 639], ["a", 1750, 620, 1767, 639]]],
    ["Silva", 96, [["S", 1780, 611, 1798, 639], ["i", 1802, 610, 1809, 638], ["l", 1815, 610, 1821, 638], ["v", 1824, 620, 1844, 639], ["a", 1846, 620, 1863, 639]]],
    ["Andrade?", 5, [["A", 1873, 611, 1899, 638], ["n", 1902, 620, 1920, 638], ["d", 1923, 610, 1943, 639], ["r", 1944, 620, 1957, 638], ["a", 1958, 620, 1975, 639], ["d", 1977, 610, 1996, 639], ["e", 1998, 620, 2013, 639], ["?", 2016, 608, 2025, 625]]],
    ["and", 95, [["a", 2034, 619, 2051, 639], ["n", 2052, 619, 2072, 639], ["d", 2074, 610, 2093, 639]]],
  ] },
  { baseline: 689, row: [37, 10, 8], words: [
    ["Raquel", 94, [["R", 929, 661, 954, 688], ["a", 957, 670, 974, 689], ["q", 976, 670, 993, 697], ["u", 995, 670, 1016, 689], ["e", 1007, 660, 1023, 697], ["l", 1018, 660, 1043, 689]]],
    ["Oliveira", 96, [["O", 1058, 661, 1085, 689], ["l", 1088, 660, 1095, 688], ["i", 1100, 660, 1107, 688], ["v", 1110, 670, 1130, 689], ["e", 1124, 660, 1141, 689], ["i", 1132, 660, 1158, 689], ["r", 1162, 670, 1175, 688], ["a", 1176, 670, 1193, 689]]],
    ["dos", 96, [["d", 1205, 660, 1224, 689], ["o", 1226, 670, 1244, 689], ["s", 1247, 670, 1260, 689]]],
    ["Santos", 95, [["S", 1274, 661, 1293, 689], ["a", 1296, 670, 1313, 689], ["n", 1314, 670, 1332, 688], ["t", 1335, 664, 1346, 689], ["o", 1347, 670, 1365, 689], ["s", 1369, 670, 1381, 689]]],
    ["Fontenelle?", 88, [["F", 1394, 661, 1415, 688], ["o", 1418, 670, 1436, 689], ["n", 1438, 670, 1456, 688], ["t", 1459, 664, 1470, 689], ["e", 1471, 670, 1487, 689], ["n", 1489, 670, 1507, 688], ["e", 1511, 670, 1526, 689], ["l", 1529, 660, 1536, 688], ["l", 1542, 660, 1548, 688], ["e", 1552, 670, 1568, 689], ["?", 1570, 658, 1579, 675]]],
  ] },
];

function word(text: string, confidence: number, read: Box | Symbols): Word {
  const symbols = typeof read[0] === "number" ? [] : (read as Symbols).map(([s, x0, y0, x1, y1]) => ({ text: s, confidence: 90, bbox: { x0, y0, x1, y1 } }));
  const [x0, y0, x1, y1] = typeof read[0] === "number" ? (read as Box) : [Math.min(...symbols.map((s) => s.bbox.x0)), Math.min(...symbols.map((s) => s.bbox.y0)), Math.max(...symbols.map((s) => s.bbox.x1)), Math.max(...symbols.map((s) => s.bbox.y1))];
  return { text, confidence, bbox: { x0, y0, x1, y1 }, symbols } as unknown as Word;
}

function line(measured: MeasuredLine): Line {
  const words = measured.words.map(([text, confidence, read]) => word(text, confidence, read));
  const bbox = { x0: words[0]!.bbox.x0, y0: Math.min(...words.map((w) => w.bbox.y0)), x1: words.at(-1)!.bbox.x1, y1: Math.max(...words.map((w) => w.bbox.y1)) };
  const [rowHeight, ascenders, descenders] = measured.row;
  return {
    text: `${words.map((w) => w.text).join(" ")}\n`,
    confidence: 90,
    bbox,
    baseline: { x0: bbox.x0, y0: measured.baseline, x1: bbox.x1, y1: measured.baseline, has_baseline: true },
    rowAttributes: { rowHeight, ascenders, descenders },
    words,
  } as unknown as Line;
}

function block(lines: Line[]): Block {
  const bbox = { x0: Math.min(...lines.map((l) => l.bbox.x0)), y0: lines[0]!.bbox.y0, x1: Math.max(...lines.map((l) => l.bbox.x1)), y1: lines.at(-1)!.bbox.y1 };
  return { text: lines.map((l) => l.text).join(""), confidence: 90, bbox, paragraphs: [{ text: "", confidence: 90, bbox, lines }] } as unknown as Block;
}

/** The authors the reader takes from the page (A4 at 300 dpi). */
function authors(byline: MeasuredLine[]): string[] {
  const read = [block(TITLE.map(line)), block(byline.map(line))];
  const { text, report } = ocrPageText(read, { pageNumber: 1, width: 595.3, height: 791, rotate: 0, scale: 300 / 72 });
  return paperFromPages({ pages: [text], info: {}, outline: [] }, "orcid-badges-scan.pdf", { languages: ["eng"], pages: [report] }).authors;
}

describe("ORCID badges read as signs in a scanned byline", () => {
  it("are left out, so the names beside them are read as authors", () => {
    expect(authors(BYLINE)).toEqual([
      "Andréa Maria Neves",
      "Selene Maia de Morais",
      "Hélcio Silva dos Santos",
      "Ricardo Carneiro Vera Cruz",
      "Elnatan Bezerra de Souza",
      "Licia Betania da Silva Andrade",
      "Raquel Oliveira dos Santos Fontenelle",
    ]);
  });

  it("a sign the row's letters bound is text: a copyright sign as large as a capital stays", () => {
    // The same first row with its badges drawn no taller than the capitals (top 560, bottom 589):
    // a sign in the text, not a picture standing past the row.
    const row = BYLINE[0]!;
    const signs: MeasuredLine = { ...row, words: row.words.map(([text, confidence, read]) => [text, confidence, text.includes("©") ? (read as Symbols).map(([s, x0, , x1]) => [s, x0, 560, x1, 589]) : read] as [string, number, Box | Symbols]) };
    expect(ocrLineWords(line(signs)).map((w) => w.text)).toContain("©");
    expect(ocrLineWords(line(row)).map((w) => w.text)).not.toContain("©");
  });

  it("a copyright notice's sign opening its line stays, however large it is set", () => {
    // An ACM notice read at 200 dpi (boxes scaled to 300): its sign reaches past the row both ways.
    const notice: MeasuredLine = {
      baseline: 3022,
      row: [28, 8, 6],
      words: [
        ["(©", 75, [["(", 526, 2998, 540, 3028], ["©", 526, 2998, 558, 3028]]],
        ["20YY", 83, [["2", 573, 3000, 588, 3022], ["0", 591, 3000, 606, 3022], ["Y", 607, 2998, 633, 3022], ["Y", 634, 2998, 658, 3022]]],
        ["ACM", 89, [["A", 673, 2998, 697, 3022], ["C", 699, 2998, 721, 3022], ["M", 724, 2998, 753, 3022]]],
      ],
    };
    expect(ocrLineWords(line(notice)).map((w) => w.text)).toEqual(["(©", "20YY", "ACM"]);
  });

  it("a badge glued to the name before it goes, and the name keeps its mark and comma", () => {
    // A review's byline read at 300 dpi: the badge after "Lee" read as "(®" in the name's word,
    // the raised mark after it as "’" (baseline 667, row 34 px: ascenders 8, descenders 8). That
    // word's boxes are tesseract's; the names beside it are drawn to the same row.
    const byline: MeasuredLine = {
      baseline: 667,
      row: [34, 8, 8],
      words: [
        ["Eun-Young", 92, [["E", 192, 641, 211, 666], ["u", 214, 648, 231, 667], ["n", 234, 648, 251, 666], ["-", 254, 656, 264, 660], ["Y", 265, 641, 285, 666], ["o", 287, 648, 304, 667], ["u", 307, 648, 324, 667], ["n", 327, 648, 344, 666], ["g", 346, 648, 362, 674]]],
        ["Lee(®’,", 48, [["L", 380, 641, 394, 666], ["e", 396, 648, 413, 667], ["e", 415, 648, 432, 667], ["(", 433, 633, 447, 671], ["®", 446, 633, 468, 671], ["’", 478, 633, 485, 650], [",", 491, 661, 496, 671]]],
        ["Jungwon", 90, [["J", 510, 641, 522, 666], ["u", 525, 648, 542, 667], ["n", 545, 648, 562, 666], ["g", 565, 648, 582, 674], ["w", 584, 648, 610, 666], ["o", 612, 648, 629, 667], ["n", 632, 648, 656, 666]]],
      ],
    };
    expect(ocrLineWords(line(byline)).map((w) => w.text)).toEqual(["Eun-Young", "Lee’,", "Jungwon"]);
  });

  it("an address's or a formula's sign stays, however tall", () => {
    // Drawn to the same row: an "@" as tall as a badge inside an address has letters after it.
    const address: MeasuredLine = {
      baseline: 667,
      row: [34, 8, 8],
      words: [
        ["lee@ks.kr", 90, [["l", 380, 641, 386, 666], ["e", 388, 648, 404, 667], ["e", 406, 648, 422, 667], ["@", 424, 633, 458, 675], ["k", 460, 641, 476, 666], ["s", 478, 648, 492, 667], [".", 494, 662, 498, 667], ["k", 500, 641, 516, 666], ["r", 518, 648, 530, 666]]],
        ["Jungwon", 90, [["J", 550, 641, 562, 666], ["u", 565, 648, 582, 667], ["n", 585, 648, 602, 666], ["g", 605, 648, 622, 674], ["w", 624, 648, 650, 666], ["o", 652, 648, 669, 667], ["n", 672, 648, 696, 666]]],
      ],
    };
    expect(ocrLineWords(line(address)).map((w) => w.text)).toEqual(["lee@ks.kr", "Jungwon"]);
  });
});
