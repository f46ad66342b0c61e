import { textCount } from "@contract/datasets.ts";
import type { DatasetChoice } from "./useDatasets.ts";

/**
 * A menu's rows for the imported datasets, one each: checking one chooses all its texts, which
 * are never among the papers a menu lists (a text is not a paper).
 */
export function DatasetChoiceRows({ datasets, selected, onChange }: { datasets: readonly DatasetChoice[]; selected: readonly number[]; onChange(ids: number[]): void }) {
  const chosen = new Set(selected);
  return (
    <>
      {datasets.map((dataset) => {
        const all = dataset.textIds.length > 0 && dataset.textIds.every((id) => chosen.has(id));
        const ids = new Set(dataset.textIds);
        const toggle = () => onChange(all ? selected.filter((id) => !ids.has(id)) : [...new Set([...selected, ...dataset.textIds])]);
        return (
          <li key={`dataset-${dataset.name}`} className="paper-picker-dataset">
            <label>
              <input type="checkbox" checked={all} onChange={toggle} />
              <span className="paper-picker-title">
                Imported dataset “{dataset.name}”
              </span>
              <span className="muted paper-picker-meta">
                {textCount(dataset.texts)} · {dataset.qas.toLocaleString("en-US")} {dataset.qas === 1 ? "QA" : "QAs"}
              </span>
            </label>
          </li>
        );
      })}
    </>
  );
}
