import type { ImportResult, ImportSummary } from "../../../contract/papers.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { CLI_HINTS } from "../errorHints.ts";

/** Exit code when some files failed and the rest were imported: scripts can tell it from a crash (1). */
export const EXIT_SOME_FAILED = 2;

export const importCommand: CliCommand = {
  path: ["import"],
  summary: "Import PDF files and folders (searched recursively for *.pdf) into the library.",
  usage: "<files|folders>...",
  options: { password: { type: "string" } },
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    if (positionals.length === 0) throw new UsageError("Name at least one PDF file or folder to import.");
    let summary: ImportSummary | undefined;
    const results = await core().services.library.importPapers(positionals, {
      password: values.password as string | undefined,
      onProgress(event) {
        if (event.type === "started" && !json) io.stderr(`[${event.index + 1}/${event.total}] ${event.file}\n`);
        // One line per file as it finishes, so a long batch can be followed (or piped) live.
        if (event.type === "finished") io.stdout((json ? JSON.stringify(event.result) : describeResult(event.result)) + "\n");
        if (event.type === "summary") summary = event.summary;
      },
    });
    if (results.length === 0) io.stderr(`No PDF files found in ${positionals.join(", ")}.\n`);
    if (!json && summary) io.stdout(describeSummary(summary) + "\n");
    return results.some((r) => r.status === "failed") ? EXIT_SOME_FAILED : 0;
  },
};

function describeResult(result: ImportResult): string {
  if (result.status === "imported") return `imported   #${result.paperId}  ${result.file} (${result.pages} pages)`;
  if (result.status === "duplicate") return `duplicate  #${result.paperId}  ${result.file} (already in the library)`;
  const hint = result.error ? CLI_HINTS[result.error.name] : undefined;
  return `FAILED     ${result.error?.name}: ${result.error?.message}${hint ? ` ${hint}` : ""}`;
}

function describeSummary(s: ImportSummary): string {
  const rate = s.seconds > 0 && s.pages > 0 ? `, ${(s.pages / s.seconds).toFixed(1)} pages/s` : "";
  return `${s.imported} imported, ${s.duplicate} already in the library, ${s.failed} failed; ${s.pages} pages in ${s.seconds.toFixed(1)} s${rate}.`;
}
