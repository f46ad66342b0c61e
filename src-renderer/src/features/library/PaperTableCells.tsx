import type { PaperRow, PaperStatus } from "@contract/papers.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { formatDateTime, formatCount } from "../../shared/format.ts";
import { languageName } from "../../shared/languageName.ts";
import { STATUS_LABELS } from "./libraryQuery.ts";
import { PaperTitleCell } from "./PaperTitleCell.tsx";

const STATUS_TONE: Record<PaperStatus, BadgeTone> = { "not-run": "neutral", "no-qas": "neutral", generated: "warn", reviewed: "ok" };

/** One paper's cells: title, pages, QAs (with how many accepted and reviewed), status (with the methods its runs used), language, date imported. */
export function PaperTableCells({ paper, twin, strategyLabel }: { paper: PaperRow; twin: string | undefined; strategyLabel(name: string): string }) {
  const methods = paper.strategies.map(strategyLabel).join(", ");
  return (
    <>
      <PaperTitleCell paper={paper} twin={twin} />
      <td className="num col-pages">{paper.pages}</td>
      <td className="num col-qas">
        {paper.qas}
        {paper.qas > 0 && (
          <div className="paper-sub" title={`${formatCount(paper.accepted, "QA")} accepted by the filters, ${paper.reviewed} reviewed`}>
            {paper.accepted} accepted · {paper.reviewed} reviewed
          </div>
        )}
      </td>
      <td className="col-status">
        <Badge tone={STATUS_TONE[paper.status]}>{STATUS_LABELS[paper.status]}</Badge>
        {paper.strategies.length > 0 && (
          <div className="paper-sub" title={`Runs on this paper used ${methods}`}>
            {methods}
          </div>
        )}
      </td>
      <td className="col-language">{paper.language ? languageName(paper.language) : <span className="muted">—</span>}</td>
      <td className="paper-date col-imported">{formatDateTime(paper.importedAt)}</td>
    </>
  );
}
