/**
 * Proves that the generated PDFs are what their ground truth claims, by reading them back with
 * the real pdf.js (the same library the importer uses), not with our own layout data.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeGeneratedPdfs, type GeneratedPaperTruth, type GeneratedPdfSet } from "../support/generatedPdfs.ts";

const STANDARD_FONT_DATA_URL = fileURLToPath(new URL("../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url));
const PAGE_WIDTH = 612;
const TWO_COLUMN_BODY_SIZE = 9.5;
const PREPRINT_BODY_SIZE = 10.5;
const PREPRINT_TEXT_LEFT = 90;

/** The part of pdf.js's TextItem we read (the union with TextMarkedContent is narrowed by `str`). */
interface Item {
  str: string;
  transform: number[];
  width: number;
}

interface PageItem extends Item {
  page: number;
}

type OpenedPdf = Awaited<ReturnType<typeof getDocument>["promise"]>;

/**
 * pdf.js 6.x no longer has an `isEvalSupported` option (it never evals font code now), so its
 * types reject the key; we still pass it so that a pdf.js that does know it never uses eval.
 */
type LoadParameters = NonNullable<Parameters<typeof getDocument>[0]> & { isEvalSupported: boolean };

function loadPdf(file: string, password?: string) {
  const parameters: LoadParameters = {
    data: new Uint8Array(fs.readFileSync(file)),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
    ...(password === undefined ? {} : { password }),
  };
  return getDocument(parameters);
}

/** Opens a PDF, runs `use`, and always tears the loading task (and its fake worker) down. */
async function withPdf<T>(file: string, use: (pdf: OpenedPdf) => Promise<T>, password?: string): Promise<T> {
  const task = loadPdf(file, password);
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** The error pdf.js raises for a file, whether while opening or while reading a page. */
async function openingError(file: string, password?: string): Promise<Error | undefined> {
  try {
    await withPdf(
      file,
      async (pdf) => {
        for (let n = 1; n <= pdf.numPages; n++) await (await pdf.getPage(n)).getTextContent();
      },
      password,
    );
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Non-empty text items of every page, in content-stream order. */
async function allItems(pdf: OpenedPdf): Promise<PageItem[]> {
  const items: PageItem[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) {
      if ("str" in item && item.str.length > 0) items.push({ str: item.str, transform: item.transform as number[], width: item.width, page });
    }
  }
  return items;
}

const fontSize = (item: Item) => Math.hypot(item.transform[0]!, item.transform[1]!);
const isSize = (item: Item, size: number) => Math.abs(fontSize(item) - size) < 0.05;
const isRotated = (item: Item) => Math.abs(item.transform[1]!) > 0.01;
const x = (item: Item) => item.transform[4]!;
/** Whitespace and hyphens removed: compares reading order while ignoring line-end hyphenation. */
const squash = (text: string) => text.replace(/[\s-]+/g, "");

interface Located {
  page: number;
  column: number;
  item: number;
}

/**
 * Concatenates body-text items into one squashed string, remembering for every character which
 * page, column and text item it came from, so a sentence's first and last characters tell
 * which breaks it crosses.
 */
function bodyStream(items: PageItem[], isBody: (item: PageItem) => boolean): { text: string; origin: Located[] } {
  let text = "";
  const origin: Located[] = [];
  items.forEach((item, index) => {
    if (!isBody(item)) return;
    const piece = squash(item.str);
    text += piece;
    for (let i = 0; i < piece.length; i++) origin.push({ page: item.page, column: x(item) < PAGE_WIDTH / 2 ? 0 : 1, item: index });
  });
  return { text, origin };
}

function crossedBreaks(sentences: string[], stream: { text: string; origin: Located[] }): Record<"line" | "column" | "page", number> {
  const counts = { line: 0, column: 0, page: 0 };
  for (const sentence of sentences) {
    const at = stream.text.indexOf(squash(sentence));
    expect(at, `sentence not found in reading order: ${sentence}`).toBeGreaterThanOrEqual(0);
    const first = stream.origin[at]!;
    const last = stream.origin[at + squash(sentence).length - 1]!;
    if (first.item !== last.item) counts.line++;
    if (first.page !== last.page) counts.page++;
    else if (first.column !== last.column) counts.column++;
  }
  return counts;
}

/** A word split at a line end: some item ends with its head, and a later item starts with the rest. */
function findSplit(items: Item[], word: string, keepsHyphen: boolean): boolean {
  for (let k = 2; k <= word.length - 2; k++) {
    if (keepsHyphen !== (word[k - 1] === "-")) continue;
    const head = keepsHyphen ? word.slice(0, k) : `${word.slice(0, k)}-`;
    const tail = word.slice(k);
    const at = items.findIndex((item) => item.str.trimEnd().endsWith(head));
    if (at >= 0 && items.slice(at + 1).some((item) => item.str.trimStart().startsWith(tail))) return true;
  }
  return false;
}

/** Every line-end hyphen in the file must be accounted for by the truth, one way or the other. */
function unexplainedLineEndHyphens(items: Item[], truth: GeneratedPaperTruth): string[] {
  return items
    .map((item) => item.str.trimEnd())
    .filter((str) => /[A-Za-z]-$/.test(str))
    .map((str) => str.split(" ").pop()!.replace(/^[^A-Za-z0-9]+/, ""))
    .filter((fragment) => !truth.hyphenatedWords.some((w) => w.startsWith(fragment.slice(0, -1))) && !truth.keptHyphenWords.some((w) => w.startsWith(fragment)));
}

let set: GeneratedPdfSet;
const tempDirs: string[] = [];

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-generated-pdfs-"));
  tempDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  set = await writeGeneratedPdfs(freshDir());
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("generated PDF set", () => {
  it("writes every file, the empty one empty", () => {
    for (const file of [set.twoColumn, set.lineNumbered, set.encrypted, set.ownerOnly, set.truncated, set.textless, set.empty, set.notPdf]) {
      expect(fs.existsSync(file), file).toBe(true);
    }
    expect(fs.statSync(set.empty).size).toBe(0);
  });

  it("is byte-for-byte deterministic", async () => {
    const again = await writeGeneratedPdfs(freshDir());
    for (const key of ["twoColumn", "lineNumbered", "encrypted", "ownerOnly", "truncated", "textless", "empty", "notPdf"] as const) {
      expect(fs.readFileSync(again[key]).equals(fs.readFileSync(set[key])), key).toBe(true);
    }
    expect(again.truth).toEqual(set.truth);
  });
});

describe("two-column.pdf", () => {
  let items: PageItem[];
  let numPages: number;
  let info: Record<string, unknown>;

  beforeAll(async () => {
    await withPdf(set.twoColumn, async (pdf) => {
      numPages = pdf.numPages;
      items = await allItems(pdf);
      info = (await pdf.getMetadata()).info as Record<string, unknown>;
    });
  });

  it("opens with the claimed number of pages and carries title and DOI metadata", () => {
    expect(set.truth.pageCount).toBeGreaterThanOrEqual(3);
    expect(numPages).toBe(set.truth.pageCount);
    expect(info["Title"]).toBe(set.truth.title);
    expect(info["Subject"]).toContain(set.truth.doi);
    expect((info["Custom"] as Map<string, string>).get("doi")).toBe(set.truth.doi);
  });

  it("shows the title block, abstract and keywords on page 1", () => {
    const page1 = squash(items.filter((i) => i.page === 1).map((i) => i.str).join(""));
    for (const expected of [set.truth.title, set.truth.abstract, set.truth.doi, ...set.truth.authors, ...set.truth.keywords]) {
      expect(page1, expected).toContain(squash(expected));
    }
    const biggest = items.filter((i) => i.page === 1).sort((a, b) => fontSize(b) - fontSize(a))[0]!;
    expect(set.truth.title.startsWith(biggest.str)).toBe(true);
  });

  it("sets page 2's body text in two columns with a gap in the middle", () => {
    const body = items.filter((i) => i.page === 2 && isSize(i, TWO_COLUMN_BODY_SIZE));
    const left = body.filter((i) => x(i) + i.width <= PAGE_WIDTH / 2);
    const right = body.filter((i) => x(i) >= PAGE_WIDTH / 2);
    expect(left.length).toBeGreaterThan(20);
    expect(right.length).toBeGreaterThan(20);
    expect(left.length + right.length).toBe(body.length); // nothing straddles the gutter
    const gap = Math.min(...right.map(x)) - Math.max(...left.map((i) => x(i) + i.width));
    expect(gap).toBeGreaterThan(12);
  });

  it("has the listed body sentences in reading order, crossing line, column and page breaks", () => {
    const stream = bodyStream(items, (i) => isSize(i, TWO_COLUMN_BODY_SIZE) && !isRotated(i));
    const crossed = crossedBreaks(set.truth.bodySentences, stream);
    expect(crossed.line).toBeGreaterThanOrEqual(2);
    expect(crossed.column).toBeGreaterThanOrEqual(2);
    expect(crossed.page).toBeGreaterThanOrEqual(2);
  });

  it("splits the hyphenated words with a hyphen at the end of a text item", () => {
    expect(set.truth.hyphenatedWords.length).toBeGreaterThanOrEqual(3);
    for (const word of set.truth.hyphenatedWords) expect(findSplit(items, word, false), word).toBe(true);
  });

  it("breaks the kept compounds right after their own hyphen", () => {
    expect(set.truth.keptHyphenWords.length).toBeGreaterThanOrEqual(1);
    for (const word of set.truth.keptHyphenWords) expect(findSplit(items, word, true), word).toBe(true);
    expect(unexplainedLineEndHyphens(items, set.truth)).toEqual([]);
  });

  it("prints every noise line as its own small text item, apart from the body", () => {
    for (const line of set.truth.noiseLines) {
      const item = items.find((i) => i.str.trim() === line);
      expect(item, line).toBeDefined();
      expect(fontSize(item!), line).toBeLessThan(TWO_COLUMN_BODY_SIZE);
    }
    const downloaded = items.find((i) => i.str.startsWith("Downloaded from"))!;
    expect(isRotated(downloaded)).toBe(true);
    for (let page = 2; page <= set.truth.pageCount; page++) {
      expect(items.some((i) => i.page === page && i.str === "L. Moreau et al.")).toBe(true);
    }
  });

  it("contains the sections, captions, figure labels and references", () => {
    expect(set.truth.sections.map((s) => s.number)).toEqual(expect.arrayContaining(["1", "2", "2.1", "3", "4", null]));
    expect(set.truth.sections.at(-1)).toEqual({ heading: "References", level: 1, number: null });
    for (const section of set.truth.sections) {
      const text = section.number ? `${section.number} ${section.heading}` : section.heading;
      const heading = items.find((i) => i.str === text);
      expect(heading, text).toBeDefined();
      expect(fontSize(heading!)).toBeGreaterThan(TWO_COLUMN_BODY_SIZE);
    }
    const everything = squash(items.map((i) => i.str).join(""));
    for (const caption of set.truth.captions) expect(everything, caption).toContain(squash(caption));
    expect(set.truth.captions[0]).toMatch(/^Figure 1\. /);
    expect(set.truth.captions[1]).toMatch(/^Table 1\. /);
    for (const label of ["0", "100", "Time (s)"]) expect(items.some((i) => i.str === label && fontSize(i) < 8)).toBe(true);
    expect(set.truth.references.length).toBeGreaterThanOrEqual(6);
    for (const reference of set.truth.references) expect(everything, reference).toContain(squash(reference));
  });
});

describe("line-numbered.pdf", () => {
  let items: PageItem[];
  let numPages: number;
  let info: Record<string, unknown>;
  const truth = () => set.lineNumberedTruth;
  const isLineNumber = (i: Item) => /^\d+$/.test(i.str) && x(i) + i.width < PREPRINT_TEXT_LEFT;

  beforeAll(async () => {
    await withPdf(set.lineNumbered, async (pdf) => {
      numPages = pdf.numPages;
      items = await allItems(pdf);
      info = (await pdf.getMetadata()).info as Record<string, unknown>;
    });
  });

  it("opens with the claimed pages, title and no DOI metadata", () => {
    expect(numPages).toBe(truth().pageCount);
    expect(numPages).toBeGreaterThanOrEqual(2);
    expect(info["Title"]).toBe(truth().title);
    expect(info["Custom"]).toBeUndefined();
    // Line numbers are interleaved with the lines in content order; leave them out.
    const page1 = squash(items.filter((i) => i.page === 1 && !isLineNumber(i)).map((i) => i.str).join(""));
    for (const expected of [truth().title, truth().abstract, truth().doi, ...truth().authors]) expect(page1, expected).toContain(squash(expected));
  });

  it("numbers every body line in the left margin, 1, 2, 3, ... as separate items", () => {
    const numbers = items.filter(isLineNumber).map((i) => Number(i.str));
    expect(numbers.length).toBeGreaterThan(40);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const bodyLines = items.filter((i) => isSize(i, PREPRINT_BODY_SIZE) && x(i) >= PREPRINT_TEXT_LEFT);
    expect(bodyLines.every((i) => !/^\d+\s/.test(i.str) || x(i) >= PREPRINT_TEXT_LEFT)).toBe(true);
    expect(numbers.length).toBeGreaterThanOrEqual(bodyLines.length);
  });

  it("has the listed body sentences crossing line and page breaks, and its hyphenation", () => {
    const stream = bodyStream(items, (i) => isSize(i, PREPRINT_BODY_SIZE) && !isLineNumber(i));
    const crossed = crossedBreaks(truth().bodySentences, stream);
    expect(crossed.line).toBeGreaterThanOrEqual(2);
    expect(crossed.page).toBeGreaterThanOrEqual(1);
    for (const word of truth().hyphenatedWords) expect(findSplit(items, word, false), word).toBe(true);
    for (const word of truth().keptHyphenWords) expect(findSplit(items, word, true), word).toBe(true);
    expect(unexplainedLineEndHyphens(items, truth())).toEqual([]);
  });

  it("prints headers, footers, sections and references", () => {
    for (const line of truth().noiseLines) expect(items.some((i) => i.str === line), line).toBe(true);
    for (const section of truth().sections) {
      const text = section.number ? `${section.number} ${section.heading}` : section.heading;
      expect(items.some((i) => i.str === text), text).toBe(true);
    }
    const everything = squash(items.filter((i) => !isLineNumber(i)).map((i) => i.str).join(""));
    for (const reference of truth().references) expect(everything, reference).toContain(squash(reference));
  });
});

describe("damaged, protected and unusual files", () => {
  it("encrypted.pdf refuses to open without its user password and opens with it", async () => {
    expect((await openingError(set.encrypted))?.name).toBe("PasswordException");
    expect((await openingError(set.encrypted, "wrong password"))?.name).toBe("PasswordException");
    await withPdf(
      set.encrypted,
      async (pdf) => {
        expect(pdf.numPages).toBe(set.truth.pageCount);
        const page1 = squash((await allItems(pdf)).filter((i) => i.page === 1).map((i) => i.str).join(""));
        expect(page1).toContain(squash(set.truth.title));
      },
      set.encryptedPassword,
    );
  });

  it("owner-only.pdf opens without a password but reports restricted permissions", async () => {
    await withPdf(set.ownerOnly, async (pdf) => {
      expect(pdf.numPages).toBe(set.truth.pageCount);
      const permissions = await pdf.getPermissions();
      expect(permissions).not.toBeNull();
      expect(permissions!.has(0x10)).toBe(false); // PermissionFlag.COPY
      const page1 = squash((await allItems(pdf)).filter((i) => i.page === 1).map((i) => i.str).join(""));
      expect(page1).toContain(squash(set.truth.title));
    });
  });

  it("truncated.pdf fails with an error", async () => {
    expect(fs.statSync(set.truncated).size).toBe(Math.floor(fs.statSync(set.twoColumn).size * 0.6));
    const error = await openingError(set.truncated);
    expect(error).toBeInstanceOf(Error);
    expect(error!.name).toBe("InvalidPDFException"); // pdf.js 6.5: the xref, trailer and catalog are all past the cut
  });

  it("textless.pdf has one page with drawings but no text items", async () => {
    await withPdf(set.textless, async (pdf) => {
      expect(pdf.numPages).toBe(1);
      const page = await pdf.getPage(1);
      expect((await page.getTextContent()).items).toHaveLength(0);
      expect((await page.getOperatorList()).fnArray.length).toBeGreaterThan(50);
    });
  });

  it("empty.pdf and not-a-pdf.pdf are rejected as invalid PDFs", async () => {
    const empty = await openingError(set.empty);
    expect(empty?.name).toBe("InvalidPDFException");
    expect(empty?.message).toMatch(/empty/);
    expect((await openingError(set.notPdf))?.name).toBe("InvalidPDFException");
  });
});
