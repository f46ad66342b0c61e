import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

const MB = 1024 * 1024;

/**
 * What the stream budget (layout/streamBudget.ts) found past a budget, as this error names it:
 * which limit (and its bytes), and where in the file the stream starts.
 */
export interface StreamOverBudget {
  limit: "stream" | "file";
  bytes: number;
  offset: number;
}

/**
 * A compressed stream of the PDF (page contents, a font, an object stream) unpacks to more than
 * Distillate reads of one stream, or all of them together to more than of one file: found before
 * pdf.js reads the file, which would hold and read all of it (a "compression bomb").
 */
export class PdfUnpacksTooLargeError extends PdfImportError {
  override readonly name = "PdfUnpacksTooLargeError";
  /** Where in the file the stream that passed the limit starts (bytes). */
  readonly offset: number;
  constructor(file: string, over: StreamOverBudget) {
    const what =
      over.limit === "stream"
        ? `a stream in it (at byte ${over.offset}) unpacks to more than the ${over.bytes / MB} MB Distillate reads of one stream`
        : `its streams unpack to more than the ${over.bytes / MB} MB Distillate reads of one PDF together (passed at byte ${over.offset})`;
    const rest = `${what}. The file is damaged or made to exhaust memory; export or download it again.`;
    super(file, `Cannot read ${shownName(file)}: ${rest}`, `Not read: ${rest}`);
    this.offset = over.offset;
  }
}
