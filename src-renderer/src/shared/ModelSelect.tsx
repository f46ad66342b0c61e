/** What a model picker needs to know of a registered model. */
export interface ModelChoice {
  id: number;
  name: string;
  quantization: string | null;
  fileStatus: string;
}

/** "Qwen2.5 3B (Q4_K_M)", saying so when the file is missing or changed. */
export function modelLabel(m: ModelChoice): string {
  return `${m.name}${m.quantization ? ` (${m.quantization})` : ""}${m.fileStatus !== "present" ? ` — file ${m.fileStatus}` : ""}`;
}

export interface ModelSelectProps {
  id: string;
  models: readonly ModelChoice[];
  value: number | null;
  onChange(id: number | null): void;
  /** Offers "no model" under this label; without it a model must be picked. */
  noneLabel?: string;
  /** Appended to one model's label, e.g. " — this run's". */
  suffix?: (m: ModelChoice) => string;
  disabled?: boolean;
  "aria-describedby"?: string;
}

/** The registered-model picker of the run form, the judge dialog and others. */
export function ModelSelect({ id, models, value, onChange, noneLabel, suffix, disabled, "aria-describedby": describedBy }: ModelSelectProps) {
  return (
    <select id={id} value={value ?? ""} disabled={disabled} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}>
      {noneLabel !== undefined && <option value="">{noneLabel}</option>}
      {models.map((m) => (
        <option key={m.id} value={m.id}>
          {modelLabel(m)}
          {suffix?.(m) ?? ""}
        </option>
      ))}
    </select>
  );
}
