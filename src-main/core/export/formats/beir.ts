import type { SplitName } from "../../../contract/exportFormat.ts";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import { splitByPaper } from "../splitByPaper.ts";
import { tableRowName } from "./contextText.ts";
import type { CorpusPassage, FolderFormatWriter } from "./FormatWriter.ts";

/** BEIR's name of each split's qrels file (it says "dev" where the Hub says "validation"). */
const QRELS_FILE: Record<SplitName, string> = { train: "qrels/train.tsv", validation: "qrels/dev.tsv", test: "qrels/test.tsv" };

/** The passages a QA's evidence quotes, each once: its relevant documents. */
function relevantPassages(record: QaRecord): number[] {
  return [...new Set(record.evidence.map((e) => e.paragraphId).filter((id): id is number => id !== null))];
}

/**
 * A document's text: a table's row is named by its table, as open-book contexts name it ("Table 1
 * (General information...), row 8: Authors: Kantarci; ..."). Alone, the row's cells do not say what
 * was counted or measured, which the caption does, and a retriever ranking the corpus needs it.
 */
function corpusText(passage: CorpusPassage): string {
  return passage.tableRow ? `${tableRowName(passage.tableRow.table, passage.tableRow.row)}: ${passage.text}` : passage.text;
}

const queryId = (record: QaRecord) => `q${record.id}`;
const docId = (passageId: number) => `p${passageId}`;

/**
 * A retrieval benchmark as BEIR lays it out: `corpus.jsonl` holds every passage of the exported
 * papers (the gold ones and all the others a retriever must rank below them), `queries.jsonl`
 * the questions, and `qrels/{train,dev,test}.tsv` which passages answer which question, split
 * by paper. QAs without a quoted passage (negatives, quotes that matched no passage) have no
 * relevant document and are left out.
 */
export const beir: FolderFormatWriter = {
  kind: "folder",
  format: "beir",
  write(records, output, context) {
    const usable = records.filter((r) => relevantPassages(r).length > 0);
    const { splitOf, counts } = splitByPaper(usable, context.options.split);
    const corpus: string[] = [];
    const paperIds = [...new Set(usable.map((r) => r.paper.id))].sort((a, b) => a - b);
    const titles = new Map(usable.map((r) => [r.paper.id, r.paper.title ?? ""]));
    for (const paperId of paperIds) {
      for (const passage of context.passages(paperId)) corpus.push(`${JSON.stringify({ _id: docId(passage.id), title: titles.get(paperId), text: corpusText(passage) })}\n`);
    }
    output.writeFile("corpus.jsonl", corpus.join(""));
    output.writeFile("queries.jsonl", usable.map((r) => `${JSON.stringify({ _id: queryId(r), text: r.question })}\n`).join(""));
    const qrels: Record<SplitName, string[]> = { train: [], validation: [], test: [] };
    for (const record of usable) {
      for (const passageId of relevantPassages(record)) qrels[splitOf.get(record.paper.id)!].push(`${queryId(record)}\t${docId(passageId)}\t1\n`);
    }
    for (const [split, file] of Object.entries(QRELS_FILE) as [SplitName, string][]) output.writeFile(file, `query-id\tcorpus-id\tscore\n${qrels[split].join("")}`);
    return { records: usable.length, omitted: records.length - usable.length, splits: counts };
  },
  preview: (records) =>
    records
      .filter((r) => relevantPassages(r).length > 0)
      .map((r) => `${JSON.stringify({ _id: queryId(r), text: r.question })}\n`)
      .join(""),
};
