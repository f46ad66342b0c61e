import { useEffect, useState } from "react";
import { useRoute } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { AnswerHistory } from "./AnswerHistory.tsx";
import { AnswerPanel } from "./AnswerPanel.tsx";
import { AskForm } from "./AskForm.tsx";
import { askAction, stepCitation } from "./askKeymap.ts";
import { askHref, scopeFromParams } from "./askRoute.ts";
import { AskScope } from "./AskScope.tsx";
import { CitationPage } from "./CitationPage.tsx";
import { useAnswer, useAnswerList, useKeepAnswer } from "./useAnswers.ts";
import { useAsk } from "./useAsk.ts";
import { useAskModels } from "./useAskModels.ts";
import { MeaningSwitch } from "./MeaningSwitch.tsx";
import { useMeaningSearch } from "./useMeaningSearch.ts";
import "./ask.css";

/** #/ask[?papers=1,2][&answer=N]: a question to the library (or some papers), its answer with sources boxed on the page, and earlier answers. */
export function AskView() {
  const route = useRoute();
  const scope = scopeFromParams(route.params);
  const routed = Number(route.params.get("answer"));
  const answerId = Number.isInteger(routed) && routed > 0 ? routed : null;
  const open = (id: number) => (window.location.hash = askHref(scope, id));

  const session = useAsk(open);
  const models = useAskModels();
  const meaning = useMeaningSearch();
  const answer = useAnswer(answerId);
  const list = useAnswerList(scope.length === 1 ? scope[0]! : null);
  const keeping = useKeepAnswer();
  const [selected, setSelected] = useState<{ number: number; nonce: number; chosen: boolean } | null>(null);

  const shown = session.busy ? null : (answer.data ?? null);
  const citations = shown?.outcome === "answered" ? shown.citations : [];
  const citation = citations.find((c) => c.number === selected?.number) ?? null;
  const select = (number: number) => setSelected({ number, nonce: Date.now(), chosen: true });

  // A new answer starts with its first source on the page and nothing kept yet.
  useEffect(() => {
    keeping.reset();
    setSelected(answer.data?.outcome === "answered" && answer.data.citations.length > 0 ? { number: 1, nonce: Date.now(), chosen: false } : null);
  }, [answer.data?.id]);

  const keep = () => {
    if (shown && shown.outcome === "answered" && shown.qaId === null && !keeping.kept && !keeping.saving) void keeping.keep(shown.id);
  };
  useKeyboardShortcuts((input) => {
    const action = askAction(input);
    if (action === "stop" && session.busy) session.stop();
    else if (action === "keep" && shown?.outcome === "answered") keep();
    else if ((action === "next-citation" || action === "previous-citation") && citations.length > 0) select(stepCitation(selected?.number ?? 0, citations.length, action));
    else return false;
    return true;
  });

  const ask = (question: string) => {
    setSelected(null);
    void session.ask({ question, builtInEmbedder: meaning.on, ...(scope.length > 0 ? { paperIds: scope } : {}), ...(models.picked !== null ? { model: String(models.picked) } : {}) });
  };

  return (
    <div className="ask-view">
      <header className="view-header">
        <h1>Ask your papers</h1>
        <span className="muted">Answers come only from your papers, each statement with the sentences it rests on.</span>
      </header>
      <AskScope paperIds={scope} />
      <AskForm models={models.list} modelId={models.picked} onModel={models.pick} busy={session.busy} onAsk={ask} onStop={session.stop} options={<MeaningSwitch meaning={meaning} disabled={session.busy} />} shownAnswerModel={shown?.model.name ?? null} />
      <ErrorAlert error={session.error ?? models.error} />
      <div className="ask-columns">
        <div className="ask-left">
          {(session.busy || session.progress || shown) && (
            <AnswerPanel
              progress={session.busy || session.progress?.status !== "done" ? session.progress : null}
              busy={session.busy}
              answer={shown}
              selected={selected?.number ?? null}
              onSelect={select}
              keep={{ kept: keeping.kept, error: keeping.error, saving: keeping.saving, onKeep: keep }}
            />
          )}
          <ErrorAlert error={answer.error} />
          <AnswerHistory answers={list.data ?? []} scope={scope} current={answerId} title={scope.length === 1 ? "Earlier answers about this paper" : "Earlier answers"} />
        </div>
        <CitationPage citation={citation} nonce={selected?.nonce ?? 0} reveal={selected?.chosen ?? false} cited={citations.length > 0} />
      </div>
    </div>
  );
}
