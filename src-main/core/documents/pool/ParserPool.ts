import os from "node:os";
import { Worker } from "node:worker_threads";
import type { PageProgress } from "../../../contract/importResults.ts";
import type { ParsedPaper } from "../ParsedPaper.ts";
import { LocalCommandRunner } from "../ocr/LocalCommandRunner.ts";
import { removeNativeOcrFolders } from "../ocr/nativeOcrFolders.ts";
import { PageClaims } from "./PageClaims.ts";
import { ParserCrashedError } from "./ParserCrashedError.ts";
import { errorFromReply, type HelpedPage, type HelpRequest, type OcrDonePage, type OcrRequest, type ParseRequest, type WorkerMessage } from "./workerMessages.ts";
import { defaultWorkerUrl } from "./parseWorkerUrl.ts";

export interface ParserPoolOptions {
  /**
   * Worker threads. Defaults to min(2, os.availableParallelism()): two keeps a laptop responsive
   * while a batch runs. Each worker parses its own file; one with nothing queued helps read the
   * pages of a running file OCR is reading (see PageClaims and `sharePagesFrom`), so a scan alone,
   * or the last of a batch, is still read on every worker.
   */
  size?: number;
  /** V8 heap limit of each worker in MiB; a file that needs more fails alone. Defaults to Node's limit. */
  maxHeapMb?: number;
  /** Script each worker runs. Defaults to the parse worker (TypeScript source or the built bundle). */
  workerUrl?: URL;
  /** Receives what the workers print (pdf.js warnings); never the process's stdout, which
   * belongs to `--json` output. Defaults to discarding it. */
  log?: (text: string) => void;
  /**
   * Pages a file read from its text layer must have left for an idle worker to help read it.
   * Defaults to Infinity (never): such a file is read whole by one worker. Shared, its pages cost
   * 1.1 to 1.8 times the CPU (the second worker loads the file and its fonts again, and both read
   * the drawing of every page a font first appears on to name it alike) and took longer, not
   * less, on the shared papers and a 200-page one (docs/importing.md, Round 14). A file OCR is
   * reading (seconds a page) is shared as soon as OCR starts on one of its pages, whatever this says.
   */
  sharePagesFrom?: number;
}

/** Worker threads when none are asked for: two keeps a laptop responsive while a batch runs. */
export const defaultParserThreads = (): number => Math.min(2, os.availableParallelism());

/**
 * Pages a file OCR is reading must have left for an idle worker to help. One: a page takes
 * seconds, opening the file in a second worker milliseconds, and its OCR engine starts once per
 * worker. With four (round 16), a scan of up to four pages was read one page after another while
 * the other worker idled (docs/ocr.md, "Round 17: seconds a page").
 */
const MIN_OCR_PAGES_TO_SHARE = 1;
/** How often a file being read by OCR is started again after its worker died, from the pages already read. */
const MAX_OCR_RESTARTS = 3;
/** How long dispose waits for a worker asked to close before it terminates it. */
const CLOSE_GRACE_MS = 5_000;

interface Task {
  request: ParseRequest;
  /** The caller's bytes; each worker that reads the file gets its own copy. */
  data: Uint8Array;
  claims: PageClaims;
  /** A worker has been sent to help with this file (one at most). */
  helped: boolean;
  resolve: (paper: ParsedPaper) => void;
  reject: (error: Error) => void;
  cleanup: () => void;
  onPage?: (progress: PagesRead) => void;
  /** Pages read so far (by any worker), for progress. */
  pagesRead: Set<number>;
  /** Pages OCR read, kept so a worker's crash does not lose them. */
  ocrDone: Map<number, OcrDonePage>;
  /** OCR has started on a page of this file: its other pages may take seconds each. */
  ocrStarted: boolean;
  /** Times the file was started again after its worker died. */
  restarts: number;
}

/** How far the reading of one file is: the import's page progress before it adds an estimate of the time left. */
export type PagesRead = Omit<PageProgress, "secondsLeft">;

export interface ParseOptions {
  /** Shown in error messages; usually the file path. */
  file: string;
  /** See ParsePdfOptions.password. Defaults to none. */
  password?: string;
  /** Read pages without a usable text layer by OCR. Defaults to off (such a file is refused). */
  ocr?: OcrRequest;
  /** Called as each page is read. Defaults to none. */
  onPage?: (progress: PagesRead) => void;
}

/**
 * What a worker is doing: parsing a file it owns, or reading pages of another worker's file
 * (from `claims`: the file's claims when the helper was sent; a file started again after its
 * owner died has new ones, and a helper still at work on the old ones is no helper of the new owner).
 */
type Job = { kind: "parse"; task: Task } | { kind: "help"; task: Task; claims: PageClaims };

interface Slot {
  worker: Worker;
  job: Job | null;
  /** The page this worker is reading by OCR, if any: the one to skip should the worker die. */
  ocrPage: number | null;
  /** The OCR commands it asked this thread to run (see ParentCommandRunner): killed when it ends or is stopped. */
  commands: LocalCommandRunner;
  /** The worker's thread id, kept: a terminated worker's reads -1. */
  threadId: number;
}

/**
 * Parses PDFs in worker threads. Workers start on demand and are reused; one that dies fails
 * only the file it was parsing and is replaced by the next request. Idle workers do not keep the
 * process alive, so a CLI run ends as soon as its work does.
 */
export class ParserPool {
  readonly size: number;
  readonly #options: ParserPoolOptions;
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  #nextId = 1;
  #disposed = false;
  /** Why the last worker could not start (its script is missing). */
  #spawnError: Error | null = null;

  constructor(options: ParserPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultParserThreads());
    this.#options = options;
  }

  /**
   * Parses one PDF in a worker (two, when one is free and OCR is reading it). The workers get
   * copies of `data`; the caller's array is left as it is. Aborting `signal` rejects with its reason and stops the
   * worker at once.
   */
  parse(data: Uint8Array, options: ParseOptions, signal?: AbortSignal): Promise<ParsedPaper> {
    if (this.#disposed) return Promise.reject(new Error("The parser pool has been disposed."));
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<ParsedPaper>((resolve, reject) => {
      const claims = new PageClaims();
      const request: ParseRequest = { kind: "parse", id: this.#nextId++, data, file: options.file, password: options.password, claims: claims.buffer, ...(options.ocr ? { ocr: options.ocr } : {}) };
      const onAbort = () => this.#cancel(task, signal!.reason as Error);
      const task: Task = {
        request,
        data,
        claims,
        helped: false,
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener("abort", onAbort),
        ...(options.onPage ? { onPage: options.onPage } : {}),
        pagesRead: new Set(),
        ocrDone: new Map(),
        ocrStarted: false,
        restarts: 0,
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#queue.push(task);
      this.#pump();
    });
  }

  /**
   * Worker time so far, for benchmarks: CPU time and event-loop busy time (running a task, as
   * opposed to waiting for one) summed over the live workers, in milliseconds.
   */
  async usage(): Promise<{ workers: number; cpuMs: number; busyMs: number }> {
    const slots = [...this.#slots];
    // Worker.cpuUsage is Node 24's; Electron's Node reports 0 here.
    const cpu = await Promise.all(slots.map((slot) => (typeof slot.worker.cpuUsage === "function" ? slot.worker.cpuUsage().catch(() => ({ user: 0, system: 0 })) : { user: 0, system: 0 })));
    return {
      workers: slots.length,
      cpuMs: cpu.reduce((sum, c) => sum + (c.user + c.system) / 1000, 0),
      busyMs: slots.reduce((sum, slot) => sum + slot.worker.performance.eventLoopUtilization().active, 0),
    };
  }

  /** Stops every worker; pending and running parses reject. Safe to call twice. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    const error = new Error("The parser pool has been disposed.");
    for (const task of this.#queue.splice(0)) this.#settle(task, error);
    const slots = this.#slots.splice(0);
    for (const slot of slots) if (slot.job?.kind === "parse") this.#settle(slot.job.task, error);
    await Promise.all(slots.map((slot) => this.#stop(slot)));
  }

  /**
   * Ends a worker. One still parsing a file is terminated: its work must stop now. Any other (idle,
   * or a helper finishing its page) is asked to close and ends by itself once its event loop is
   * empty, because terminating a thread while it has file reads or module loads in flight can
   * abort the whole process (a V8 fatal error Node has had several times); it is terminated only
   * when it has not ended within a few seconds.
   */
  async #stop(slot: Slot): Promise<void> {
    if (slot.job?.kind === "parse") {
      slot.commands.killAll();
      await slot.worker.terminate();
      killChildren(slot);
      return;
    }
    const exited = new Promise<boolean>((resolve) => slot.worker.once("exit", () => resolve(true)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CLOSE_GRACE_MS);
      timer.unref();
    });
    // Held until it has ended (an idle worker is unreferenced): a process awaiting dispose must
    // not run out of work and exit while the worker is still closing.
    slot.worker.ref();
    try {
      slot.worker.postMessage({ kind: "close" });
    } catch {
      // A worker whose port is already gone has ended or is ending.
    }
    const ended = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (!ended) await slot.worker.terminate();
    killChildren(slot);
  }

  #pump(): void {
    while (this.#queue.length > 0 && !this.#disposed) {
      const slot = this.#freeSlot();
      if (slot === "failed") {
        // No worker can start (its script is missing): the file waiting for it fails instead.
        this.#settle(this.#queue.shift()!, this.#spawnError!);
        continue;
      }
      if (!slot) return;
      const task = this.#queue.shift()!;
      // Started again after a crash: every page OCR has read by now, by any worker, is not read again.
      if (task.request.ocr && task.ocrDone.size > 0) task.request = { ...task.request, known: [...task.ocrDone.values()] };
      this.#start(slot, { kind: "parse", task }, task.request);
    }
    // Nothing queued: a free worker reads pages of the running file with the most left, if it pays.
    while (!this.#disposed) {
      const running = this.#slots.flatMap((s) => (s.job?.kind === "parse" && !s.job.task.helped ? [s.job.task] : []));
      const task = running.filter((t) => t.claims.remaining >= this.#shareFrom(t)).sort((a, b) => b.claims.remaining - a.claims.remaining)[0];
      if (!task) return;
      const slot = this.#freeSlot();
      if (!slot || slot === "failed") return;
      task.helped = true;
      task.claims.addHelper();
      const { id, file, password, ocr, known, skipOcr } = task.request;
      const help: HelpRequest = { kind: "help", id, data: task.data, file, password, claims: task.claims.buffer, ...(ocr ? { ocr } : {}), ...(known ? { known } : {}), ...(skipOcr ? { skipOcr } : {}) };
      this.#start(slot, { kind: "help", task, claims: task.claims }, help);
    }
  }

  /** Pages `task` must have left to be shared: few once OCR has started on one of its pages, else `sharePagesFrom`. */
  #shareFrom(task: Task): number {
    return task.ocrStarted || task.ocrDone.size > 0 ? MIN_OCR_PAGES_TO_SHARE : (this.#options.sharePagesFrom ?? Infinity);
  }

  /** An idle worker, a new one if the pool is not full, null if all are busy, "failed" if none can start. */
  #freeSlot(): Slot | null | "failed" {
    const idle = this.#slots.find((s) => s.job === null);
    if (idle || this.#slots.length >= this.size) return idle ?? null;
    try {
      return this.#spawn();
    } catch (error) {
      this.#spawnError = error as Error;
      return "failed";
    }
  }

  #start(slot: Slot, job: Job, message: ParseRequest | HelpRequest): void {
    slot.job = job;
    slot.worker.ref();
    // Every worker gets its own copy: pdf.js takes over the buffer it is given, and the bytes
    // stay here for a helper that may join later.
    const copy = new Uint8Array(message.data);
    slot.worker.postMessage({ ...message, data: copy }, [copy.buffer]);
  }

  #spawn(): Slot {
    const { maxHeapMb, log } = this.#options;
    const worker = new Worker(this.#options.workerUrl ?? defaultWorkerUrl(), {
      resourceLimits: maxHeapMb ? { maxOldGenerationSizeMb: maxHeapMb } : undefined,
      stdout: true,
      stderr: true,
    });
    for (const stream of [worker.stdout, worker.stderr]) stream.on("data", (chunk: Buffer) => log?.(chunk.toString()));
    const slot: Slot = { worker, job: null, ocrPage: null, commands: new LocalCommandRunner(), threadId: worker.threadId };
    worker.on("message", (message: WorkerMessage) => this.#receive(slot, message));
    // "error" (uncaught exception, out of memory) is followed by "exit"; the first one counts.
    worker.on("error", (error) => this.#lose(slot, error.message));
    worker.on("exit", (code) => this.#lose(slot, `the worker exited with code ${code}`));
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  #receive(slot: Slot, message: WorkerMessage): void {
    if (message.kind === "command-kill") {
      slot.commands.killAll();
      return;
    }
    if (message.kind === "command-run") {
      // Asked by a worker already stopped (the request was on its way): nobody waits for it.
      if (!this.#slots.includes(slot)) return;
      void slot.commands.run(message.command).then((end) => {
        try {
          slot.worker.postMessage({ kind: "command-end", call: message.call, end });
        } catch {
          // The worker has ended meanwhile.
        }
      });
      return;
    }
    const job = slot.job;
    if (!job || message.id !== job.task.request.id) return;
    if (message.kind === "ocr-start") {
      slot.ocrPage = message.pageNumber;
      // OCR reads this page, so the others may cost seconds each: an idle worker takes pages from
      // the back now, while this one is read, rather than after it.
      job.task.ocrStarted = true;
      if (!job.task.helped) this.#pump();
      return;
    }
    if (message.kind === "page") {
      slot.ocrPage = null;
      const task = job.task;
      task.pagesRead.add(message.pageNumber);
      if (message.ocr) task.ocrDone.set(message.pageNumber, message.ocr);
      // A page OCR read in a helper counts as read now, not when the helper is done: should the
      // helper die before then, the owner has it and does not read it again.
      if (message.ocr && job.kind === "help") this.#sendKnown(task, [message.ocr]);
      task.onPage?.({ done: task.pagesRead.size, total: message.pageCount, ocrPages: task.ocrDone.size });
      return;
    }
    if (message.kind === "opened") {
      // Its page count is known now, so an idle worker can take pages from the back.
      this.#pump();
      return;
    }
    if (message.kind === "helped") {
      if (job.kind !== "help") return;
      this.#free(slot);
      // A helper of a file whose owner died meanwhile: the new owner does not wait for it (its OCR
      // pages reached the owner as each was read, see "page").
      if (job.claims === job.task.claims) this.#deliver(job.task, message.pages);
      this.#pump();
      return;
    }
    if (job.kind !== "parse") return;
    this.#free(slot);
    // A helper still reading this file stops after its current page.
    job.task.claims.close();
    this.#settle(job.task, message.ok ? message.paper : errorFromReply(message.error));
    this.#pump();
  }

  #free(slot: Slot): void {
    slot.job = null;
    slot.ocrPage = null;
    slot.worker.unref();
  }

  /** Hands a helper's pages to the worker that owns the file, if it is still parsing it. */
  #deliver(task: Task, pages: HelpedPage[]): void {
    this.#owner(task)?.worker.postMessage({ kind: "pages", id: task.request.id, pages });
  }

  /** Tells the worker that owns the file (if one is parsing it now) of pages OCR read elsewhere. */
  #sendKnown(task: Task, pages: OcrDonePage[]): void {
    if (pages.length > 0) this.#owner(task)?.worker.postMessage({ kind: "known", id: task.request.id, pages });
  }

  #owner(task: Task): Slot | undefined {
    return this.#slots.find((s) => s.job?.kind === "parse" && s.job.task === task);
  }

  /** A worker died or was stopped: fail its file, forget it; the next parse starts a new one. */
  #lose(slot: Slot, reason: string): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    void slot.worker.terminate();
    killChildren(slot);
    const job = slot.job;
    slot.job = null;
    if (job?.kind === "parse" && reason !== "cancelled" && this.#restart(job.task, slot.ocrPage, reason)) {
      this.#pump();
      return;
    }
    if (job?.kind === "parse") {
      job.task.claims.close();
      this.#settle(job.task, new ParserCrashedError(job.task.request.file, reason));
    }
    // The owner reads the pages a dead helper took itself, but for those it finished (sent as
    // each was: see "page"); a helper of the file before its owner was started again was never
    // waited for.
    if (job?.kind === "help" && job.claims === job.task.claims) this.#deliver(job.task, []);
    this.#pump();
  }

  /**
   * A worker reading a file by OCR died: the file starts again in a new worker from the pages OCR
   * already read, and the page it died on is not tried by OCR again (its notes say why). Returns
   * false when the file is not being read by OCR or has been started again too often.
   */
  #restart(task: Task, ocrPage: number | null, reason: string): boolean {
    if (!task.request.ocr || task.restarts >= MAX_OCR_RESTARTS) return false;
    task.restarts++;
    task.claims.close();
    const claims = new PageClaims();
    task.claims = claims;
    task.helped = false;
    const skipOcr = { ...task.request.skipOcr };
    if (ocrPage !== null) skipOcr[ocrPage] = `the OCR worker stopped while reading it (${reason})`;
    // `known` is filled in when it starts (see #pump): a helper may still finish pages until then.
    task.request = { ...task.request, claims: claims.buffer, skipOcr };
    this.#queue.unshift(task);
    return true;
  }

  #cancel(task: Task, reason: Error): void {
    const queued = this.#queue.indexOf(task);
    if (queued >= 0) this.#queue.splice(queued, 1);
    task.claims.close();
    // The owner and its helper: pdf.js cannot be interrupted mid-page, nor OCR, and a helper left
    // to finish its page would read on for seconds after Cancel; stopping the thread (and the
    // commands it runs) is the only prompt way.
    for (const slot of this.#slots.filter((s) => s.job?.task === task)) {
      slot.job = null;
      this.#lose(slot, "cancelled");
    }
    this.#settle(task, reason);
  }

  #settle(task: Task, outcome: ParsedPaper | Error): void {
    task.cleanup();
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }
}

/**
 * Kills the OCR commands run for a worker and removes its engines' temporary folders: a
 * terminated thread can do neither, and the commands would read on, orphaned.
 */
function killChildren(slot: Slot): void {
  removeNativeOcrFolders(slot.threadId);
  slot.commands.killAll();
}
