// Formatting used across views. Pure functions (no DOM), so they are unit tested in Node.

const BYTE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB"];

/**
 * Bytes in binary units (1 KiB = 1024 B), the units the app's own messages (fit estimates,
 * memory) use, so a size on screen and a sentence beside it never disagree. One decimal below
 * 100 of a unit, none above.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} B`;
  return `${value < 100 ? value.toFixed(1) : Math.round(value)} ${BYTE_UNITS[unit]}`;
}

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

/** "1 paper", "3 papers"; thousands separated. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** Weights as model cards write them: "494M", "3.1B". */
export function formatParameters(count: number | null): string {
  if (count === null) return "—";
  if (count >= 1e9) return `${(count / 1e9).toFixed(count >= 1e10 ? 0 : 1)}B`;
  if (count >= 1e6) return `${Math.round(count / 1e6)}M`;
  if (count >= 1e3) return `${Math.round(count / 1e3)}K`;
  return String(count);
}

/** A token count for context sizes: "32,768". */
export function formatTokens(count: number | null): string {
  return count === null ? "—" : count.toLocaleString("en-US");
}

/** An ISO timestamp as a short local date and time, or the text itself when it does not parse. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

/** The last part of a path, whichever separator the machine uses. */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] || path;
}
