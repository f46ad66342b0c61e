import type { CatalogEntry } from "@contract/modelCatalog.ts";
import type { DownloadProgress } from "@contract/modelDownload.ts";
import type { FitEstimate, ModelInfo, ModelRole } from "@contract/models.ts";
import type { BadgeTone } from "../../shared/Badge.tsx";
import { formatPercent } from "../../shared/format.ts";
import { formatBytes } from "@contract/numberWords.ts";

// What the Models view says about models, downloads and fit, as pure functions.

export const FIT_LABEL: Record<FitEstimate["verdict"], { text: string; tone: BadgeTone }> = {
  fits: { text: "Fits", tone: "ok" },
  tight: { text: "Tight fit", tone: "warn" },
  "too-large": { text: "Too large", tone: "danger" },
};

/** What a model was added to do, in words: the stored role ("generator") is the program's name for it. */
export const ROLE_LABEL: Record<ModelRole, string> = {
  generator: "Generates QAs",
  judge: "Judges QAs",
  embedding: "Embeds text",
};

/**
 * The file's integrity state in words: fingerprinting progress (its SHA-256, recorded with every
 * QA it writes, so the exact file can be named later), that it is fingerprinted (the hash in the
 * tooltip), or a problem with the file.
 */
export function fileState(model: ModelInfo): { text: string; tone: BadgeTone; title?: string } {
  // A remote model has no file here: where it is served stands in the file's place.
  if (model.remote) return { text: `Remote: ${model.remote.endpoints.length} server${model.remote.endpoints.length === 1 ? "" : "s"}`, tone: "accent", title: `${model.remote.model} at ${model.remote.endpoints.join(", ")}` };
  if (model.fileStatus === "missing") return { text: "File missing", tone: "danger", title: `Not found at ${model.filePath}` };
  if (model.fileStatus === "changed") return { text: "File changed", tone: "warn", title: "Its size differs from when it was added" };
  if (model.sha256) return { text: "✓ Fingerprinted", tone: "ok", title: `SHA-256 of the file: ${model.sha256}` };
  if (model.hashProgress !== null) return { text: `Fingerprinting ${Math.floor(model.hashProgress * 100)}%`, tone: "accent" };
  return { text: "Fingerprint pending", tone: "neutral" };
}

/** A download as it goes. */
export interface DownloadState {
  progress: DownloadProgress | null;
  /** The download is running (started here or seen in events). */
  active: boolean;
  /** The user asked to stop it; the partial file stays for a resume. */
  paused: boolean;
  error: { name: string; message: string } | null;
}

export type Downloads = Record<string, DownloadState>;

export type DownloadAction =
  | { type: "start"; uri: string }
  | { type: "progress"; progress: DownloadProgress }
  | { type: "pause"; uri: string }
  | { type: "ended"; uri: string; error: { name: string; message: string } | null };

const idle: DownloadState = { progress: null, active: false, paused: false, error: null };

export function downloadsReducer(state: Downloads, action: DownloadAction): Downloads {
  switch (action.type) {
    case "start":
      return { ...state, [action.uri]: { ...idle, active: true } };
    case "progress": {
      const current = state[action.progress.uri] ?? idle;
      if (current.paused) return state; // late events of a stopped download
      return { ...state, [action.progress.uri]: { ...current, progress: action.progress, active: true, error: null } };
    }
    case "pause": {
      const current = state[action.uri] ?? idle;
      return { ...state, [action.uri]: { ...current, paused: true } };
    }
    case "ended": {
      const current = state[action.uri] ?? idle;
      // A stop the user asked for is a pause, not a failure.
      const error = current.paused ? null : action.error;
      return { ...state, [action.uri]: { ...current, active: false, error } };
    }
  }
}

const PHASE: Record<DownloadProgress["phase"], string> = {
  resolving: "Finding the file",
  downloading: "Downloading",
  verifying: "Checking the hash",
  registering: "Registering",
};

/** "Downloading 1.2 GB of 4.7 GB · 25%", or the phase alone when sizes do not apply. */
export function describeDownload(progress: DownloadProgress | null): string {
  if (!progress) return "Starting…";
  const phase = PHASE[progress.phase];
  if (progress.phase !== "downloading") return `${phase}…`;
  if (progress.totalBytes === 0) return `${phase} ${formatBytes(progress.bytesDone)}`;
  return `${phase} ${formatBytes(progress.bytesDone)} of ${formatBytes(progress.totalBytes)} · ${formatPercent(progress.bytesDone, progress.totalBytes)}`;
}

/** Catalog entries in a useful order: what fits first, then by download size. */
export function sortCatalog(entries: CatalogEntry[]): CatalogEntry[] {
  const rank: Record<FitEstimate["verdict"], number> = { fits: 0, tight: 1, "too-large": 2 };
  return [...entries].sort((a, b) => rank[a.fit.verdict] - rank[b.fit.verdict] || a.sizeBytes - b.sizeBytes);
}

/** "needs 3.1 GB of 12.4 GB free RAM" (and VRAM when a GPU was probed). */
export function describeFitMemory(fit: FitEstimate): string {
  const parts = [`${formatBytes(fit.ramNeeded)} RAM needed, ${formatBytes(fit.ramFree)} free`];
  if (fit.vramFree !== null) parts.push(`${formatBytes(fit.vramNeeded)} VRAM needed, ${formatBytes(fit.vramFree)} free`);
  return parts.join(" · ");
}
