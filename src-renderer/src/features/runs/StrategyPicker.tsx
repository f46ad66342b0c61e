import { useState } from "react";
import type { StrategyInfo } from "@contract/strategyInfo.ts";

export interface StrategyPickerProps {
  strategies: StrategyInfo[];
  value: string;
  onChange(name: string): void;
}

/**
 * The methods as a list, one line each: its name and what it writes from a paper. "Details"
 * opens what the method does, where this implementation departs from its paper, and whether its
 * prompts show the paper's tables (as its paper did), and shows the one line whole, which a narrow
 * window cuts with "…" (a tooltip is no help to a keyboard or touch user).
 */
export function StrategyPicker({ strategies, value, onChange }: StrategyPickerProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="strategy-list" role="radiogroup" aria-label="Strategy">
      {strategies.map((s) => (
        <div key={s.name} className={`strategy-row${s.name === value ? " is-chosen" : ""}${open === s.name ? " is-open" : ""}`} data-strategy={s.name}>
          <label className="strategy-line" title={`${s.label}: ${s.description}`}>
            <input type="radio" name="strategy" value={s.name} checked={s.name === value} onChange={() => onChange(s.name)} aria-label={s.label} aria-describedby={`strategy-line-${s.name}`} />
            <span className="strategy-name" aria-hidden="true">
              {s.label}
            </span>
            <span className="muted strategy-oneline" id={`strategy-line-${s.name}`}>
              {s.description}
            </span>
          </label>
          <button
            type="button"
            className="link strategy-more"
            aria-expanded={open === s.name}
            aria-controls={`strategy-details-${s.name}`}
            aria-label={`Details on ${s.label}`}
            onClick={() => setOpen(open === s.name ? null : s.name)}
          >
            {open === s.name ? "Less" : "Details"}
          </button>
          {open === s.name && (
            <div className="strategy-details" id={`strategy-details-${s.name}`} data-testid="strategy-details">
              <p>{s.summary}</p>
              {s.differences && (
                <p>
                  <strong>Differs from the paper:</strong> {s.differences}
                </p>
              )}
              <p>
                <strong>{s.tables.shown ? "Tables are in its prompts:" : "Tables are not in its prompts:"}</strong> {s.tables.why}
              </p>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
