import type { Retrieval } from "@contract/askRetrieval.ts";
import { tablePlaceWords } from "@contract/evidence.ts";
import { formatCount } from "../../shared/format.ts";
import { matchWords, passageShown } from "./retrievalWords.ts";

/** The passages found for the question, best first, with how well each matches and whether the model read them. */
export function RetrievedPassages({ retrieval }: { retrieval: Retrieval }) {
  const shown = retrieval.passages.filter((p) => p.shown).length;
  const best = Math.max(0, ...retrieval.passages.map((p) => p.score));
  return (
    <details className="ask-found" data-testid="ask-found">
      {/* No search time: it says nothing about the answer a user could act on. */}
      <summary>
        {formatCount(retrieval.passages.length, "passage")} found in {formatCount(retrieval.papersSearched, "paper")}
        {retrieval.passages.length > 0 ? `; the model read ${shown === retrieval.passages.length ? "all of them" : `the best ${shown}`}` : ""}
      </summary>
      <p className="muted ask-found-note">
        Found by the words of the question in every passage (rarer words count more), again within the best papers, and in the questions of QAs already made
        {retrieval.method === "words+embeddings" ? ", then re-ranked by how close their meaning is to the question" : ""}. Each match is given as a share of the best passage&apos;s.
      </p>
      <ol className="ask-found-list">
        {retrieval.passages.map((p) => (
          <li key={p.passageId} className={p.shown ? undefined : "ask-unread"}>
            <span className="ask-found-where">
              {p.paperName}
              {p.table ? ` · ${tablePlaceWords(p.table)}` : p.section ? ` · ${p.section}` : ""} · page {p.page} · <span className="ask-found-match">{matchWords(p.score, best)}</span>
              {p.shown ? "" : " · not read: the model's context was full"}
            </span>
            <span className="ask-found-text">{passageShown(p.text)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
