import type { JudgeProgress } from "@contract/judge.ts";
import { describeInFlightTokens } from "@contract/runOutcome.ts";
import { formatCount, formatEta, formatTokensPerSecond } from "../../shared/format.ts";
import { progressText } from "../judge/judgeWords.ts";
import { RunProgressBar } from "./RunProgressBar.tsx";
import type { runLine } from "./runProgress.ts";

/** Where a run stands now: its bar, counts, speed and ETA, the judge's stage, and the items being written. */
export function RunLivePanel({ runId, line, judgeStage }: { runId: number; line: ReturnType<typeof runLine>; judgeStage: JudgeProgress | null }) {
  return (
    <div className="run-live" aria-live="polite" data-testid="run-live">
      <RunProgressBar runId={runId} line={line} />
      <p className="run-live-text">
        <strong>{line.percent}%</strong> · {formatCount(line.done)} of {formatCount(line.total, "item")} done
        {line.failed > 0 && `, ${formatCount(line.failed)} failed`} · {formatCount(line.qas, "QA")} · {formatTokensPerSecond(line.tokensPerSecond)}
        {line.live && ` · ETA ${formatEta(line.etaSeconds)}`}
      </p>
      {judgeStage && (
        <p className="run-judge-stage" data-testid="run-judge-stage">
          <strong>{progressText(judgeStage)}</strong> <span className="muted">· judge {judgeStage.judge.name}</span>
        </p>
      )}
      {line.inFlight.length > 0 && (
        <ul className="run-writing" aria-label="Items being written">
          {line.inFlight.map((item) => (
            <li key={item.itemId}>
              <span className="run-writing-what">
                {item.label} — writing: {describeInFlightTokens(item)}
              </span>
              <span className="muted run-writing-paper" title={item.paperName}>
                {item.paperName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
