import { useState } from "react";
import { navigate, routeHref } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount } from "../../shared/format.ts";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { choiceWords, splitChoice, useDatasetChoices } from "../../shared/useDatasets.ts";
import { useAskScope } from "./useAnswers.ts";

/** What the question is asked of: the whole library or the chosen papers, with a picker to change it. */
export function AskScope({ paperIds }: { paperIds: number[] }) {
  const scope = useAskScope(paperIds);
  const [choosing, setChoosing] = useState(false);
  const change = (ids: number[]) => navigate("ask", null, ids.length > 0 ? { papers: ids.join(",") } : undefined);
  const names = scope.data?.chosen.map((p) => p.name) ?? [];
  // A chosen dataset is named as one, not as hundreds of chosen papers.
  const datasets = useDatasetChoices().data ?? [];
  const onlyPapers = splitChoice(paperIds, datasets).papers.length === paperIds.length;
  return (
    <div className="ask-scope" data-testid="ask-scope">
      <p className="ask-scope-line">
        {paperIds.length === 0 && scope.data?.total === 0 ? (
          <span>
            The library has no papers yet: <a href={routeHref("library")}>import some</a> to ask about them.
          </span>
        ) : paperIds.length === 0 ? (
          <span>{scope.data?.total === 1 ? "Asking the one paper in the library." : `Asking all ${scope.data ? formatCount(scope.data.total, "paper") : "papers"} in the library.`}</span>
        ) : (
          <span title={names.join("\n")}>
            Asking {paperIds.length === 1 && onlyPapers ? <q>{names[0] ?? "one paper"}</q> : onlyPapers ? `${formatCount(paperIds.length, "chosen paper")}` : choiceWords(paperIds, datasets)} only.
          </span>
        )}{" "}
        <button type="button" className="ask-link" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
          {choosing ? "Done" : "Choose papers…"}
        </button>
        {paperIds.length > 0 && (
          <button type="button" className="ask-link" onClick={() => change([])}>
            Ask the whole library
          </button>
        )}
      </p>
      <ErrorAlert error={scope.error} />
      {choosing && <PaperPicker selected={paperIds} onChange={change} label="Papers to ask" testId="ask-paper-picker" />}
    </div>
  );
}
