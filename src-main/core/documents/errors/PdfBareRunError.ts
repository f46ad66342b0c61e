import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

const MB = 1024 * 1024;

/** Where the first run over the bound starts (layout/bareRunBudget.ts), and how long it is (counted no further than needed). */
export interface BareRunOverBudget {
  offset: number;
  bytes: number;
}

/**
 * Outside its streams the PDF holds a run of more bytes than Distillate reads at once without a
 * line end (layout/bareRunBudget.ts): not laid out as a PDF is, and what pdf.js would read a
 * character at a time, without bound, if it had to rebuild the file's index.
 */
export class PdfBareRunError extends PdfImportError {
  override readonly name = "PdfBareRunError";
  /** Where in the file the run starts (bytes). */
  readonly offset: number;
  constructor(file: string, over: BareRunOverBudget, maxRun: number) {
    const rest =
      `from byte ${over.offset} it holds more than ${maxRun / MB} MB without a line break outside its streams, ` +
      "which no PDF is laid out with. The file is damaged or made to exhaust memory; export or download it again.";
    super(file, `Cannot read ${shownName(file)}: ${rest}`, `Not read: ${rest}`);
    this.offset = over.offset;
  }
}
