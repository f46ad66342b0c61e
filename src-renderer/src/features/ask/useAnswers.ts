import { useCallback, useState } from "react";
import type { KeptAnswer } from "@contract/ask.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** A stored answer, fetched again when it is kept as a QA. */
export function useAnswer(answerId: number | null) {
  const answer = useAsync(async () => (answerId === null ? null : client.call("ask.get", answerId)), [answerId]);
  useAppEvent("ask.changed", (event) => {
    if (event.answerId === answerId) answer.reload();
  });
  return answer;
}

/** Earlier answers, newest first: about one paper when asking within one, else all; kept current. */
export function useAnswerList(paperId: number | null) {
  const list = useAsync(() => client.call("ask.list", paperId === null ? { limit: 30 } : { paperId, limit: 30 }), [paperId]);
  useAppEvent("ask.changed", list.reload);
  return list;
}

/** Keeps an answer as a QA; says which QA it became, or why it could not. */
export function useKeepAnswer() {
  const [kept, setKept] = useState<KeptAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(false);
  const keep = useCallback(async (answerId: number) => {
    setSaving(true);
    setError(null);
    try {
      setKept(await client.call("ask.keep", answerId));
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setSaving(false);
    }
  }, []);
  const reset = useCallback(() => {
    setKept(null);
    setError(null);
  }, []);
  return { kept, error, saving, keep, reset };
}

/** The page sizes of a cited paper, for drawing its pages; nothing until a citation is chosen. */
export function useCitedPages(paperId: number | null) {
  return useAsync(async () => (paperId === null ? null : (await client.call("library.reading", paperId)).pages), [paperId]);
}

/** The library's paper count (to say what "all papers" means) and the names of the papers asked within. */
export function useAskScope(paperIds: readonly number[]) {
  const key = paperIds.join(",");
  return useAsync(async () => {
    // Names of the first hundred chosen papers are enough for the line that says what is asked.
    const list = await client.call("library.browse", paperIds.length === 0 ? { limit: 1 } : { ids: paperIds.slice(0, 100), limit: Math.min(paperIds.length, 100) });
    return { total: list.totalPapers, chosen: paperIds.length === 0 ? [] : list.papers.map((p) => ({ id: p.id, name: p.name })) };
  }, [key]);
}
