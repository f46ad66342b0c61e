import { SPLIT_NAMES, type SplitName } from "../../../contract/exportFormat.ts";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import { splitByPaper } from "../splitByPaper.ts";
import { cardFigures } from "./cardFigures.ts";
import { datasetCard } from "./datasetCard.ts";
import type { FolderFormatWriter } from "./FormatWriter.ts";
import { hfParquet, hfRow } from "./hfRows.ts";

/**
 * A folder ready to upload as a Hugging Face dataset: `data/{train,validation,test}` as Parquet
 * (what the Hub's viewer and `load_dataset` read, typed) and as JSONL (for tools without
 * Parquet), split by paper, a README.md dataset card, and the evaluation report as report.json
 * with its charts in figures/.
 */
export const huggingFace: FolderFormatWriter = {
  kind: "folder",
  format: "huggingface",
  write(records, output, context) {
    const { splitOf, counts } = splitByPaper(records, context.options.split);
    const bySplit: Record<SplitName, QaRecord[]> = { train: [], validation: [], test: [] };
    for (const record of records) bySplit[splitOf.get(record.paper.id)!].push(record);
    const parquetBytes = { train: 0, validation: 0, test: 0 };
    for (const split of SPLIT_NAMES) {
      const rows = bySplit[split].map(hfRow);
      const parquet = hfParquet(rows);
      parquetBytes[split] = parquet.byteLength;
      output.writeFile(`data/${split}.parquet`, parquet);
      output.writeFile(`data/${split}.jsonl`, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
    }
    output.writeFile("README.md", datasetCard(records, { splits: counts, splitOf, parquetBytes, duplicatesRemoved: context.duplicatesRemoved, options: context.options, report: context.report }));
    if (context.report) {
      output.writeFile("report.json", `${JSON.stringify(context.report, null, 2)}\n`);
      for (const figure of cardFigures(context.report)) output.writeFile(figure.file, figure.svg);
    }
    return { records: records.length, omitted: 0, splits: counts };
  },
  preview: (records) => records.map((r) => `${JSON.stringify(hfRow(r))}\n`).join(""),
};
