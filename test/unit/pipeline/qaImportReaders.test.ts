import { describe, expect, it } from "vitest";
import { CsvRecordSplitter } from "../../../src-main/core/qaImport/CsvRecordSplitter.ts";
import type { FileRecord, RecordSplitter } from "../../../src-main/core/qaImport/FileRecord.ts";
import { JsonArraySplitter } from "../../../src-main/core/qaImport/JsonArraySplitter.ts";
import { JsonLineSplitter } from "../../../src-main/core/qaImport/JsonLineSplitter.ts";
import { parseCsvRecords } from "../../../src-main/core/qaImport/parseCsv.ts";
import { QA_IMPORT_LIMITS } from "../../../src-main/core/qaImport/qaImportLimits.ts";

// The import reads a file in chunks of bytes: a record must read the same wherever the chunks
// are cut (inside a string, between the two bytes of "é", between "\r" and "\n", after a
// backslash), or a large file would read differently from a small one.

/** The records of `bytes` cut into chunks at `cuts` (offsets). */
function read(make: () => RecordSplitter, bytes: Buffer, cuts: number[] = []): FileRecord[] {
  const splitter = make();
  const out: FileRecord[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    splitter.push(bytes.subarray(from, cut), out);
    from = cut;
  }
  splitter.end(out);
  return out;
}

/** Reads `text` whole, then cut once at every offset and in single bytes: every reading must agree. */
function readEverywhere(make: () => RecordSplitter, text: string): FileRecord[] {
  const bytes = Buffer.from(text, "utf8");
  const whole = read(make, bytes);
  for (let cut = 1; cut < bytes.length; cut++) expect(read(make, bytes, [cut]), `cut at byte ${cut}`).toEqual(whole);
  expect(read(make, bytes, Array.from({ length: bytes.length - 1 }, (_, i) => i + 1)), "byte by byte").toEqual(whole);
  return whole;
}

describe("the JSON Lines reader", () => {
  it("reads lines with escapes, CRLF, blank lines and multibyte text alike however the file is cut", () => {
    const text = `{"question":"Why \\"é\\"?","answer":"[1, {2}]\\\\"}\r\n\n  \r\n{"question":"Q2","answer":"A2"}\n{broken\n[1,2]\n{"q":"last"}`;
    expect(readEverywhere(() => new JsonLineSplitter(QA_IMPORT_LIMITS), text)).toEqual([
      { row: 1, record: { question: 'Why "é"?', answer: "[1, {2}]\\" } },
      { row: 4, record: { question: "Q2", answer: "A2" } },
      { row: 5, record: null, error: "the line is not valid JSON" },
      { row: 6, record: null, error: "the line is not a JSON object" },
      { row: 7, record: { q: "last" } },
    ]);
  });

  it("leaves out a line nested past the limit or longer than a row may be, without holding it", () => {
    const limits = { rowBytes: 64, jsonDepth: 3 };
    const text = `{"a":[[[1]]]}\n{"a":[[1]]}\n{"a":"${"x".repeat(100)}"}\n{"a":"[[[[\\"]]]]"}\n`;
    expect(readEverywhere(() => new JsonLineSplitter(limits), text)).toEqual([
      { row: 1, record: null, error: "it is nested more than 3 levels deep" },
      { row: 2, record: { a: [[1]] } },
      { row: 3, record: null, error: "the line is 108 bytes, more than the 64 bytes a row may be" },
      // Brackets inside a string are text, not nesting.
      { row: 4, record: { a: '[[[["]]]]' } },
    ]);
  });
});

describe("the JSON array reader", () => {
  it("finds every item's end across chunks: strings holding brackets, commas and escaped quotes, numbers, nesting", () => {
    const text = ` [ {"question":"a, \\"b\\" ]} [","answer":{"x":[1,2,{"y":"}"}]}} ,\n 42,"text", {"q":"é"} ,[],{"z":-1.5e3},null ] \n`;
    expect(readEverywhere(() => new JsonArraySplitter(QA_IMPORT_LIMITS), text)).toEqual([
      { row: 1, record: { question: 'a, "b" ]} [', answer: { x: [1, 2, { y: "}" }] } } },
      { row: 2, record: null, error: "the item is not a JSON object" },
      { row: 3, record: null, error: "the item is not a JSON object" },
      { row: 4, record: { q: "é" } },
      { row: 5, record: null, error: "the item is not a JSON object" },
      { row: 6, record: { z: -1500 } },
      { row: 7, record: null, error: "the item is not a JSON object" },
    ]);
  });

  it("reads a repeated item once and hands the same record for each", () => {
    const records = read(() => new JsonArraySplitter(QA_IMPORT_LIMITS), Buffer.from(`[{"q":1},{"q":1},{"q":2}]`));
    expect(records.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(records[0]!.record).toBe(records[1]!.record);
    expect(records[2]!.record).toEqual({ q: 2 });
  });

  it("leaves out items too large or too deep, and refuses a file that is not one well-formed array", () => {
    const limits = { rowBytes: 32, jsonDepth: 2 };
    expect(readEverywhere(() => new JsonArraySplitter(limits), `[{"a":[[1]]},{"a":"${"x".repeat(40)}"},{"a":[1]}]`)).toEqual([
      { row: 1, record: null, error: "it is nested more than 2 levels deep" },
      { row: 2, record: null, error: "the item is 48 bytes, more than the 32 bytes a row may be" },
      { row: 3, record: { a: [1] } },
    ]);
    const refused = (text: string) => () => read(() => new JsonArraySplitter(QA_IMPORT_LIMITS), Buffer.from(text));
    expect(refused(`{"question":"Q"}`)).toThrow("its JSON is not an array of records");
    expect(refused(``)).toThrow("it is empty, not a JSON array of records");
    expect(refused(`[{"q":1},{"q":2}`)).toThrow("it ends before its array is closed, after 2 item(s)");
    expect(refused(`[{"q":1} {"q":2}]`)).toThrow('item 1 is followed by "{" where a comma or "]" belongs');
    expect(refused(`[{"q":1}] x`)).toThrow("there is more after its array ends");
    // A comma before the "]" is read past: nothing is lost by it.
    expect(read(() => new JsonArraySplitter(QA_IMPORT_LIMITS), Buffer.from(`[{"q":1},]`))).toHaveLength(1);
  });
});

describe("the CSV reader", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and multibyte text alike however the file is cut", () => {
    const text = `question,answer,n\r\n"Why, ""é""?","Line one\r\nline two",1\r\n\r\nplain,"",2\n"x"y,z,3\n"q","a"`;
    expect(readEverywhere(() => new CsvRecordSplitter(QA_IMPORT_LIMITS), text)).toEqual([
      { row: 1, record: { question: 'Why, "é"?', answer: "Line one\r\nline two", n: "1" } },
      { row: 2, record: { question: "plain", answer: "", n: "2" } },
      // Characters after a closing quote are kept, as before.
      { row: 3, record: { question: "xy", answer: "z", n: "3" } },
      { row: 4, record: { question: "q", answer: "a", n: "" } },
    ]);
  });

  it("leaves out a row with a stray quote, more fields than the header or more bytes than a row may be", () => {
    const limits = { rowBytes: 24, csvColumns: 5 };
    const text = `q,a\nab"c,d\n1,2,3\n"${"x".repeat(30)}",y\nok,fine\n`;
    expect(readEverywhere(() => new CsvRecordSplitter(limits), text)).toEqual([
      { row: 1, record: null, error: "a quote inside an unquoted field (line 2)" },
      { row: 2, record: null, error: "3 fields where the header names 2" },
      { row: 3, record: null, error: "the row is 34 bytes, more than the 24 bytes a row may be" },
      { row: 4, record: { q: "ok", a: "fine" } },
    ]);
  });

  it("refuses a header wider than the limit and a quote never closed", () => {
    const limits = { rowBytes: 1024, csvColumns: 3 };
    expect(() => read(() => new CsvRecordSplitter(limits), Buffer.from("a,b,c,d\n1,2,3,4\n"))).toThrow("its header names 4 columns, more than the 3 an import reads");
    expect(() => read(() => new CsvRecordSplitter(limits), Buffer.from('q,a\n1,"open\n2,3\n'))).toThrow("a quoted field that opens on line 2 is never closed");
  });

  it("reads a text held in memory the same way (parseCsvRecords), a byte-order mark dropped", () => {
    expect(parseCsvRecords('\ufeffq,a\n"1,5",x\n')).toEqual([{ q: "1,5", a: "x" }]);
  });
});
