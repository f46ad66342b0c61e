// How large the imported datasets' list grows with the library: COUNT one-text datasets (50,000 by
// default) stored on a real SQLite file through the import's own repository, then the whole list as
// main answers it in one (the repository's unchanged `listDatasets`, serialized), beside this
// checkout's pages (`datasets.listDatasetsPage`) and its refusal of the whole. Prints figures, asserts nothing.
//   node bench/datasetListAnswers.ts [count]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { allDatasets, DATASETS_PAGE_MAX } from "../src-main/contract/datasetListPages.ts";
import { formatBytes } from "../src-main/contract/numberWords.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { listDatasets } from "../src-main/core/db/repositories/datasets.ts";
import { buildManyDatasetsLibrary } from "../test/support/manyDatasetsLibrary.ts";

const count = Number(process.argv[2] ?? 50_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-dataset-list-"));
try {
  await buildManyDatasetsLibrary(path.join(work, "data"), count);
  const core = createCore({ dataDir: path.join(work, "data") });
  try {
    console.log(`the whole list in one answer (main's datasets.listDatasets): ${formatBytes(Buffer.byteLength(JSON.stringify(listDatasets(core.db()))))} for ${count.toLocaleString("en-US")} datasets`);
    let largest = 0;
    let pages = 0;
    const got = await allDatasets(async (after) => {
      const page = await core.services.datasets.listDatasetsPage({ after, limit: DATASETS_PAGE_MAX });
      largest = Math.max(largest, Buffer.byteLength(JSON.stringify(page)));
      pages++;
      return page;
    });
    console.log(`this checkout: datasets.listDatasetsPage: ${pages} pages, ${got.length.toLocaleString("en-US")} datasets, the largest ${formatBytes(largest)}`);
    const refusal = await core.services.datasets.listDatasets().then(
      () => "answered",
      (error: Error) => `refused: ${error.message}`,
    );
    console.log(`this checkout: datasets.listDatasets: ${refusal}`);
  } finally {
    await core.closeAsync();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
