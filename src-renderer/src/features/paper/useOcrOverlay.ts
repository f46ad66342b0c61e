import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { OcrWord } from "@contract/ocrWords.ts";
import { client } from "../../client/index.ts";
import type { OcrNotes } from "@contract/readingNotes.ts";
import { loadOverlayChoice, saveOverlayChoice } from "./ocrOverlay.ts";

export interface OcrOverlayState {
  /** The paper was read by OCR: the control is offered. */
  available: boolean;
  on: boolean;
  setOn(on: boolean): void;
  /** Words by page, for the pages read by OCR that are near the view, once they arrived. */
  words: Map<number, OcrWord[]>;
  error: Error | null;
  /** A page OCR read came back without words: the paper was imported before they were kept. */
  notKept: boolean;
}

/**
 * The text OCR read, shown over the pages: off until the reader turns it on (remembered for the
 * window's session), then asked for a page at a time as pages come near the view, and only for
 * pages OCR read (a mixed PDF's pages with a text layer show nothing extra).
 */
export function useOcrOverlay(paperId: number, ocr: OcrNotes | undefined, near: Set<number>): OcrOverlayState {
  const [on, setOnState] = useState(loadOverlayChoice);
  const [words, setWords] = useState<Map<number, OcrWord[]>>(() => new Map());
  const [error, setError] = useState<Error | null>(null);
  const asked = useRef(new Set<string>());
  // Words that arrive after another paper was opened are dropped.
  const shownPaper = useRef(paperId);
  shownPaper.current = paperId;
  const read = useMemo(() => new Set(ocr?.pages ?? []), [ocr]);
  const setOn = useCallback((next: boolean) => {
    setOnState(next);
    saveOverlayChoice(next);
  }, []);

  // Another paper: its pages are asked for afresh (also when coming back to one shown before).
  useEffect(() => {
    asked.current.clear();
    setWords(new Map());
    setError(null);
  }, [paperId]);

  const wanted = on ? [...near].filter((n) => read.has(n) && !asked.current.has(`${paperId}:${n}`)) : [];
  const wantedKey = wanted.join(",");
  useEffect(() => {
    if (!wantedKey) return;
    for (const page of wantedKey.split(",").map(Number)) {
      asked.current.add(`${paperId}:${page}`);
      client.call("library.ocrWords", paperId, page).then(
        (result) => {
          if (shownPaper.current === paperId) setWords((shown) => new Map(shown).set(page, result.words));
        },
        (e: Error) => {
          // Asked again next time the page comes near.
          asked.current.delete(`${paperId}:${page}`);
          setError(e);
        },
      );
    }
  }, [paperId, wantedKey]);

  const notKept = on && [...words.values()].some((w) => w.length === 0);
  return { available: read.size > 0, on, setOn, words: on ? words : NO_WORDS, error, notKept };
}

const NO_WORDS = new Map<number, OcrWord[]>();
