import { useEffect, useState } from "react";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { usePaperChanged } from "../../shared/usePaperChanged.ts";
import { useAsync } from "../../shared/useAsync.ts";
import type { OpenedPdf, PDFDocumentProxy } from "./pdfDocument.ts";

/** Key QAs shown per paper. */
export const KEY_QA_COUNT = 8;

/** One paper for the reader: its facts, its text with page boxes, and its key QAs, kept fresh as runs and reviews change them. */
export function usePaper(paperId: number) {
  const paper = useAsync(() => client.call("library.getPaper", paperId), [paperId]);
  const reading = useAsync(() => client.call("library.reading", paperId), [paperId]);
  const keyQas = useAsync(() => client.call("library.keyQas", paperId, { count: KEY_QA_COUNT }), [paperId]);
  useAppEvent(["runs.changed", "review.changed"], () => keyQas.reload());
  usePaperChanged(paperId, () => paper.reload());
  return { paper, reading, keyQas };
}

/** The paper's PDF opened in pdf.js (loaded on first use), or why it could not be. */
export interface PdfDocumentState {
  doc: PDFDocumentProxy | null;
  error: Error | null;
  /** The file is encrypted: the pages show once its password is given (the app does not keep it). */
  needsPassword: boolean;
  /** The last password given did not open it. */
  wrongPassword: boolean;
  /** A password is being tried; the form stays in place meanwhile (with what was typed in it). */
  checkingPassword: boolean;
  unlock(password: string): void;
}

export function usePdfDocument(paperId: number): PdfDocumentState {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [password, setPassword] = useState<{ value: string } | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let opened: OpenedPdf | null = null;
    // Leaving the paper (or trying another password) while it opens abandons that open.
    const abandon = new AbortController();
    setDoc(null);
    // Trying a password keeps the refusal (and so the password form) until the answer is in: the
    // form is not torn down and rebuilt empty under the reader's hands.
    if (password === null) setError(null);
    else setChecking(true);
    (async () => {
      const bytes = await client.call("library.paperFile", paperId);
      const { openPdf } = await import("./pdfDocument.ts");
      opened = await openPdf(bytes, password?.value, abandon.signal);
      if (cancelled) void opened.close();
      else {
        setError(null);
        setDoc(opened.document);
      }
    })()
      .catch((e: Error) => {
        if (!cancelled) setError(e);
      })
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
      abandon.abort();
      if (opened) void opened.close();
    };
  }, [paperId, password]);
  // pdf.js names the refusal of an encrypted file PasswordException, with or without a password tried.
  const needsPassword = error?.name === "PasswordException";
  return {
    doc,
    error: needsPassword ? null : error,
    needsPassword,
    wrongPassword: needsPassword && password !== null && !checking,
    checkingPassword: checking,
    unlock: (value) => setPassword({ value }),
  };
}
