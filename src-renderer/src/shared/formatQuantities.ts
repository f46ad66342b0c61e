// How numbers read in the UI: durations, rates, sizes and counts, in one consistent style.

const counts = new Intl.NumberFormat("en-US");

export function formatCount(n: number): string {
  return counts.format(n);
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

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** Average generation speed of a finished stretch of work, or null when it cannot be told. */
export function averageRate(tokens: number, startedAt: string | null, finishedAt: string | null, now = Date.now()): number | null {
  if (!startedAt || tokens <= 0) return null;
  const start = Date.parse(startedAt);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  const seconds = (end - start) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? tokens / seconds : null;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", or the date for older times. */
export function formatAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return iso;
  const seconds = Math.max(0, (now - then) / 1000);
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.round(seconds / 86_400)} d ago`;
  return new Date(then).toISOString().slice(0, 10);
}

/** "1 QA", "2 QAs", "1,204 items": the count with the noun agreeing. Plural defaults to singular + "s". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
