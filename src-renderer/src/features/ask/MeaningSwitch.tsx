import type { MeaningSearch } from "./useMeaningSearch.ts";

/** "Also search by meaning": the built-in sentence encoder re-ranks the passages words found and adds the nearest by meaning. */
export function MeaningSwitch({ meaning, disabled }: { meaning: MeaningSearch; disabled: boolean }) {
  return (
    <div className="ask-meaning">
      <label className="ask-meaning-switch">
        <input type="checkbox" data-testid="ask-meaning" checked={meaning.on} disabled={disabled} onChange={(event) => meaning.set(event.target.checked)} />
        Also search by meaning (the built-in sentence encoder)
        <span className="muted"> · {meaning.byDefault ? "on by default" : "off by default"}</span>
      </label>
      {meaning.why && (
        <p className="muted ask-meaning-why" data-testid="ask-meaning-why">
          {meaning.why} Its first use loads it and reads the passages found, which can take a minute.
        </p>
      )}
    </div>
  );
}
