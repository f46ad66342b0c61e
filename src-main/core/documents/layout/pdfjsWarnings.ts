/**
 * pdf.js's warnings in this thread. pdf.js prints them with console.warn ("Warning: ..."), and
 * its warning level is one setting for every document of a thread, set by the last one loaded:
 * once the OCR copy (loaded at warnings, to hear a damaged or cut picture) is open, every other
 * copy prints too, one line for each picture the text copy leaves out (6,000 lines for two pages
 * of 3,000 tiny pictures), to stderr and the import's log. So pdf.js's warnings are heard only
 * while a page is rendered for OCR (listenPdfjsWarnings), and never printed.
 */
const PDFJS_WARNING = "Warning: ";

let listener: ((words: string) => void) | null = null;
let routed = false;

/** Routes pdf.js's warnings in this thread to the listener of the moment, and drops them when there is none. Idempotent. */
export function routePdfjsWarnings(): void {
  if (routed) return;
  routed = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith(PDFJS_WARNING)) listener?.(args.map(String).join(" "));
    else warn(...args);
  };
}

/** The pdf.js warnings heard while listening (each distinct one once, at most `max`), and the end of listening. */
export interface HeardWarnings {
  warnings: readonly string[];
  stop(): void;
}

/**
 * Listens to pdf.js's warnings until `stop`. A hostile page can make pdf.js warn once for each of
 * thousands of pictures: each distinct warning is kept once, and at most `max` of them.
 * Defaults to 200.
 */
export function listenPdfjsWarnings(max = 200): HeardWarnings {
  routePdfjsWarnings();
  const warnings: string[] = [];
  const seen = new Set<string>();
  const before = listener;
  listener = (words) => {
    if (warnings.length >= max || seen.has(words)) return;
    seen.add(words);
    warnings.push(words);
  };
  return { warnings, stop: () => void (listener = before) };
}
