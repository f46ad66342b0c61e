import { useRef, useState } from "react";
import { metricInfo, sortMetrics } from "@contract/metricCatalog.ts";
import { boundUnitWords } from "@contract/scoreLimits.ts";
import { useCloseOnOutsidePointer } from "../../shared/useCloseOnOutsidePointer.ts";
import { usePopoverFit } from "../../shared/usePopoverFit.ts";
import { isBadBound, parseBound } from "./reviewFilters.ts";

export interface ScoreRangeMenuProps {
  metrics: string[];
  ranges: Record<string, { min: string; max: string }>;
  onChange(ranges: Record<string, { min: string; max: string }>): void;
}

/** Min/max bounds per score metric, in a popover like the other filter menus. */
export function ScoreRangeMenu({ metrics, ranges, onChange }: ScoreRangeMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const fit = usePopoverFit(popover, open);
  useCloseOnOutsidePointer(root, open, () => setOpen(false));
  const active = Object.values(ranges).filter((r) => parseBound(r.min) !== undefined || parseBound(r.max) !== undefined).length;
  const set = (metric: string, side: "min" | "max", text: string) => onChange({ ...ranges, [metric]: { min: "", max: "", ...ranges[metric], [side]: text } });
  return (
    <div
      className={`choice-menu${active > 0 ? " choice-active" : ""}`}
      ref={root}
      data-testid="filter-scores"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="choice-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="choice-label">Scores:</span> <span className="choice-summary">{active === 0 ? "any" : `${active} range${active === 1 ? "" : "s"}`}</span>
        <span aria-hidden="true" className="choice-caret">▾</span>
      </button>
      {open && (
        <div className="choice-popover score-ranges" role="group" aria-label="Score ranges" ref={popover} style={fit}>
          {metrics.length === 0 && <p className="muted choice-none">No scores stored yet.</p>}
          {sortMetrics(metrics).map((metric) => {
            const range = ranges[metric] ?? { min: "", max: "" };
            const info = metricInfo(metric);
            return (
              <div key={metric} className="score-range">
                <span className="score-range-name" title={`${info.checks} ${info.reading}`}>
                  {info.label}
                  <span className="muted score-range-scale">{boundUnitWords(metric)}</span>
                </span>
                <BoundInput side="min" label={`${info.label} at least`} text={range.min} onText={(text) => set(metric, "min", text)} />
                <span aria-hidden="true">–</span>
                <BoundInput side="max" label={`${info.label} at most`} text={range.max} onText={(text) => set(metric, "max", text)} />
              </div>
            );
          })}
          <p className="muted score-range-note">Bounds are inclusive; a QA without the score is left out.</p>
          <div className="choice-footer">
            <button type="button" disabled={active === 0} onClick={() => onChange({})}>
              Clear
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** One end of a score's range, typed as text (checked as the user types, read when it parses). */
function BoundInput({ side, label, text, onText }: { side: "min" | "max"; label: string; text: string; onText(text: string): void }) {
  return <input type="text" inputMode="decimal" placeholder={side} aria-label={label} aria-invalid={isBadBound(text)} value={text} onChange={(e) => onText(e.target.value)} />;
}
