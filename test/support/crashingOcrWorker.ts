// The real parse worker, made to run out of memory once, while it reads a chosen page by OCR: for
// the test that a file read by OCR resumes in a new worker from the pages already read. It
// watches the worker's own "reading page N by OCR" message; the page (OCR_CRASH_PAGE) and a marker
// file (OCR_CRASH_MARKER: the crash happens only while it is absent, so the replacement worker
// reads on) come from the environment the test sets. Every page it starts reading by OCR is
// appended to OCR_CRASH_LOG, so the test can tell which pages were read twice.
// With OCR_CRASH_ROLE ("owner" or "helper") instead of a page, it dies as it starts OCR on a page
// after it has read one by OCR in that role (the worker that owns the file, or one helping it),
// and OCR_CRASH_EVENTS gets "start N", "done N" and "crash N" lines in the order they happened, so
// the test can tell which pages were finished before the crash.
import fs from "node:fs";
import { parentPort, type TransferListItem } from "node:worker_threads";

const port = parentPort!;
const send = port.postMessage.bind(port);
const page = Number(process.env["OCR_CRASH_PAGE"]);
const role = process.env["OCR_CRASH_ROLE"];
const marker = process.env["OCR_CRASH_MARKER"]!;
const log = process.env["OCR_CRASH_LOG"]!;
const events = process.env["OCR_CRASH_EVENTS"];

/** This worker's part in its current file, and the pages OCR has finished in it. */
let current: "owner" | "helper" | null = null;
let finished = 0;
port.on("message", (request: { kind?: string }) => {
  const next = request?.kind === "help" ? "helper" : request?.kind === undefined || request.kind === "parse" ? "owner" : null;
  if (next) [current, finished] = [next, 0];
});
const event = (line: string) => events && fs.appendFileSync(events, `${line}\n`);

/** How long the owner waits for a helper that is to die: generous, so a slow machine only waits. */
const HELPER_WAIT_MS = 5 * 60_000;
const pause = new Int32Array(new SharedArrayBuffer(4));
/**
 * With the helper to die, the owner holds back from its second page until the helper has died.
 * On a busy machine the owner could otherwise read every page before the helper, started late,
 * reached its second one, and no helper would die at all: the order is the test's, not the load's.
 */
function waitForHelperCrash(): void {
  const until = Date.now() + HELPER_WAIT_MS;
  while (!fs.existsSync(marker) && Date.now() < until) Atomics.wait(pause, 0, 0, 50);
}

port.postMessage = (message: { kind?: string; pageNumber?: number; ocr?: unknown }, transfer?: readonly TransferListItem[]) => {
  // The pool hears that the page is being read by OCR before the worker dies on it, as it does
  // when tesseract itself runs out of memory mid-page.
  send(message, transfer);
  if (message?.kind === "page" && message.ocr) {
    finished++;
    event(`done ${message.pageNumber}`);
  }
  if (message?.kind === "ocr-start") {
    if (role === "helper" && current === "owner" && finished >= 1) waitForHelperCrash();
    fs.appendFileSync(log, `${message.pageNumber}\n`);
    event(`start ${message.pageNumber}`);
    const due = role ? role === current && finished >= 1 : message.pageNumber === page;
    if (due && !fs.existsSync(marker)) {
      fs.writeFileSync(marker, "");
      event(`crash ${message.pageNumber}`);
      // Many small arrays, as a parser's data grows: Node turns this into the worker's own
      // out-of-memory error (see crashingParseWorker.ts).
      const hog: number[][] = [];
      for (;;) hog.push(Array.from({ length: 10_000 }, (_, i) => i * Math.random()));
    }
  }
};

await import("../../src-main/core/documents/pool/parseWorker.ts");
