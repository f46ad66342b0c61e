import type { AskAnswerSummary } from "@contract/ask.ts";
import { Badge } from "../../shared/Badge.tsx";
import { formatCount, formatDateTime } from "../../shared/format.ts";
import { askHref } from "./askRoute.ts";

interface AnswerHistoryProps {
  answers: readonly AskAnswerSummary[];
  scope: number[];
  current: number | null;
  /** "about this paper" when asking within one paper. */
  title: string;
}

/** Answers given before, newest first, each opening as it was stored. */
export function AnswerHistory({ answers, scope, current, title }: AnswerHistoryProps) {
  if (answers.length === 0) return null;
  return (
    <nav className="ask-history" aria-label={title} data-testid="ask-history">
      <h2>{title}</h2>
      <ul>
        {answers.map((a) => (
          <li key={a.id}>
            <a href={askHref(scope, a.id)} aria-current={a.id === current ? "true" : undefined}>
              <span className="ask-history-question">{a.question}</span>
              <span className="ask-history-facts muted">
                {a.outcome === "refused" ? <Badge tone="warn">papers do not say</Badge> : <Badge tone="ok">{formatCount(a.citations, "source")}</Badge>}
                {a.qaId !== null && <Badge tone="accent">kept</Badge>} {formatDateTime(a.askedAt)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
