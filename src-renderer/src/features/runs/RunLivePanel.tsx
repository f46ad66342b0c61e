import type { JudgeProgress } from "@contract/judge.ts";
import { describeRunItems } from "@contract/runHeadline.ts";
import { describeInFlightTokens } from "@contract/runOutcome.ts";
import { formatEta, formatTokensPerSecond } from "../../shared/format.ts";
import { progressText } from "../judge/judgeWords.ts";
import { RunProgressBar } from "./RunProgressBar.tsx";
import type { RunLine } from "./runProgress.ts";

/**
 * Where a run's items stand: its bar, counts, speed and ETA, the judge's stage, and the items
 * being written. Its QAs lead the page above it; a run without items (answers kept from Ask)
 * shows only the judge's stage.
 */
export function RunLivePanel({ name, line, judgeStage }: { name: string; line: RunLine; judgeStage: JudgeProgress | null }) {
  const items = describeRunItems(line);
  return (
    <div className="run-live" aria-live="polite" data-testid="run-live">
      {items !== null && (
        <>
          <RunProgressBar name={name} line={line} />
          <p className="run-live-text">
            {items}
            {line.tokensPerSecond !== null && ` · ${formatTokensPerSecond(line.tokensPerSecond)}`}
            {line.live && ` · ETA ${formatEta(line.etaSeconds)}`}
          </p>
        </>
      )}
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
