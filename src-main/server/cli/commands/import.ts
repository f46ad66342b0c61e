import type { ImportResult, ImportSummary, PageProgress, ZoteroEntryResult } from "../../../contract/importResults.ts";
import { ImportOptionsSchema } from "../../../contract/importResults.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { parseRequest } from "../requestOptions.ts";
import { CLI_HINTS } from "../errorHints.ts";
import { shownName } from "../../../contract/shownName.ts";
import { oneLine } from "../terminalText.ts";
import { counted } from "../../../contract/counted.ts";
import { EXIT_INTERRUPTED, untilStopped } from "../stopSignals.ts";

/** Exit code when some files failed and the rest were imported: scripts can tell it from a crash (1). */
export const EXIT_SOME_FAILED = 2;

const options = defineOptions({
  password: { type: "string", value: "<password>", help: "opens password-protected PDFs of this batch", default: "none: such files fail with a clear message", fills: "password" },
  "from-zotero": { type: "string", value: "<export.bib|export.json>", help: "import the PDFs a Zotero export names, with its metadata", default: "none" },
});

export const importCommand = defineCommand({
  path: ["import"],
  summary: "Import PDF files and folders (searched recursively for *.pdf) into the library; --from-zotero <export.bib|export.json> imports a Zotero export's PDFs with its metadata.",
  usage: "<files|folders>...",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const batch = parseRequest(ImportOptionsSchema, options, values);
    if (values["from-zotero"] !== undefined) {
      if (positionals.length > 0) throw new UsageError("Give either PDF files and folders or --from-zotero <export>, not both.");
      const results = await core().services.imports.importZotero(values["from-zotero"], batch);
      for (const result of results) io.stdout((json ? JSON.stringify(result) : oneLine(describeZoteroResult(result))) + "\n");
      if (!json) io.stdout(describeZoteroSummary(results) + "\n");
      return results.some((r) => r.status === "failed") ? EXIT_SOME_FAILED : 0;
    }
    if (positionals.length === 0) throw new UsageError("Name at least one PDF file or folder to import.");
    let summary: ImportSummary | undefined;
    let kept = 0;
    // Ctrl-C (or SIGTERM) stops the batch: the parses running are killed and not stored (each
    // paper is stored in one transaction, so none is half-written); the papers stored stay.
    const outcome = await untilStopped((signal) =>
      core().services.imports.importPapers(positionals, {
        ...batch,
        signal,
        onProgress(event) {
          // A parse the stop killed is not a failure of its file: it was not read.
          if (signal.aborted && event.type === "finished" && event.result.status === "failed") return;
          if (event.type === "finished" && event.result.status === "imported") kept++;
          if (event.type === "started" && !json) io.stderr(`[${event.index + 1}/${event.total}] ${oneLine(event.file)}\n`);
          if (event.type === "pages" && !json) io.stderr(`[${event.index + 1}/${event.total}] ${describePages(event.pages)}\n`);
          // One line per file as it finishes, so a long batch can be followed (or piped) live.
          if (event.type === "finished") io.stdout((json ? JSON.stringify(event.result) : oneLine(describeResult(event.result))) + "\n");
          // The pages of an imported scan OCR could not read (or read in part): the paper is kept,
          // and the line above says so; these say what of it is missing, where progress is told.
          if (event.type === "finished" && !json) for (const line of pageNotes(event.result)) io.stderr(oneLine(line) + "\n");
          if (event.type === "summary") summary = event.summary;
        },
      }),
    );
    if (outcome.stopped) {
      io.stderr(`Import stopped: ${kept} ${kept === 1 ? "paper" : "papers"} imported before the stop stay in the library (listed above); the rest were not read.\n`);
      return EXIT_INTERRUPTED;
    }
    const results = outcome.value;
    if (results.length === 0) io.stderr(`No PDF files found in ${positionals.map(shownName).join(", ")}.\n`);
    if (!json && summary) io.stdout(describeSummary(summary) + "\n");
    return results.some((r) => r.status === "failed") ? EXIT_SOME_FAILED : 0;
  },
});

export function describeResult(result: ImportResult): string {
  if (result.status === "imported") {
    const likely = result.likelyDuplicateOf;
    const note = likely ? `; likely the same paper as #${likely.paperId} “${likely.name}” (same ${likely.matchedBy === "text" ? "text" : "DOI"})` : "";
    return `imported   #${result.paperId}  ${result.file}${result.pages == null ? "" : ` (${counted(result.pages, "page")})`}${note}`;
  }
  if (result.status === "duplicate") return `duplicate  #${result.paperId}  ${result.file} (already in the library)`;
  const hint = result.error ? CLI_HINTS[result.error.name] : undefined;
  // The library's own words stay in a terminal's line, where they help a bug report.
  const detail = result.error?.detail ? ` [${result.error.detail}]` : "";
  return `FAILED     ${result.error?.name}: ${result.error?.message}${detail}${hint ? ` ${hint}` : ""}`;
}

/** "#7 scan.pdf: page 2 not read by OCR: its picture ..." for each page OCR could not read, or read only in part. */
function pageNotes(result: ImportResult): string[] {
  const unread = (result.ocrPagesUnread ?? []).map((p) => `#${result.paperId} ${result.file}: page ${p.page} not read by OCR: ${p.reason}`);
  const partly = (result.ocrPagesPartlyRead ?? []).map((p) => `#${result.paperId} ${result.file}: page ${p.page} read by OCR only in part: ${p.reason}`);
  return [...unread, ...partly];
}

/** "page 3 of 10 read (2 by OCR), about 40 s left" for a file OCR is reading. */
export function describePages(p: PageProgress): string {
  const left = p.secondsLeft === null || p.done >= p.total ? "" : `, about ${p.secondsLeft < 90 ? `${p.secondsLeft} s` : `${Math.round(p.secondsLeft / 60)} min`} left`;
  return `${p.done} of ${counted(p.total, "page")} read (${p.ocrPages} by OCR)${left}`;
}

/**
 * "3 imported, 0 already in the library, 0 failed; 42 pages in 8.1 s, 5.2 pages/s". A slow batch
 * (scans read by OCR) says seconds per page, where pages per second printed "0.0 pages/s"; one
 * page has no rate beside its time.
 */
export function describeSummary(s: ImportSummary): string {
  const perSecond = s.seconds > 0 ? s.pages / s.seconds : 0;
  const rate = s.pages < 2 || perSecond === 0 ? "" : perSecond >= 1 ? `, ${perSecond.toFixed(1)} pages/s` : `, ${(s.seconds / s.pages).toFixed(1)} s per page`;
  return `${s.imported} imported, ${s.duplicate} already in the library, ${s.failed} failed; ${counted(s.pages, "page")} in ${s.seconds.toFixed(1)} s${rate}.`;
}

function describeZoteroResult(result: ZoteroEntryResult): string {
  const fields = result.fields.length > 0 ? `; from Zotero: ${result.fields.join(", ")}` : "";
  if (result.status === "imported") return `imported   #${result.paperId}  ${result.entry}  ${result.file}${fields}`;
  if (result.status === "matched") return `matched    #${result.paperId}  ${result.entry}  (by ${result.matchedBy === "doi" ? "DOI" : "its PDF"}${fields})`;
  return `FAILED     ${result.entry}: ${result.error?.message}`;
}

function describeZoteroSummary(results: ZoteroEntryResult[]): string {
  const count = (status: ZoteroEntryResult["status"]) => results.filter((r) => r.status === status).length;
  return `${count("imported")} imported, ${count("matched")} matched to papers already in the library, ${count("failed")} failed, of ${results.length} Zotero items.`;
}
