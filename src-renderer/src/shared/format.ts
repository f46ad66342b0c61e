// How numbers, sizes, durations and dates read in every view, in one style. Pure functions (no
// DOM), so they are unit tested in Node.

import { runTime } from "@contract/runName.ts";

/** 0 to 100, rounded down so "100%" only shows when everything is done; null when the total is unknown. */
export function percentOf(done: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** "42%", or "—" when the total is unknown. */
export function formatPercent(done: number, total: number): string {
  const percent = percentOf(done, total);
  return percent === null ? "—" : `${percent}%`;
}

/** A share from 0 to 1 as a whole percentage ("0.734" → "73%"). */
export function formatShare(share: number): string {
  return `${Math.floor(Math.max(0, Math.min(1, share)) * 100)}%`;
}

const counts = new Intl.NumberFormat("en-US");

/** "1,204", or with a noun that agrees: "1 paper", "3 papers" (plural defaults to singular + "s"). */
export function formatCount(count: number, singular?: string, plural = `${singular}s`): string {
  const number = counts.format(count);
  return singular === undefined ? number : `${number} ${count === 1 ? singular : plural}`;
}

/**
 * An ISO timestamp as a short local date and time, "5 Dec 11:20" ("5 Dec 2025 11:20" in another
 * year), or the text itself when it does not parse: the runs' names write their start time so, and
 * a date reads the same wherever it shows (an answer asked at 11:20 beside the run it became).
 */
export function formatDateTime(iso: string): string {
  return runTime(iso);
}

/** The last part of a path, whichever separator the machine uses. */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] || path;
}

/** "—" when unknown; "< 1 s", "42 s", "3 min 5 s", "2 h 10 min", "3 d 4 h" otherwise. */
export function formatEta(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "—";
  const s = Math.round(seconds);
  if (s < 1) return "< 1 s";
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) {
    const rest = s % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** "—" for no measurement yet; one decimal under 100 tokens/s, whole numbers above. */
export function formatTokensPerSecond(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate) || rate <= 0) return "—";
  return `${rate < 100 ? rate.toFixed(1) : counts.format(Math.round(rate))} tok/s`;
}

/** Whole percent, never 100 before the last item is done (a run at 99.6% is not finished). */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((Math.min(done, total) / total) * 100);
  return done >= total ? 100 : Math.min(percent, 99);
}

/**
 * A part of a whole as a percentage a reader can trust: "0%" and "100%" only when exact, "under
 * 1%" for a start (2 of 392 is not 0%), "over 99%" just short of the end, otherwise rounded.
 * "—" when the whole is unknown or empty.
 */
export function shareOf(part: number, whole: number): string {
  if (!(whole > 0)) return "—";
  const done = Math.max(0, Math.min(part, whole));
  if (done === 0) return "0%";
  if (done === whole) return "100%";
  const percent = (done / whole) * 100;
  if (percent < 1) return "under 1%";
  if (percent > 99) return "over 99%";
  return `${Math.round(percent)}%`;
}

/** Average generation speed of a finished stretch of work, or null when it cannot be told. */
export function averageRate(tokens: number, startedAt: string | null, finishedAt: string | null, now = Date.now()): number | null {
  if (!startedAt || tokens <= 0) return null;
  const start = Date.parse(startedAt);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  const seconds = (end - start) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? tokens / seconds : null;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", or the date and time as `formatDateTime` writes them for older times. */
export function formatAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return iso;
  const seconds = Math.max(0, (now - then) / 1000);
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.round(seconds / 86_400)} d ago`;
  return formatDateTime(iso);
}
