import { Worker } from "node:worker_threads";
import { LocalCommandRunner } from "../ocr/LocalCommandRunner.ts";
import { removeNativeOcrFolders } from "../ocr/nativeOcrFolders.ts";
import type { ParserPoolOptions } from "./parserPoolOptions.ts";
import { defaultWorkerUrl } from "./parseWorkerUrl.ts";
import type { Slot } from "./poolSlot.ts";
import type { WorkerMessage } from "./workerMessages.ts";

/** How long dispose waits for a worker asked to close before it terminates it. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Starts a worker thread for the pool. What it sends goes to `receive`; its death (an uncaught
 * error, out of memory, an exit) to `lose`. The worker is unreferenced: idle, it does not keep
 * the process alive.
 */
export function spawnPoolSlot(options: ParserPoolOptions, receive: (slot: Slot, message: WorkerMessage) => void, lose: (slot: Slot, reason: string) => void): Slot {
  const { maxHeapMb, log } = options;
  const worker = new Worker(options.workerUrl ?? defaultWorkerUrl(), {
    resourceLimits: maxHeapMb ? { maxOldGenerationSizeMb: maxHeapMb } : undefined,
    stdout: true,
    stderr: true,
  });
  for (const stream of [worker.stdout, worker.stderr]) stream.on("data", (chunk: Buffer) => log?.(chunk.toString()));
  const slot: Slot = { worker, job: null, ocrPage: null, commands: new LocalCommandRunner(), threadId: worker.threadId };
  worker.on("message", (message: WorkerMessage) => receive(slot, message));
  // "error" (uncaught exception, out of memory) is followed by "exit"; the first one counts.
  worker.on("error", (error) => lose(slot, error.message));
  worker.on("exit", (code) => lose(slot, `the worker exited with code ${code}`));
  worker.unref();
  return slot;
}

/**
 * Ends a worker. One still parsing a file is terminated: its work must stop now. Any other (idle,
 * or a helper finishing its page) is asked to close and ends by itself once its event loop is
 * empty, because terminating a thread while it has file reads or module loads in flight can
 * abort the whole process (a V8 fatal error Node has had several times); it is terminated only
 * when it has not ended within a few seconds.
 */
export async function stopPoolSlot(slot: Slot): Promise<void> {
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

/**
 * Kills the OCR commands run for a worker and removes its engines' temporary folders: a
 * terminated thread can do neither, and the commands would read on, orphaned.
 */
export function killChildren(slot: Slot): void {
  removeNativeOcrFolders(slot.threadId);
  slot.commands.killAll();
}
