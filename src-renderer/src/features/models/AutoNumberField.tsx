import { useId } from "react";

interface AutoNumberFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The value as read: its hint is replaced by the reason when it cannot be used. */
  parsed: { ok: true } | { ok: false; message: string };
  hint: string;
  size: number;
  disabled: boolean;
}

/** A number-or-"auto" field of the load form, with its hint or its error under it. */
export function AutoNumberField({ label, value, onChange, parsed, hint, size, disabled }: AutoNumberFieldProps) {
  const hintId = useId();
  return (
    <label>
      {label}
      <input value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!parsed.ok || undefined} aria-describedby={hintId} size={size} disabled={disabled} />
      <span id={hintId} className={parsed.ok ? "field-hint" : "field-error"}>
        {parsed.ok ? hint : parsed.message}
      </span>
    </label>
  );
}
