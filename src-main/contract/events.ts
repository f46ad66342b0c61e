import { z } from "zod";
import { ImportProgressEventSchema } from "./importResults.ts";
import { RunProgressSchema } from "./runProgress.ts";
import { DownloadProgressSchema } from "./modelDownload.ts";
import { ModelLoadStateSchema } from "./llm.ts";
import { AppSettingsSchema } from "./settings.ts";
import { ErrorInfoSchema } from "./errors.ts";
import { JudgeProgressSchema } from "./judge.ts";
import { AskProgressSchema } from "./ask.ts";

/**
 * What the core tells every open window as it happens. The Electron bridge sends these on
 * EVENT_CHANNEL; the HTTP server streams them as server-sent events from /api/events. Views
 * treat "*.changed" events as "refetch what you show", so events stay small.
 */
export const AppEventSchema = z.discriminatedUnion("type", [
  /** After every finished item of a run executing in this process, and when it stops. */
  z.strictObject({ type: z.literal("run.progress"), progress: RunProgressSchema }),
  /** A run was planned, started, paused, cancelled, resumed or finished. */
  z.strictObject({ type: z.literal("runs.changed"), runId: z.number().int() }),
  /** A run executing in the background stopped with an error (also stored on the run). */
  z.strictObject({ type: z.literal("run.error"), runId: z.number().int(), error: ErrorInfoSchema }),
  /** The judge graded another QA (a run's judge stage or an evaluation), and when it stops. */
  z.strictObject({ type: z.literal("judge.progress"), progress: JudgeProgressSchema }),
  /** One file of an import batch started or finished; `batchId` is the one the caller passed. */
  z.strictObject({ type: z.literal("import.progress"), batchId: z.string(), event: ImportProgressEventSchema }),
  /** The import report changed other than file by file: a batch began or ended, a file was unlocked, finished batches were cleared. */
  z.strictObject({ type: z.literal("imports.changed") }),
  /** An answer started with "ask.start" was found, is being written (a few times a second), or ended. */
  z.strictObject({ type: z.literal("ask.progress"), progress: AskProgressSchema }),
  /** An answer was stored or kept as a QA. */
  z.strictObject({ type: z.literal("ask.changed"), answerId: z.number().int() }),
  /**
   * Papers were added, removed or changed. `paperIds` names them when the emitter knows; absent
   * means any paper may have changed (another process's writes, say). A view of one paper
   * refetches only when it is named or none is (`concernsPaper`); lists refetch on any.
   */
  z.strictObject({ type: z.literal("library.changed"), paperIds: z.array(z.number().int()).optional() }),
  /** The model registry changed (added, removed, hash finished). */
  z.strictObject({ type: z.literal("models.changed") }),
  z.strictObject({ type: z.literal("model.download"), progress: DownloadProgressSchema }),
  z.strictObject({ type: z.literal("model.downloadEnded"), uri: z.string(), error: ErrorInfoSchema.nullable() }),
  z.strictObject({ type: z.literal("model.load"), state: ModelLoadStateSchema }),
  /** Review decisions or corrections changed for these QAs. */
  z.strictObject({ type: z.literal("review.changed"), qaIds: z.array(z.number().int()) }),
  z.strictObject({ type: z.literal("settings.changed"), settings: AppSettingsSchema }),
  /**
   * A desktop menu item for the page to carry out: open the import or export flow, or show a
   * view. Only the Electron shell sends these, and only to its own window.
   */
  z.strictObject({ type: z.literal("ui.command"), command: z.enum(["import-files", "import-folder", "export", "navigate"]), view: z.enum(["library", "runs", "review", "export", "models", "settings"]).optional() }),
]);
export type AppEvent = z.infer<typeof AppEventSchema>;

export type LibraryChangedEvent = Extract<AppEvent, { type: "library.changed" }>;

/** The "library.changed" for these papers (none named: any may have changed). */
export function libraryChanged(paperIds?: readonly number[]): LibraryChangedEvent {
  return paperIds === undefined ? { type: "library.changed" } : { type: "library.changed", paperIds: [...paperIds] };
}

/** Whether a "library.changed" may concern this paper: it is named, or no paper is. */
export function concernsPaper(event: LibraryChangedEvent, paperId: number): boolean {
  return event.paperIds === undefined || event.paperIds.includes(paperId);
}

/** The IPC channel the main process sends events on. */
export const EVENT_CHANNEL = "distillate:event";

/** Where transports subscribe to the core's events. */
export interface AppEvents {
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: AppEvent) => void): () => void;
}
