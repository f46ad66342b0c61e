// What to type next, printed by the CLI after an error's message. Core messages stay free of
// command lines (the desktop app shows them too); a hint lives here, keyed by the error's `name`.
export const CLI_HINTS: Readonly<Record<string, string>> = {
  ModelNotFoundError: `"distillate models list" shows the registered models and their ids.`,
  ModelDownloadError: `If the server cannot be reached from this machine, download the .gguf file another way and register it with "distillate models add <file>".`,
  PreviousDownloadMismatchError: `"distillate models remove <id> --delete-file" removes that model and its file; then run the download again.`,
};
