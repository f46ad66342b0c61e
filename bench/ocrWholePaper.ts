// Clock seconds a page for a whole scanned paper, as a user waits for it (issue 40's speed bar by
// the clock; named apart from the CPU seconds a page, the engine's cost, one thread against one): Distillate reading the scanned PDF as an import does (its parse pool at its defaults,
// in a process of its own: ocrWallChild.ts), beside Debian's `tesseract` command on the same page
// images run as a user would run it (its defaults, `tesseract page.pgm out`, one page after the
// other, OpenMP as shipped) and run the fairest way on this machine (OMP_THREAD_LIMIT=1, two
// pages at a time: every core busy, none of OpenMP's spinning). Contenders take turns on every
// scan, in an order rotated from scan to scan, so they share the machine's load. Distillate's
// seconds include rendering the pages (pdf.js) and starting its workers and OCR engines; the
// command's do not include making its images (given as files, rendered beforehand). Peak memory
// is every process of a contender at once (sampled), the command's runs side by side summed.
// Several rounds (OCR_BENCH_WALL_ROUNDS), each contender once a scan a round; ratios are taken pair
// by pair (same scan, same round) and printed as their median and range, with n and the load.
// OCR_BENCH_BEFORE=<ref> adds Distillate at another commit (e.g. main) as a contender.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { differingWords } from "./differingWords.ts";
import { unpackCheckout, type PreviousCheckout } from "./previousCheckout.ts";
import { samplePeak } from "./processTreeMemory.ts";
import { fmt, median, printTable } from "./support.ts";

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

/** One contender's reading of one scan in one round. */
interface Run {
  contender: string;
  kind: string;
  scan: string;
  round: number;
  seconds: number;
  pages: number;
  /** One-minute load average as the run began: the other work it shared the cores with. */
  load: number;
  peakMb: number;
  accuracy?: number;
  differing?: number;
}

const loadNow = () => os.loadavg()[0]!;
const range = (values: number[], digits: number) => `${fmt(Math.min(...values), digits)}-${fmt(Math.max(...values), digits)}`;

/**
 * Clock seconds a page of a whole scanned paper: what a user waits for. Every contender reads
 * every scan once a round, `OCR_BENCH_WALL_ROUNDS` rounds (defaults to 3), in an order rotated
 * from scan to scan and round to round. The ratio against Distillate is taken per pair (the same
 * scan in the same round, minutes apart at most), so a change of load between rounds moves both
 * sides of a pair; the median of the pairs and their range are printed with n and the loads.
 */
export async function wholePaperWall(scans: WholePaperScan[]): Promise<void> {
  const rounds = Math.max(1, Number(process.env.OCR_BENCH_WALL_ROUNDS ?? 3));
  console.log(`\nClock s/page, whole paper (what a user waits for; not the CPU s/page above, which is the engine's cost): each scan imported by Distillate at its defaults beside Debian's tesseract command on the same page images, ${rounds} rounds`);
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
  const runs: Run[] = [];
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
      for (let round = 0; round < rounds; round++) {
        const order = contenders.map((_, i) => contenders[(i + index + round) % contenders.length]!);
        const outcomes = new Map<string, Outcome & { load: number }>();
        for (const contender of order) {
          const load = loadNow();
          outcomes.set(contender.name, { ...(await contender.run(scan, images, dir)), load });
        }
        // A line a round as it ends: a run of many minutes on a loaded machine shows how far it is.
        console.log(`  ${scan.paper} (${scan.kind}), round ${round + 1}: ${contenders.map((c) => `${c.name}: ${fmt(outcomes.get(c.name)!.seconds / images.length, 1)} s/page`).join("; ")}; load ${fmt(loadNow(), 1)}`);
        const after = scan.normal(outcomes.get("Distillate")?.body ?? "");
        for (const contender of contenders) {
          const outcome = outcomes.get(contender.name)!;
          const body = outcome.body === undefined ? undefined : scan.normal(outcome.body);
          runs.push({
            contender: contender.name,
            kind: scan.kind,
            scan: scan.paper,
            round,
            seconds: outcome.seconds,
            pages: images.length,
            load: outcome.load,
            peakMb: outcome.peakMb,
            ...(body === undefined ? {} : { accuracy: scan.accuracy(body), differing: differingWords(body, after) }),
          });
        }
      }
      for (const image of images) fs.rmSync(image, { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (previous && typeof previous !== "string") previous.dispose();
  }
  printTable(
    "Clock s/page, whole paper, per scan and round (load: one-minute average as the contender began)",
    runs.map((r) => ({ paper: r.scan, scan: r.kind, round: r.round + 1, contender: r.contender, pages: r.pages, "clock s/page": fmt(r.seconds / r.pages, 2), load: fmt(r.load, 1) })),
  );
  printTable(`Clock s/page, whole paper: totals (load average ${os.loadavg().map((l) => fmt(l, 2)).join(" ")} at the end)`, wallTotals(runs, contenders.map((c) => c.name)));
}

/** Per scan kind and contender: clock s/page over all its runs, and its speed against Distillate's pair by pair. */
function wallTotals(runs: Run[], names: string[]): Record<string, string | number>[] {
  const table: Record<string, string | number>[] = [];
  const key = (r: Run) => `${r.scan}\u0000${r.round}`;
  for (const kind of [...new Set(runs.map((r) => r.kind))]) {
    const ours = new Map(runs.filter((r) => r.kind === kind && r.contender === "Distillate").map((r) => [key(r), r]));
    for (const name of names) {
      const mine = runs.filter((r) => r.kind === kind && r.contender === name);
      const seconds = mine.reduce((s, r) => s + r.seconds, 0);
      const pages = mine.reduce((s, r) => s + r.pages, 0);
      // Distillate's speed against this contender in each pair: its seconds over Distillate's, so above 1 means Distillate was faster.
      const ratios = mine.map((r) => r.seconds / ours.get(key(r))!.seconds);
      const read = mine.filter((r) => r.accuracy !== undefined);
      table.push({
        scan: kind,
        contender: name,
        "n (paper readings)": mine.length,
        pages,
        "clock s/page": fmt(seconds / pages, 2),
        "s/page range": range(mine.map((r) => r.seconds / r.pages), 1),
        "Distillate's speed vs this: median of pairs": name === "Distillate" ? "-" : `${fmt(median(ratios), 2)}x`,
        "pairs' range": name === "Distillate" ? "-" : range(ratios, 2),
        "over all pages": name === "Distillate" ? "-" : `${fmt(seconds / [...ours.values()].reduce((s, r) => s + r.seconds, 0), 2)}x`,
        "load range": range(mine.map((r) => r.load), 1),
        "peak MB": fmt(Math.max(...mine.map((r) => r.peakMb)), 0),
        "char acc % (mean)": read.length ? fmt((100 * read.reduce((s, r) => s + r.accuracy!, 0)) / read.length, 2) : "-",
        "words differing from Distillate": read.length ? read.reduce((s, r) => s + r.differing!, 0) : "-",
      });
    }
  }
  return table;
}
