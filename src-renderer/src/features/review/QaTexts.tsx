import type { QaDetail } from "@contract/qaDetail.ts";
import type { EditField } from "./editField.ts";
import { TextEditor } from "./TextEditor.tsx";

/** The question, the answer and your corrected context, each shown or being corrected, with the originals a correction replaced. */
export function QaTexts({ detail, editing, busy, onSave, onCancelEdit }: { detail: QaDetail; editing: EditField | null; busy: boolean; onSave(field: EditField, text: string): void; onCancelEdit(): void }) {
  const { row, review, original } = detail;
  const corrected = review.answer !== null && review.answer !== original.answer;
  return (
    <>
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
    </>
  );
}
