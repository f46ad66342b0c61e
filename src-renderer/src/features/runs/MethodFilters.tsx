import type { MethodFilter } from "@contract/methodFilters.ts";
import { metricInfo } from "@contract/metricCatalog.ts";

export interface MethodFiltersProps {
  methodLabel: string;
  /** The method's filters from the strategy registry (StrategyInfo.filters). */
  filters: MethodFilter[];
  /** The rule filters chosen for this run. */
  chosen: ReadonlySet<string>;
  onChange(chosen: Set<string>): void;
}

/**
 * What a run of the method will filter, read from the registry: the paper's own filters and the
 * extras that are on (each with why), the others offered, and those that follow from a judge model.
 */
export function MethodFilters({ methodLabel, filters, chosen, onChange }: MethodFiltersProps) {
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  const choosable = filters.filter((f) => f.choosable);
  const withJudge = filters.filter((f) => !f.choosable);
  return (
    <div className="method-filters" data-testid="method-filters">
      <p className="muted">What {methodLabel} filters (unticked ones are offered but not part of its method):</p>
      <ul>
        {choosable.map((f) => (
          <li key={f.name}>
            <label>
              <input type="checkbox" checked={chosen.has(f.name)} onChange={(e) => toggle(f.name, e.target.checked)} /> {metricInfo(f.name).label}
              <span className="muted"> — {f.source === "paper" ? "the paper's own" : f.on ? "ours, on" : "ours, off"}{f.needs === "scorer" ? ", needs a model that scores answers" : ""}</span>
            </label>
            <div className="muted settings-hint">{f.why}</div>
          </li>
        ))}
        {withJudge.map((f) => (
          <li key={f.name}>
            {metricInfo(f.name).label} <span className="muted">— the paper's own, when a judge model is chosen</span>
            <div className="muted settings-hint">{f.why}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
