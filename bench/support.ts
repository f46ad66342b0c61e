import { PDF_MAX_BYTES } from "../src-main/core/documents/readPdfFile.ts";
import { describeFsError } from "../src-main/core/files/describeFsError.ts";
import { FileTooLargeError } from "../src-main/core/files/FileTooLargeError.ts";
import { NotARegularFileError } from "../src-main/core/files/NotARegularFileError.ts";
import { readRegularFileSync } from "../src-main/core/files/readRegularFile.ts";

/**
 * A PDF's bytes, or null (the reason printed) when it is no regular file within the app's PDF
 * limit: a FIFO or device named x.pdf in a folder a bench reads would otherwise hold the bench
 * waiting, or read without end.
 */
export function readBenchPdf(file: string): Uint8Array | null {
  try {
    return new Uint8Array(readRegularFileSync(file, { maxBytes: PDF_MAX_BYTES, limitFor: "Distillate reads of one PDF" }));
  } catch (error) {
    const why = error instanceof NotARegularFileError || error instanceof FileTooLargeError ? error.message : describeFsError(error);
    console.log(`skipped ${file}: ${why}`);
    return null;
  }
}

/** Median wall time of `runs` calls, in milliseconds, after one warm-up call. */
export function timeMedian(runs: number, fn: () => void): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export const fmt = (n: number, digits = 1): string => n.toFixed(digits);

/** The middle value (the upper of the two middles for an even count); NaN for none. */
export const median = (values: number[]): number => (values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

/** Median wall time of `runs` awaited calls, in milliseconds, after one warm-up call. */
export async function timeMedianAsync(runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
