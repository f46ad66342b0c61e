import { useEffect, useRef, useState } from "react";
import { sortMetrics } from "@contract/metrics.ts";
import { REVIEW_STATUS_WORDS, type QaDetail } from "@contract/review.ts";
import { routeHref } from "../../app/router.ts";
import { formatDateTime } from "../../shared/format.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { evidenceBlocks } from "./evidenceSegments.ts";
import { factLabel, factValue, visibleFacts } from "./qaFacts.ts";
import { DECISION_LABELS, VERDICT_LABELS } from "./reviewLabels.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { DisputedPanel } from "./DisputedPanel.tsx";

/** The texts a reviewer can correct in the focus view. */
export type EditField = "answer" | "question" | "context";

export interface QaDetailCardProps {
  detail: QaDetail;
  editing: EditField | null;
  onSave(field: EditField, text: string): void;
  onCancelEdit(): void;
  busy: boolean;
}

/**
 * One QA with everything needed to judge it: the answer (and the original when corrected), the
 * evidence in its passage, what other reviewers decided, the scores in words, and what the
 * model saw. The evidence follows the answer, so a narrow window shows it without scrolling.
 */
export function QaDetailCard({ detail, editing, onSave, onCancelEdit, busy }: QaDetailCardProps) {
  const { row, review, original } = detail;
  const { label: strategyLabel, typeLabel } = useStrategies();
  const corrected = review.answer !== null && review.answer !== original.answer;
  const blocks = evidenceBlocks(detail.evidence);
  const decision = DECISION_LABELS[row.decision];
  const verdict = VERDICT_LABELS[row.verdict];
  const scores = sortMetrics(detail.scores.map((s) => s.metric)).map((metric) => detail.scores.find((s) => s.metric === metric)!);
  return (
    <article className="qa-card" aria-labelledby="qa-question" data-testid="review-focus" data-qa-id={row.id} data-decision={row.decision} aria-busy={busy || undefined}>
      <div className="qa-main">
        <div className="qa-meta">
          <span className={`qa-decision qa-decision-${row.decision}`} data-testid="qa-decision" title="Your decision">
            <span aria-hidden="true">{decision.icon} </span>
            {row.decision === "pending" ? "Pending for you" : `${decision.label} by you`}
          </span>
          {row.status === "disputed" && (
            <span className="qa-flag" data-testid="qa-disputed" title={REVIEW_STATUS_WORDS.disputed.means}>
              <span aria-hidden="true">≠ </span>Reviewers disagree
            </span>
          )}
          <span className={`qa-verdict qa-verdict-${row.verdict}`} title="The automatic filters' overall verdict">
            <span aria-hidden="true">{verdict.icon} </span>
            {verdict.label} by the filters
          </span>
          {review.contextWrong && (
            <span className="qa-flag" data-testid="qa-context-wrong">
              <span aria-hidden="true">⚠ </span>Context wrong
            </span>
          )}
          {review.answerCorrect !== null && (
            <span className="qa-flag" data-testid="qa-answer-correct">
              Answer correct: {review.answerCorrect}
            </span>
          )}
          {review.answerable !== null && (
            <span className="qa-flag" data-testid="qa-answerable">
              {review.answerable ? "Answerable from the context" : "Not answerable from the context"}
            </span>
          )}
          {row.edited && (
            <span className="qa-flag">
              <span aria-hidden="true">✎ </span>Edited
            </span>
          )}
          <span className="muted">#{row.id}</span>
        </div>
        {editing === "question" ? (
          <TextEditor label="Corrected question" initial={row.question} original={original.question} busy={busy} onSave={(t) => onSave("question", t)} onCancel={onCancelEdit} />
        ) : (
          <>
            <h2 id="qa-question" className="qa-question">
              {row.question}
            </h2>
            {review.question !== null && (
              <p className="qa-original">
                <span className="muted">Original question: </span>
                <del>{original.question}</del>
              </p>
            )}
          </>
        )}
        <section aria-label="Answer" className="qa-answer-block">
          {editing === "answer" ? (
            <TextEditor label="Corrected answer" initial={row.answer} original={original.answer} busy={busy} onSave={(t) => onSave("answer", t)} onCancel={onCancelEdit} />
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
        {editing === "context" ? (
          <TextEditor label="The context that supports the answer" initial={review.context ?? ""} original="" busy={busy} onSave={(t) => onSave("context", t)} onCancel={onCancelEdit} />
        ) : (
          review.context !== null && (
            <section aria-label="Corrected context" className="qa-answer-block">
              <p className="muted">Your corrected context:</p>
              <blockquote data-testid="qa-corrected-context">{review.context}</blockquote>
            </section>
          )
        )}
        <section aria-labelledby="qa-evidence-title" className="qa-evidence-block">
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
                {detail.section ? ` · ${detail.section}` : ""}
                {block.passageId === null ? " · quote not found in the paper's text" : block.quotes > 1 ? ` · ${block.quotes} quotes` : ""}
              </figcaption>
            </figure>
          ))}
        </section>
      </div>
      <div className="qa-side">
        {row.status === "disputed" && <DisputedPanel detail={detail} />}
        <OtherReviewers detail={detail} />
        <section aria-labelledby="qa-scores-title">
          <h3 id="qa-scores-title">Scores</h3>
          {scores.length === 0 ? (
            <p className="muted">Not scored.</p>
          ) : (
            <ul className="qa-scores" data-testid="qa-scores">
              {scores.map((score) => (
                <li key={score.metric} className={`qa-score-${score.verdict}`}>
                  <ScoreChip score={score} />
                  <span className="qa-score-reason">{score.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="qa-facts-title">
          <h3 id="qa-facts-title">About this QA</h3>
          <dl className="qa-facts">
            <dt>Type</dt>
            <dd data-testid="qa-type">
              {row.type === null ? "—" : typeLabel(row.type)}
              {review.type !== null && review.type !== original.type && <span className="muted"> (was {original.type === null ? "none" : typeLabel(original.type)})</span>}
            </dd>
            <dt>Difficulty</dt>
            <dd data-testid="qa-difficulty">
              {row.difficulty ?? "—"}
              {review.difficulty !== null && review.difficulty !== original.difficulty && <span className="muted"> (was {original.difficulty ?? "none"})</span>}
            </dd>
            <dt>Evidence from</dt>
            <dd>{detail.hop === "multi" ? "Several places in the paper" : detail.hop === "single" ? "One place in the paper" : "—"}</dd>
            {detail.negative && (
              <>
                <dt>Negative</dt>
                <dd>Not answerable from the context (kept as a labelled negative)</dd>
              </>
            )}
            <dt>Paper</dt>
            <dd>
              <a href={routeHref("paper", row.paperId, { qa: String(row.id) })}>{row.paperName}</a>
              {/* Its number, as the paper view shows it: two papers of one name (a paper imported twice) differ here. */}
              <span className="muted"> · paper {row.paperId}</span>
              {detail.section && <span className="muted"> · {detail.section}</span>}
            </dd>
            <dt>Run</dt>
            <dd>
              <a href={routeHref("runs", null, { run: String(row.runId) })}>Run {row.runId}</a> <span className="muted">· {strategyLabel(row.strategy)}</span>
            </dd>
            {visibleFacts(detail.labels).map(([key, value]) => (
              <FactRow key={key} name={key} value={value} />
            ))}
          </dl>
        </section>
        <section aria-labelledby="qa-context-title">
          <h3 id="qa-context-title">What the model saw</h3>
          {visibleFacts(detail.context).length === 0 ? (
            <p className="muted">No context recorded.</p>
          ) : (
            <dl className="qa-context">
              {visibleFacts(detail.context).map(([key, value]) => (
                <FactRow key={key} name={key} value={value} />
              ))}
            </dl>
          )}
        </section>
      </div>
    </article>
  );
}

/** What every other reviewer decided and corrected on this QA, and whether it agrees with your decision. */
function OtherReviewers({ detail }: { detail: QaDetail }) {
  const mine = detail.review.decision;
  const { typeLabel } = useStrategies();
  return (
    <section aria-labelledby="qa-others-title" data-testid="qa-others">
      <h3 id="qa-others-title">Other reviewers</h3>
      {detail.others.length === 0 ? (
        <p className="muted">No other reviewer has looked at this QA.</p>
      ) : (
        <ul className="qa-others-list">
          {detail.others.map((other) => {
            const theirs = DECISION_LABELS[other.decision];
            const stance = mine === "pending" || other.decision === "pending" ? null : mine === other.decision ? "agrees with you" : "disagrees with you";
            return (
              <li key={other.reviewer} data-testid="qa-other" data-reviewer={other.reviewer}>
                <div className="qa-other-head">
                  <strong>{other.reviewer}</strong>
                  <span className={`qa-decision qa-decision-${other.decision}`}>
                    <span aria-hidden="true">{theirs.icon} </span>
                    {other.decision === "pending" ? "No decision" : theirs.label}
                  </span>
                  {stance && <span className={stance === "agrees with you" ? "qa-agree" : "qa-disagree"}>{stance}</span>}
                  <span className="muted qa-other-when">{formatDateTime(other.updatedAt)}</span>
                </div>
                {other.answer !== null && (
                  <p className="qa-other-fix">
                    <span className="muted">Corrected answer: </span>
                    {other.answer}
                  </p>
                )}
                {other.type !== null && <p className="qa-other-fix"><span className="muted">Type: </span>{typeLabel(other.type)}</p>}
                {other.difficulty !== null && <p className="qa-other-fix"><span className="muted">Difficulty: </span>{other.difficulty}</p>}
                {other.question !== null && <p className="qa-other-fix"><span className="muted">Corrected question: </span>{other.question}</p>}
                {other.context !== null && <p className="qa-other-fix"><span className="muted">Corrected context: </span>{other.context}</p>}
                {other.contextWrong && <p className="qa-other-fix">Marked the context wrong</p>}
                {other.note !== null && <p className="qa-other-fix"><span className="muted">Note: </span>{other.note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A correction being typed: the answer, the question or the context; `original` is what "Back to the original" restores. */
function TextEditor({ label, initial, original, busy, onSave, onCancel }: { label: string; initial: string; original: string; busy: boolean; onSave(text: string): void; onCancel(): void }) {
  const [text, setText] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Caret at the end: most corrections add to or trim the end of the text.
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return (
    <div className="qa-editor">
      <label htmlFor="qa-answer-editor" className="muted">
        {label}
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

/** One name and value of a QA's labels or of the context the model saw, both in words. */
function FactRow({ name, value }: { name: string; value: unknown }) {
  const said = factValue(name, value);
  return (
    <>
      <dt>{factLabel(name)}</dt>
      <dd>{said ?? <ContextValue value={value} />}</dd>
    </>
  );
}

/** Strategy context as a reader wants it: long texts folded, lists of chunks as short previews, nested records as named rows. */
function ContextValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value === "boolean") return <>{value ? "yes" : "no"}</>;
  if (typeof value === "number") return <>{value.toLocaleString("en-US")}</>;
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
            <ContextValue value={item} />
          </li>
        ))}
        {value.length > 20 && <li className="muted">… {value.length - 20} more</li>}
      </ol>
    );
  }
  const entries = visibleFacts(value as Record<string, unknown>);
  return (
    <dl className="qa-context qa-context-nested">
      {entries.map(([key, item]) => (
        <FactRow key={key} name={key} value={item} />
      ))}
    </dl>
  );
}
