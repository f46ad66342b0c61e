import fs from "node:fs";
import path from "node:path";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "./generatedPdfs.ts";

/**
 * A folder a researcher might point the importer at, with every kind of trouble in it:
 *
 *   tree/problems/{empty,encrypted,not-a-pdf,owner-only,textless,truncated}.pdf
 *   tree/two-column.pdf
 *   tree/zz/nested/Same Paper Again.PDF     byte-for-byte copy of two-column.pdf, upper-case extension
 *   tree/.cache/hidden.pdf                  hidden folder: never imported
 *   tree/notes.txt                          not *.pdf: skipped by the folder walk
 *   extra/preprint.download                 the line-numbered preprint, named without .pdf
 *   missing.pdf                             does not exist
 *
 * `batch` is what the user passes (the folder, the odd file, the missing one); `expected` lists
 * the files of the batch in the order the importer must report them.
 */
export async function writeImportTree(root: string) {
  const pdfs: GeneratedPdfSet = await writeGeneratedPdfs(path.join(root, "generated"));
  const tree = path.join(root, "tree");
  const place = (from: string, ...to: string[]) => {
    const target = path.join(tree, ...to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(from, target);
    return target;
  };
  const files = {
    empty: place(pdfs.empty, "problems", "empty.pdf"),
    encrypted: place(pdfs.encrypted, "problems", "encrypted.pdf"),
    notPdf: place(pdfs.notPdf, "problems", "not-a-pdf.pdf"),
    ownerOnly: place(pdfs.ownerOnly, "problems", "owner-only.pdf"),
    textless: place(pdfs.textless, "problems", "textless.pdf"),
    truncated: place(pdfs.truncated, "problems", "truncated.pdf"),
    twoColumn: place(pdfs.twoColumn, "two-column.pdf"),
    duplicate: place(pdfs.twoColumn, "zz", "nested", "Same Paper Again.PDF"),
    preprint: path.join(root, "extra", "preprint.download"),
    missing: path.join(root, "missing.pdf"),
  };
  place(pdfs.lineNumbered, ".cache", "hidden.pdf");
  fs.writeFileSync(path.join(tree, "notes.txt"), "reading list\n");
  fs.mkdirSync(path.dirname(files.preprint), { recursive: true });
  fs.copyFileSync(pdfs.lineNumbered, files.preprint);
  return {
    pdfs,
    files,
    batch: [tree, files.preprint, files.missing],
    expected: [files.empty, files.encrypted, files.notPdf, files.ownerOnly, files.textless, files.truncated, files.twoColumn, files.duplicate, files.preprint, files.missing],
  };
}
