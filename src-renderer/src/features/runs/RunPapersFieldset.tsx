import { formatCount } from "../../shared/format.ts";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { choiceCount, useDatasetChoices } from "../../shared/useDatasets.ts";

interface RunPapersFieldsetProps {
  totalPapers: number;
  allPapers: boolean;
  onAllPapers(all: boolean): void;
  paperIds: number[];
  onPaperIds(ids: number[]): void;
}

/** Which papers a run reads: all of them, or those chosen in a searchable menu. */
export function RunPapersFieldset({ totalPapers, allPapers, onAllPapers, paperIds, onPaperIds }: RunPapersFieldsetProps) {
  // "All papers" are the papers: an imported dataset's texts are read only when the dataset is chosen.
  const datasets = useDatasetChoices().data ?? [];
  return (
    <fieldset className="run-fieldset">
      <legend>Papers</legend>
      <div className="run-radio-row">
        <label>
          <input type="radio" name="papers" checked={allPapers} onChange={() => onAllPapers(true)} /> All papers ({formatCount(totalPapers)})
        </label>
        <label>
          <input type="radio" name="papers" checked={!allPapers} onChange={() => onAllPapers(false)} /> Choose papers
          {!allPapers && ` (${choiceCount(paperIds, datasets)} chosen)`}
        </label>
      </div>
      {!allPapers && <PaperPicker label="Papers to run on" selected={paperIds} onChange={onPaperIds} testId="run-paper-picker" />}
    </fieldset>
  );
}
