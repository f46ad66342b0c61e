// Its own file: runSettings.ts lists a run's rows and hands an imported run to importedRunRows.ts,
// which writes rows of the same shape.

/** One line of a run's settings as the run view lists them: the form's label and a value for people. */
export interface SettingRow {
  label: string;
  value: string;
}
