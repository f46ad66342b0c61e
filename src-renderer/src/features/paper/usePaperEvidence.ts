import { useEffect, useMemo, useRef, useState } from "react";
import type { PaperReading } from "@contract/paperDetail.ts";
import { evidencePage, evidenceRectsByPage, marksByPassage, type CharRange, type PageRect } from "./evidence.ts";
import type { ScrollTarget } from "./scrollTarget.ts";
import type { TextTarget } from "./ReadingText.tsx";
import type { usePaper } from "./usePaper.ts";

/**
 * Which key QA is selected and where its evidence is: boxes on the PDF pages, marks in the
 * extracted text, and where each of them scrolls to. A link to a QA (#/paper/3?qa=17) selects
 * it once the QAs and the text are in; opening a section scrolls both to it.
 */
export function usePaperEvidence({ reading, keyQas }: ReturnType<typeof usePaper>, initialQaId: number | null) {
  const [selectedQaId, setSelectedQaId] = useState<number | null>(null);
  const [scrollTarget, setScrollTarget] = useState<ScrollTarget | null>(null);
  const [textTarget, setTextTarget] = useState<TextTarget | null>(null);

  const passages = reading.data?.passages;
  const qas = keyQas.data ?? [];
  const selectedQa = qas.find((q) => q.id === selectedQaId) ?? null;
  const marks = useMemo(() => (selectedQa && passages ? marksByPassage(selectedQa.evidence, passages) : new Map<number, CharRange[]>()), [selectedQa, passages]);
  const rects = useMemo(() => (selectedQa && passages ? evidenceRectsByPage(selectedQa.evidence, passages) : new Map<number, PageRect[]>()), [selectedQa, passages]);

  const select = (id: number) => {
    setSelectedQaId(id);
    const chosen = qas.find((q) => q.id === id);
    if (chosen && passages) {
      const page = evidencePage(chosen.evidence, passages);
      if (page !== null) setScrollTarget({ page, rects: evidenceRectsByPage(chosen.evidence, passages).get(page) ?? [], nonce: Date.now() });
    }
    setTextTarget({ kind: "evidence", nonce: Date.now() });
  };

  const linked = useRef(false);
  useEffect(() => {
    if (linked.current || initialQaId === null || !keyQas.data || !passages) return;
    linked.current = true;
    if (keyQas.data.some((q) => q.id === initialQaId)) select(initialQaId);
  });

  const openSection = (section: PaperReading["sections"][number]) => {
    setTextTarget({ kind: "section", sectionId: section.id, nonce: Date.now() });
    if (section.page !== null) setScrollTarget({ page: section.page, rects: [], nonce: Date.now() });
  };

  return { qas, selectedQaId, selectedQa, marks, rects, scrollTarget, textTarget, select, openSection };
}
