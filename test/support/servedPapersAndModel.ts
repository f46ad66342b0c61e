import path from "node:path";
import { writeGeneratedPdfs } from "./generatedPdfs.ts";
import { writeTinyModel } from "./llmFixtures.ts";
import { useServedApp } from "./servedApp.ts";

/**
 * The app served over an empty library, with what a researcher brings on their first day waiting
 * beside it: the generated PDFs (plain, protected, broken) and a small GGUF file to add as a model.
 */
export function useServedPapersAndModel() {
  return useServedApp(async ({ work }) => ({
    pdfs: await writeGeneratedPdfs(path.join(work, "pdfs")),
    modelFile: writeTinyModel(work, "tiny-test.gguf", { contextLength: 8192 }),
  }));
}
