import { textCount, type DatasetSummary, type DatasetText } from "../../../contract/datasets.ts";
import type { CliIo } from "../CliCommand.ts";

/** One dataset in a line: "chemlit.csv  204 texts, 211 QAs". */
export function describeDataset(dataset: DatasetSummary): string {
  return `${dataset.name}  ${textCount(dataset.texts)}, ${dataset.qas.toLocaleString("en-US")} ${dataset.qas === 1 ? "QA" : "QAs"}`;
}

/** `distillate papers --dataset <name>`: the dataset's texts in its order, with the ids `show` takes; exit code 1 when there is no such dataset. */
export function listDatasetTexts(io: CliIo, json: boolean, dataset: string, texts: DatasetText[]): number {
  if (json) {
    io.stdout(JSON.stringify(texts, null, 2) + "\n");
    return texts.length === 0 ? 1 : 0;
  }
  if (texts.length === 0) {
    io.stderr(`No imported dataset is named "${dataset}". "distillate papers" lists the imported datasets under the papers.\n`);
    return 1;
  }
  const idWidth = Math.max(2, ...texts.map((t) => String(t.id).length));
  io.stdout(
    [`${dataset}: ${textCount(texts.length)} (open one with: distillate show <id>)`, `${"id".padStart(idWidth)}  QAs  text`, ...texts.map((t) => `${String(t.id).padStart(idWidth)}  ${String(t.qas).padStart(3)}  ${t.name}`)].join("\n") + "\n",
  );
  return 0;
}
