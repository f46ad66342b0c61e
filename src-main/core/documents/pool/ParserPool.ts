import type { ParsedPaper } from "../ParsedPaper.ts";
import { PageClaims } from "./PageClaims.ts";
import { ParserCrashedError } from "./ParserCrashedError.ts";
import { defaultParserThreads, type ParseOptions, type ParserPoolOptions } from "./parserPoolOptions.ts";
import { killChildren, spawnPoolSlot, stopPoolSlot } from "./poolSlotLifecycle.ts";
import type { Job, Slot, Task } from "./poolSlot.ts";
import { errorFromReply, type HelpedPage, type HelpRequest, type OcrDonePage, type ParseRequest, type WorkerMessage } from "./workerMessages.ts";

/**
 * Pages a file OCR is reading must have left for an idle worker to help. One: a page takes
 * seconds, opening the file in a second worker milliseconds, and its OCR engine starts once per
 * worker. With four (round 16), a scan of up to four pages was read one page after another while
 * the other worker idled (docs/ocr.md, "Round 17: seconds a page").
 */
const MIN_OCR_PAGES_TO_SHARE = 1;
/** How often a file being read by OCR is started again after its worker died, from the pages already read. */
const MAX_OCR_RESTARTS = 3;

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
    await Promise.all(slots.map((slot) => stopPoolSlot(slot)));
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
    const slot = spawnPoolSlot(this.#options, (s, message) => this.#receive(s, message), (s, reason) => this.#lose(s, reason));
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
