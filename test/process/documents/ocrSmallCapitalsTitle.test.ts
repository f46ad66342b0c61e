// A title printed in small capitals (each word's capital at full height, the other letters as
// capitals about three quarters as tall) is read by tesseract all in capitals: "PAPER PLAIN:
// READING ...", where a text layer of such a title reads "Paper Plain: Reading ...". The scan's
// letters, measured one by one, show the two heights, so the title gets the case the print shows.
// A title printed in capitals throughout stays in capitals: its letters are of one height. A title
// whose first words are small capitals and the rest ordinary mixed case on the same line gets the
// small capitals recased and the ordinary words left as read.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { smallCapitalsTitle } from "../../support/smallCapitalsTitlePdfs.ts";

describe("a scanned title printed in small capitals", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  const cases = [
    ["Paper Plain: Reading Medical Papers of Today", "small capitals", 300, "Times-Bold"],
    ["Paper Plain: Reading Medical Papers of Today", "small capitals", 200, "Times-Bold"],
    ["Quantum Jumps in Trapped Ion Chains", "small capitals", 300, "Helvetica-Bold"],
    ["Paper Plain: Reading Medical Papers of Today", "capitals", 300, "Times-Bold"],
    ["Quantum Jumps in Trapped Ion Chains", "capitals", 200, "Helvetica-Bold"],
    // Small capitals up to the colon, mixed case after, on one line: the first words alone are recased.
    ["Paper Plain: Rethinking Medical Papers", "small capitals to the colon", 300, "Times-Bold"],
    ["Paper Plain: Rethinking Medical Papers", "small capitals to the colon", 200, "Times-Bold"],
    ["Field Notes: Mapping Coral Reefs", "small capitals to the colon", 300, "Helvetica-Bold"],
  ] as const;
  for (const [title, printed, dpi, font] of cases) {
    it(`reads "${title}" printed in ${printed} (${font}) as the print shows at ${dpi} dpi`, async () => {
      const page = await smallCapitalsTitle(title, printed, font);
      const read = await pool.parse(await scannedPdf(page.bytes, { dpi, pages: [1] }), { file: "small-capitals.pdf", ocr: { languages: ["eng"] } });
      expect(read.title).toBe(page.title);
      expect(read.authors).toEqual(page.authors);
    }, 240_000);
  }
});
