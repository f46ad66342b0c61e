import type { Bbox, Block, Line, Paragraph, Symbol as OcrSymbol, Word } from "tesseract.js";

/** Tesseract's hOCR line classes: a line of text, a heading, a caption, a line floating beside the text. */
const LINE_CLASSES = new Set(["ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * What the tesseract command wrote of a page (hOCR with `hocr_char_boxes=1`, and its TSV for the
 * words' confidences) in the structure tesseract.js gives, so the same reading rules read both:
 * blocks, paragraphs, lines with their baseline and row measures (x_size, x_ascenders,
 * x_descenders: tesseract.js's rowAttributes), words with their boxes and confidence, symbols with
 * their boxes. hOCR rounds a word's confidence down to a whole number where tesseract.js rounds it
 * to the nearest, and has none for a line: the TSV's are taken when it lists the same words, and a
 * line's confidence is its words' mean, as tesseract computes it.
 */
export function hocrBlocks(hocr: string, tsv = ""): Block[] {
  const blocks: Block[] = [];
  const words: Word[] = [];
  let paragraph: Paragraph | null = null;
  let line: Line | null = null;
  let word: Word | null = null;
  let symbol: OcrSymbol | null = null;
  // Which element each open tag started, so a closing tag ends the right one.
  const open: string[] = [];
  for (const match of hocr.matchAll(/<(\/?)(div|p|span)\b([^>]*)>|([^<]+)/g)) {
    const [, closing, , attributes, text] = match;
    if (text !== undefined) {
      if (symbol) symbol.text += unescape(text);
      continue;
    }
    if (closing) {
      const kind = open.pop();
      if (kind === "symbol" && symbol && word) word.symbols.push(symbol), (symbol = null);
      else if (kind === "word" && word && line) finishWord(word, line, words), (word = null);
      else if (kind === "line" && line && paragraph) paragraph.lines.push(finishLine(line)), (line = null);
      else if (kind === "paragraph" && paragraph) blocks.at(-1)?.paragraphs.push(paragraph), (paragraph = null);
      continue;
    }
    const kind = /\bclass=['"]([^'"]+)['"]/.exec(attributes ?? "")?.[1] ?? "";
    const title = parseTitle(/\btitle=(?:'([^']*)'|"([^"]*)")/.exec(attributes ?? "")?.slice(1).find((t) => t !== undefined) ?? "");
    if (kind === "ocr_carea") {
      blocks.push({ paragraphs: [], text: "", confidence: 0, bbox: title.bbox, blocktype: "FLOWING_TEXT" } as unknown as Block);
      open.push("block");
    } else if (kind === "ocr_par") {
      paragraph = { lines: [], text: "", confidence: 0, bbox: title.bbox, is_ltr: !/\bdir=['"]rtl/.test(attributes ?? "") };
      open.push("paragraph");
    } else if (LINE_CLASSES.has(kind)) {
      line = { words: [], text: "", confidence: 0, bbox: title.bbox, baseline: baselineOf(title), rowAttributes: { rowHeight: title.numbers("x_size")[0] ?? 0, ascenders: title.numbers("x_ascenders")[0] ?? 0, descenders: title.numbers("x_descenders")[0] ?? 0 } };
      open.push("line");
    } else if (kind === "ocrx_word") {
      word = { symbols: [], choices: [], text: "", confidence: title.numbers("x_wconf")[0] ?? 0, bbox: title.bbox, font_name: "" };
      open.push("word");
    } else if (kind === "ocrx_cinfo") {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = title.numbers("x_bboxes");
      symbol = { text: "", confidence: title.numbers("x_conf")[0] ?? 0, bbox: { x0, y0, x1, y1 }, is_superscript: false, is_subscript: false, is_dropcap: false };
      open.push("symbol");
    } else open.push("other");
  }
  const exact = tsvConfidences(words, tsv);
  const mean = (of: readonly Word[]) => (of.length === 0 ? 0 : Math.round(of.reduce((sum, w) => sum + (exact.get(w) ?? w.confidence), 0) / of.length));
  for (const block of blocks) {
    for (const p of block.paragraphs) {
      for (const l of p.lines) l.confidence = mean(l.words);
      // As tesseract ends a paragraph's text: its last line with a blank line after it.
      if (p.lines.length > 0) p.lines.at(-1)!.text += "\n";
      p.text = p.lines.map((l) => l.text).join("");
      p.confidence = mean(p.lines.flatMap((l) => l.words));
    }
    block.text = block.paragraphs.map((p) => p.text).join("");
    block.confidence = mean(block.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  }
  return blocks.filter((b) => b.paragraphs.length > 0);
}

interface Title {
  bbox: Bbox;
  numbers: (key: string) => number[];
}

/** An hOCR title: "bbox 184 539 394 581; baseline 0.001 -18; x_size 90; ...". */
function parseTitle(title: string): Title {
  const fields = new Map<string, number[]>();
  for (const part of title.split(";")) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key) fields.set(key, values.map(Number).filter(Number.isFinite));
  }
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = fields.get("bbox") ?? [];
  return { bbox: { x0, y0, x1, y1 }, numbers: (key) => fields.get(key) ?? [] };
}

/**
 * hOCR's baseline is a slope and an offset from the box's bottom-left corner; tesseract.js gives
 * its two ends across the line's box. A line without one (text turned sideways) sits on its box's bottom.
 */
function baselineOf({ bbox, numbers }: Title): Line["baseline"] {
  const [slope = 0, offset = 0] = numbers("baseline");
  const at = (x: number) => Math.round(bbox.y1 + offset + slope * (x - bbox.x0));
  return { x0: bbox.x0, y0: at(bbox.x0), x1: bbox.x1, y1: at(bbox.x1) };
}

function finishWord(word: Word, line: Line, words: Word[]): void {
  word.text = word.symbols.map((s) => s.text).join("");
  word.choices = [{ text: word.text, confidence: word.confidence }];
  line.words.push(word);
  words.push(word);
}

function finishLine(line: Line): Line {
  line.text = `${line.words.map((w) => w.text).join(" ")}\n`;
  return line;
}

/**
 * The TSV's word confidences (to a millionth), when its words are hOCR's: each word takes its own
 * rounded as tesseract.js rounds it, and the exact ones are given back for the lines' means.
 */
function tsvConfidences(words: Word[], tsv: string): Map<Word, number> {
  const exact = new Map<Word, number>();
  const rows = tsv
    .split("\n")
    .map((row) => row.split("\t"))
    .filter((cells) => cells[0] === "5" && cells.length >= 12 && cells[11]!.trim());
  if (rows.length !== words.length || rows.some((cells, i) => cells[11] !== words[i]!.text)) return exact;
  rows.forEach((cells, i) => {
    const confidence = Number(cells[10]);
    if (!Number.isFinite(confidence) || confidence < 0) return;
    words[i]!.confidence = Math.round(confidence);
    exact.set(words[i]!, confidence);
  });
  return exact;
}

function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
