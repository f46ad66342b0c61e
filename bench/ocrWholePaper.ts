// Wall seconds a page for a whole scanned paper, as a user waits for it (issue 40's speed bar by
// the clock): Distillate reading the scanned PDF as an import does (its parse pool at its defaults,
// in a process of its own: ocrWallChild.ts), beside Debian's `tesseract` command on the same page
// images run as a user would run it (its defaults, `tesseract page.pgm out`, one page after the
// other, OpenMP as shipped) and run the fairest way on this machine (OMP_THREAD_LIMIT=1, two
// pages at a time: every core busy, none of OpenMP's spinning). Contenders take turns on every
// scan, in an order rotated from scan to scan, so they share the machine's load. Distillate's
// seconds include rendering the pages (pdf.js) and starting its workers and OCR engines; the
// command's do not include making its images (given as files, rendered beforehand). Peak memory
// is every process of a contender at once (sampled), the command's runs side by side summed.
// OCR_BENCH_BEFORE=<ref> adds Distillate at another commit (e.g. main) as a contender.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { differingWords } from "./differingWords.ts";
import { unpackCheckout, type PreviousCheckout } from "./previousCheckout.ts";
import { samplePeak } from "./processTreeMemory.ts";
import { fmt, printTable } from "./support.ts";

export interface WholePaperScan {
  /** Paper and scan kind, as the other tables name them. */
  paper: string;
  kind: string;
  pdf: Uint8Array;
  /** Character accuracy of a body text read from this scan against the born-digital reading. */
  accuracy: (body: string) => number;
  /** The body as the bench compares it (normalised). */
  normal: (body: string) => string;
}

interface Outcome {
  seconds: number;
  peakMb: number;
  body?: string;
}

interface Contender {
  name: string;
  run(scan: WholePaperScan, images: string[], dir: string): Promise<Outcome>;
}

const REPO = path.resolve(import.meta.dirname, "..");
const CHILD = path.join(import.meta.dirname, "ocrWallChild.ts");

/** Runs a process to its end; its id is added to `live` while it runs. */
function runProcess(file: string, args: string[], env: NodeJS.ProcessEnv, live: Set<number>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    if (child.pid !== undefined) live.add(child.pid);
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => {
      if (child.pid !== undefined) live.delete(child.pid);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(file)} exited with ${code}: ${err.slice(-400)}`));
    });
  });
}

/** Times `work` and samples the memory of the processes it starts. */
async function measured(work: (live: Set<number>) => Promise<string | undefined>): Promise<Outcome> {
  const live = new Set<number>();
  const peak = samplePeak(() => live);
  const started = performance.now();
  const out = await work(live);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, peakMb: peak.stop(), ...(out !== undefined ? { body: out } : {}) };
}

function distillate(name: string, root: string): Contender {
  return {
    name,
    async run(scan, _images, dir) {
      const file = path.join(dir, "scan.pdf");
      fs.writeFileSync(file, scan.pdf);
      let seconds = NaN;
      const outcome = await measured(async (live) => {
        const reading = JSON.parse(await runProcess(process.execPath, [CHILD, root, file], process.env, live)) as { seconds: number; body: string };
        seconds = reading.seconds;
        return reading.body;
      });
      // From the pool's creation to the paper, as the child timed it: not Node's own start and
      // module loading, which the app pays once, not per paper.
      return { ...outcome, seconds };
    },
  };
}

/** Debian's command on every page image, `atOnce` at a time, in `env`. */
function command(name: string, env: NodeJS.ProcessEnv, atOnce: number): Contender {
  return {
    name,
    async run(_scan, images, dir) {
      return measured(async (live) => {
        const queue = [...images];
        const lane = async () => {
          for (let image = queue.shift(); image !== undefined; image = queue.shift()) await runProcess("tesseract", [image, path.join(dir, path.basename(image, ".pgm"))], env, live);
        };
        await Promise.all(Array.from({ length: atOnce }, lane));
        return undefined;
      });
    },
  };
}

export async function wholePaperWall(scans: WholePaperScan[]): Promise<void> {
  console.log(`\nWall s/page, whole paper: each scan imported by Distillate at its defaults beside Debian's tesseract command on the same page images`);
  const { OMP_THREAD_LIMIT: _omp, ...shipped } = process.env;
  const contenders: Contender[] = [distillate("Distillate", REPO), command("cmd, defaults, page after page", shipped, 1), command("cmd, 1 thread, 2 at a time", { ...shipped, OMP_THREAD_LIMIT: "1" }, 2)];
  const ref = process.env.OCR_BENCH_BEFORE;
  let previous: PreviousCheckout | string | null = null;
  if (ref) {
    previous = unpackCheckout(ref, ["src-main", "package.json"]);
    if (typeof previous === "string") console.log(`  OCR_BENCH_BEFORE: ${previous}`);
    else contenders.splice(1, 0, distillate(`Distillate ${previous.commit}`, previous.dir));
  }
  console.log(`  ${scans.length} scans; ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} at the start`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-ocrwall-"));
  const totals = new Map<string, Map<string, { seconds: number; pages: number; peakMb: number; accuracy: number; chars: number; differing: number }>>();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [index, scan] of scans.entries()) {
      const doc = await openPdf(scan.pdf.slice(), `${scan.paper} (${scan.kind})`);
      const images: string[] = [];
      try {
        for (let n = 1; n <= doc.pageCount; n++) {
          const image = path.join(dir, `page-${n}.pgm`);
          fs.writeFileSync(image, (await doc.renderForOcr(n)).pgm);
          images.push(image);
        }
      } finally {
        await doc.close();
      }
      const order = contenders.map((_, i) => contenders[(i + index) % contenders.length]!);
      const outcomes = new Map<string, Outcome>();
      for (const contender of order) outcomes.set(contender.name, await contender.run(scan, images, dir));
      const after = outcomes.get("Distillate")?.body ?? "";
      const row: Record<string, string | number> = { paper: scan.paper, scan: scan.kind, pages: images.length };
      const byKind = totals.get(scan.kind) ?? new Map();
      for (const contender of contenders) {
        const outcome = outcomes.get(contender.name)!;
        row[`${contender.name} s/page`] = fmt(outcome.seconds / images.length, 2);
        const t = byKind.get(contender.name) ?? { seconds: 0, pages: 0, peakMb: 0, accuracy: 0, chars: 0, differing: 0 };
        const body = outcome.body === undefined ? undefined : scan.normal(outcome.body);
        byKind.set(contender.name, {
          seconds: t.seconds + outcome.seconds,
          pages: t.pages + images.length,
          peakMb: Math.max(t.peakMb, outcome.peakMb),
          accuracy: t.accuracy + (body === undefined ? 0 : scan.accuracy(body)),
          chars: t.chars + 1,
          differing: t.differing + (body === undefined ? 0 : differingWords(body, scan.normal(after))),
        });
      }
      totals.set(scan.kind, byKind);
      rows.push(row);
      for (const image of images) fs.rmSync(image, { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (previous && typeof previous !== "string") previous.dispose();
  }
  printTable("Wall s/page, whole paper, per scan (contenders in turn)", rows);
  const table: Record<string, string | number>[] = [];
  for (const [kind, byKind] of totals) {
    const ours = byKind.get("Distillate")!;
    for (const [name, t] of byKind) {
      table.push({
        scan: kind,
        contender: name,
        "wall s/page, whole paper": fmt(t.seconds / t.pages, 2),
        "Distillate's speed vs this": name === "Distillate" ? "-" : `${fmt(t.seconds / ours.seconds, 2)}x`,
        "peak MB": fmt(t.peakMb, 0),
        "char acc % (mean of papers)": name.startsWith("Distillate") ? fmt((100 * t.accuracy) / t.chars, 2) : "-",
        "words differing from Distillate": name.startsWith("Distillate") ? t.differing : "-",
      });
    }
  }
  printTable(`Wall s/page, whole paper: totals (load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} at the end)`, table);
}
