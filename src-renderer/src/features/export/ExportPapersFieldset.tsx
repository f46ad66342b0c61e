import { PaperPicker } from "../../shared/PaperPicker.tsx";

/** "Papers": every paper, or only the chosen ones. */
export function ExportPapersFieldset(props: { choosePapers: boolean; onChoosePapers: (choose: boolean) => void; paperIds: number[]; onPaperIds: (ids: number[]) => void }) {
  const { choosePapers, onChoosePapers, paperIds } = props;
  return (
    <fieldset className="export-fieldset">
      <legend>Papers</legend>
      <label className="export-radio">
        <input type="radio" name="papers" checked={!choosePapers} onChange={() => onChoosePapers(false)} /> All papers
      </label>
      <label className="export-radio">
        <input type="radio" name="papers" checked={choosePapers} onChange={() => onChoosePapers(true)} /> Only these papers
        {choosePapers && ` (${paperIds.length} chosen)`}
      </label>
      {choosePapers && <PaperPicker label="Papers to export" withQas selected={paperIds} onChange={props.onPaperIds} />}
    </fieldset>
  );
}
