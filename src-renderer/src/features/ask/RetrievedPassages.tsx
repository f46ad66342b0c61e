import type { Retrieval } from "@contract/ask.ts";
import { tablePlaceWords } from "@contract/evidence.ts";
import { formatCount } from "../../shared/format.ts";

/** The passages found for the question, best first, with their scores and whether the model read them. */
export function RetrievedPassages({ retrieval }: { retrieval: Retrieval }) {
  const shown = retrieval.passages.filter((p) => p.shown).length;
  return (
    <details className="ask-found" data-testid="ask-found">
      <summary>
        {formatCount(retrieval.passages.length, "passage")} found in {formatCount(retrieval.papersSearched, "paper")} ({Math.round(retrieval.ms)} ms)
        {retrieval.passages.length > 0 ? `; the model read ${shown === retrieval.passages.length ? "all of them" : `the best ${shown}`}` : ""}
      </summary>
      <p className="muted ask-found-note">
        Found by the words of the question in every passage, again within the best papers, and in the questions of QAs already made
        {retrieval.method === "words+embeddings" ? ", then re-ranked by how close their meaning is to the question" : ""}. A score is relative to the best passage found.
      </p>
      <ol className="ask-found-list">
        {retrieval.passages.map((p) => (
          <li key={p.passageId} className={p.shown ? undefined : "ask-unread"}>
            <span className="ask-found-where">
              {p.paperName}
              {p.table ? ` · ${tablePlaceWords(p.table)}` : p.section ? ` · ${p.section}` : ""} · page {p.page} · score {p.score.toFixed(2)}
              {p.shown ? "" : " · not read: the model's context was full"}
            </span>
            <span className="ask-found-text">{p.text.length > 360 ? `${p.text.slice(0, 360)}…` : p.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
