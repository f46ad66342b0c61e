// What to type next, printed by the CLI after an error's message. Core messages stay free of
// command lines (the desktop app shows them too); a hint lives here, keyed by the error's `name`.
const EXPORT_ELSEWHERE = `Pass --out a file outside the data folder, e.g. --out ~/datasets/qa.jsonl ("distillate db info" shows where the library is).`;

export const CLI_HINTS: Readonly<Record<string, string>> = {
  RunNotFoundError: `"distillate runs" lists the runs and their ids.`,
  RunNotExecutingError: `"distillate runs <id>" shows its state; "distillate resume <id>" continues it.`,
  RunModelUnavailableError: `"distillate models add <file>" registers the file; "distillate retry <id> --model <id|file>" retries the failed items with another model.`,
  NothingToRetryError: `"distillate runs <id>" lists the run's items and why each yielded nothing.`,
  InvalidStrategySettingsError: `Pass settings as JSON, e.g. --settings '{"hop": "multi"}'; docs/generating.md lists each strategy's settings.`,
  // The check names the run form's fields; a CLI user needs the option or settings key of each.
  RunBlockedError: `Change what the check names ("Context size" is --context-size; "Output tokens" is --settings '{"maxTokens": <n>}', and each method's other settings are in docs/generating.md), or pass --force to start the run anyway.`,
  PaperNotFoundError: `"distillate papers" lists the papers of this library.`,
  PasswordRequiredError: "Pass its password with --password.",
  // "Settings" in the message is the desktop app's: the CLI has none, and reads the same library's.
  NoTextLayerError: `OCR is turned on in the desktop app's Settings, for this library (the CLI reads the same settings); then run "distillate import <file>" again.`,
  ZoteroExportUnreadableError: `In Zotero, use File > Export Library… (or a collection's Export…) with the format BibTeX and "Export Files" ticked, then run "distillate import --from-zotero <that file>".`,
  DamagedLibraryError: `Meanwhile "--data-dir <folder>" opens, or starts, a library in another folder.`,
  NoHomeFolderError: `Or pass "--data-dir <folder>" to each command (or set HOME to your home folder's full path).`,
  ModelNotFoundError: `"distillate models list" shows the registered models and their ids.`,
  ModelMemoryBudgetError: `"distillate runs" shows which runs are still going; wait for them or pause one, or pick a smaller model ("distillate models list").`,
  ModelDownloadError: `If the server cannot be reached from this machine, download the .gguf file another way and register it with "distillate models add <file>".`,
  CorruptGgufError: `"distillate models catalog" lists recommended models; "distillate models download <uri>" fetches one.`,
  InvalidHyperparameterError: `"distillate models catalog" lists recommended models; "distillate models download <uri>" fetches one.`,
  LlamaAbortError: `"distillate models catalog" lists recommended models; "distillate models download <uri>" fetches one.`,
  PdfChangedError: `Then run "distillate import <file>" again.`,
  ModelFileChangedError: `Wait until the file is fully written, then run "distillate models add <file>" again.`,
  PreviousDownloadMismatchError: `"distillate models remove <id> --delete-file" removes that model and its file; then run the download again.`,
  NoPapersToAskError: `"distillate import <files|folders>" adds papers; "distillate papers" lists them.`,
  AskContextTooSmallError: `Pass --model a model with a larger context, or a smaller --max-answer-tokens.`,
  AskAnswerNotFoundError: `"distillate ask --json" prints each answer's id.`,
  ExportOverwritesLibraryError: EXPORT_ELSEWHERE,
  ExportInsideDataDirError: EXPORT_ELSEWHERE,
  ExportTargetIsFolderError: "Pass --out a file name, e.g. --out ~/datasets/qa.jsonl (beir and huggingface write folders).",
  ExportTargetNotAFileError: "Pass --out the name of a regular file (or of a new one), e.g. --out ~/datasets/qa.jsonl.",
  ExportTargetBrokenLinkError: "Point the link at an existing file, or pass --out the file itself.",
  ExportTargetIsFileError: "Pass --out the name of a new folder, e.g. --out ~/datasets/my-dataset.",
  ExportFolderNotEmptyError: "Pass --out the name of a new folder, or of an earlier export of the same format.",
  ExportFolderChangedError: "Pass --out the name of a new folder, or move your changes out of that one first.",
  ExportFolderOtherKindError: "Pass --out the name of a new folder, or of an earlier export of the same format.",
  ExportFolderUnverifiedError: "Pass --out the name of a new folder; Distillate never deletes that one, so remove it yourself if you no longer need it.",
  ExportReportFileTakenError: "Pass --out another name, or move the file that holds <out>.report.json's place.",
  ExportTargetReadOnlyError: "Choose a writable place for --out, or make the target writable (chmod u+w).",
};
