import { useEffect, useMemo, useState } from "react";
import type { PDFDocumentProxy } from "./pdfDocument.ts";
import { readDocumentText } from "./pdfPages.ts";
import { findInPages, firstMatchFrom, stepMatch, type SearchablePage, type SearchMatch } from "./textSearch.ts";

export interface FindInPaper {
  query: string;
  setQuery(query: string): void;
  matches: SearchMatch[];
  /** Index of the match shown, meaningful when there are matches. */
  current: number;
  /** The paper's text is still being read (the first search of a paper). */
  reading: boolean;
  error: Error | null;
  step(direction: 1 | -1): void;
  /** Bumps whenever the match shown changes, so the pane scrolls to it even when it is the same one again. */
  nonce: number;
}

/** Search within the paper's printed text; `fromPage` is where a new search starts counting. */
export function useFindInPaper(doc: PDFDocumentProxy | null, active: boolean, fromPage: number): FindInPaper {
  const [query, setQuery] = useState("");
  const [texts, setTexts] = useState<SearchablePage[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [current, setCurrent] = useState(0);
  const [nonce, setNonce] = useState(0);

  // The text is read on the first search only: opening a paper stays as fast as before.
  useEffect(() => {
    if (!doc || !active || texts) return;
    let cancelled = false;
    readDocumentText(doc).then(
      (pages) => !cancelled && setTexts(pages),
      (e: Error) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [doc, active, texts]);
  useEffect(() => setTexts(null), [doc]);

  const matches = useMemo(() => (texts && active ? findInPages(texts, query) : []), [texts, query, active]);
  // A new query starts at the first match from the page being read (a scroll alone does not restart the count).
  useEffect(() => {
    setCurrent(firstMatchFrom(matches, fromPage));
    setNonce((n) => n + 1);
  }, [matches]);

  return {
    query,
    setQuery,
    matches,
    current: matches.length ? Math.min(current, matches.length - 1) : 0,
    reading: active && !!doc && !texts && !error && query.trim() !== "",
    error,
    step: (direction) => {
      setCurrent((c) => stepMatch(c, matches.length, direction));
      setNonce((n) => n + 1);
    },
    nonce,
  };
}
