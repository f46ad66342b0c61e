import { useEffect, useRef, useState } from "react";
import type { QaDetail } from "../../../../src-main/contract/review.ts";
import { routeHref } from "../../app/router.ts";
import { evidenceBlocks } from "./evidenceSegments.ts";
import { DECISION_LABELS, SCORE_VERDICT_LABELS, VERDICT_LABELS, formatScore } from "./reviewLabels.ts";

export interface QaDetailCardProps {
  detail: QaDetail;
  editing: boolean;
  onSaveAnswer(text: string): void;
  onCancelEdit(): void;
  busy: boolean;
}

/** One QA with everything needed to judge it: answer (and the original when corrected), evidence in its passage, scores, context. */
export function QaDetailCard({ detail, editing, onSaveAnswer, onCancelEdit, busy }: QaDetailCardProps) {
  const { row, review, original } = detail;
  const corrected = review.answer !== null && review.answer !== original.answer;
  const blocks = evidenceBlocks(detail.evidence);
  const decision = DECISION_LABELS[row.decision];
  const verdict = VERDICT_LABELS[row.verdict];
  return (
    <article className="qa-card" aria-labelledby="qa-question" data-testid="review-focus" data-qa-id={row.id} data-decision={row.decision} aria-busy={busy || undefined}>
      <div className="qa-main">
        <div className="qa-meta">
          <span className={`qa-decision qa-decision-${row.decision}`} data-testid="qa-decision">
            <span aria-hidden="true">{decision.icon} </span>
            {decision.label}
          </span>
          <span className={`qa-verdict qa-verdict-${row.verdict}`} title="The automatic filters' overall verdict">
            <span aria-hidden="true">{verdict.icon} </span>
            {verdict.label} by the filters
          </span>
          {review.contextWrong && (
            <span className="qa-flag" data-testid="qa-context-wrong">
              <span aria-hidden="true">⚠ </span>Context wrong
            </span>
          )}
          {row.edited && (
            <span className="qa-flag">
              <span aria-hidden="true">✎ </span>Edited
            </span>
          )}
          <span className="muted">#{row.id}</span>
        </div>
        <h2 id="qa-question" className="qa-question">
          {row.question}
        </h2>
        <section aria-label="Answer" className="qa-answer-block">
          {editing ? (
            <AnswerEditor initial={row.answer} original={original.answer} busy={busy} onSave={onSaveAnswer} onCancel={onCancelEdit} />
          ) : (
            <>
              <p className="qa-answer" data-testid="qa-answer">
                {row.answer}
              </p>
              {corrected && (
                <p className="qa-original">
                  <span className="muted">Original answer: </span>
                  <del>{original.answer}</del>
                </p>
              )}
            </>
          )}
        </section>
        <dl className="qa-facts">
          <dt>Type</dt>
          <dd data-testid="qa-type">
            {row.type ?? "—"}
            {review.type !== null && review.type !== original.type && <span className="muted"> (was {original.type ?? "none"})</span>}
          </dd>
          <dt>Difficulty</dt>
          <dd data-testid="qa-difficulty">
            {row.difficulty ?? "—"}
            {review.difficulty !== null && review.difficulty !== original.difficulty && <span className="muted"> (was {original.difficulty ?? "none"})</span>}
          </dd>
          <dt>Hop</dt>
          <dd>{detail.hop ?? "—"}</dd>
          {detail.negative && (
            <>
              <dt>Negative</dt>
              <dd>Not answerable from the context (kept as a labelled negative)</dd>
            </>
          )}
          <dt>Paper</dt>
          <dd>
            <a href={routeHref("paper", row.paperId, { qa: String(row.id) })}>{row.paperName}</a>
            {detail.section && <span className="muted"> · {detail.section}</span>}
          </dd>
          <dt>Run</dt>
          <dd>
            <a href={routeHref("runs", null, { run: String(row.runId) })}>#{row.runId}</a> <span className="muted">· {row.strategy}</span>
          </dd>
          {Object.entries(detail.labels).map(([key, value]) => (
            <FactRow key={key} name={key} value={value} />
          ))}
        </dl>
        <section aria-labelledby="qa-scores-title">
          <h3 id="qa-scores-title">Scores</h3>
          {detail.scores.length === 0 ? (
            <p className="muted">Not scored.</p>
          ) : (
            <table className="qa-scores">
              <thead>
                <tr>
                  <th scope="col">Metric</th>
                  <th scope="col">Value</th>
                  <th scope="col">Verdict</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {detail.scores.map((score) => (
                  <tr key={score.metric} className={`qa-score-${score.verdict}`}>
                    <th scope="row">{score.metric}</th>
                    <td className="qa-score-value">{formatScore(score.value)}</td>
                    <td className={`qa-score-verdict qa-score-verdict-${score.verdict}`}>
                      <span aria-hidden="true">{SCORE_VERDICT_LABELS[score.verdict].icon} </span>
                      {SCORE_VERDICT_LABELS[score.verdict].label}
                    </td>
                    <td className="qa-score-reason">{score.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <div className="qa-side">
        <section aria-labelledby="qa-evidence-title">
          <h3 id="qa-evidence-title">
            Evidence <span className="muted">({detail.evidence.length})</span>
          </h3>
          {blocks.length === 0 && <p className="muted">No evidence sentences stored for this QA.</p>}
          {blocks.map((block, i) => (
            <figure key={i} className={`qa-evidence${block.passageId === null ? " qa-evidence-unlocated" : ""}`} data-testid="qa-evidence">
              <blockquote>
                {block.segments.map((segment, j) => (segment.highlighted ? <mark key={j}>{segment.text}</mark> : <span key={j}>{segment.text}</span>))}
              </blockquote>
              <figcaption className="muted">
                {block.page !== null ? `Page ${block.page}` : "Page unknown"}
                {block.passageId === null ? " · quote not found in the paper's text" : block.quotes > 1 ? ` · ${block.quotes} quotes` : ""}
              </figcaption>
            </figure>
          ))}
        </section>
        <section aria-labelledby="qa-context-title">
          <h3 id="qa-context-title">What the model saw</h3>
          {Object.keys(detail.context).length === 0 ? (
            <p className="muted">No context recorded.</p>
          ) : (
            <dl className="qa-context">
              {Object.entries(detail.context).map(([key, value]) => (
                <FactRow key={key} name={key} value={value} />
              ))}
            </dl>
          )}
        </section>
      </div>
    </article>
  );
}

function AnswerEditor({ initial, original, busy, onSave, onCancel }: { initial: string; original: string; busy: boolean; onSave(text: string): void; onCancel(): void }) {
  const [text, setText] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Caret at the end: most corrections add to or trim the end of the answer.
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return (
    <div className="qa-editor">
      <label htmlFor="qa-answer-editor" className="muted">
        Corrected answer
      </label>
      <textarea
        id="qa-answer-editor"
        ref={area}
        rows={Math.min(12, Math.max(3, Math.ceil(text.length / 90)))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (text.trim() !== "") onSave(text);
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="toolbar qa-editor-bar">
        <button type="button" className="primary" disabled={busy || text.trim() === ""} onClick={() => onSave(text)}>
          Save <kbd>Ctrl+Enter</kbd>
        </button>
        <button type="button" onClick={onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
        <button type="button" disabled={text === original} onClick={() => setText(original)}>
          Back to the original
        </button>
      </div>
    </div>
  );
}

/** One name and value of a QA's labels or of the context the model saw. */
function FactRow({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        <ContextValue value={value} />
      </dd>
    </>
  );
}

/** Strategy context as a reader wants it: long texts folded, lists of chunks as short previews, raw JSON only for the rest. */
function ContextValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value === "string") {
    if (value.length <= 160) return <>{value}</>;
    return (
      <details>
        <summary>{value.slice(0, 140)}…</summary>
        <p className="qa-context-text">{value}</p>
      </details>
    );
  }
  if (typeof value !== "object") return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    if (value.every((v) => v === null || typeof v !== "object")) return <>{value.map(String).join(", ")}</>;
    return (
      <ol className="qa-context-list">
        {value.slice(0, 20).map((item, i) => (
          <li key={i}>
            <ContextObject value={item} />
          </li>
        ))}
        {value.length > 20 && <li className="muted">… {value.length - 20} more</li>}
      </ol>
    );
  }
  return <ContextObject value={value} />;
}

function ContextObject({ value }: { value: unknown }) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return <ContextValue value={value} />;
  const entries = Object.entries(value as Record<string, unknown>);
  const texts = entries.filter(([, v]) => typeof v === "string" && v.length > 60);
  const scalars = entries.filter(([, v]) => v === null || (typeof v !== "object" && !(typeof v === "string" && v.length > 60)));
  const nested = entries.filter(([, v]) => v !== null && typeof v === "object");
  return (
    <div className="qa-context-object">
      {scalars.length > 0 && <span className="muted">{scalars.map(([k, v]) => `${k}: ${String(v)}`).join(" · ")}</span>}
      {texts.map(([k, v]) => (
        <p key={k} className="qa-context-text">
          {String(v)}
        </p>
      ))}
      {nested.length > 0 && (
        <details>
          <summary className="muted">{nested.map(([k]) => k).join(", ")}</summary>
          <pre className="qa-context-json">{JSON.stringify(Object.fromEntries(nested), null, 1)}</pre>
        </details>
      )}
    </div>
  );
}
