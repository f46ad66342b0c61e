import type { Choice } from "./choices.ts";

/** One checkbox of a ChoiceMenu, with its detail (a count) after the label. */
export function ChoiceOption<T>({ option, checked, onToggle }: { option: Choice<T>; checked: boolean; onToggle(): void }) {
  return (
    <label className="choice-option">
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span className="choice-option-label">{option.label}</span>
      {option.detail && <span className="muted choice-detail">{option.detail}</span>}
    </label>
  );
}
