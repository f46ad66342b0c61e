import { quantizationWords } from "@contract/quantizationWords.ts";
import { availabilityMark, type ModelAvailability } from "@contract/modelAvailability.ts";
import { useModelAvailability } from "./useModelAvailability.ts";
import "./shared.css";

/** What a model picker needs to know of a registered model. */
export interface ModelChoice {
  id: number;
  name: string;
  quantization: string | null;
  fileStatus: string;
}

/** "Qwen2.5 3B · 4-bit (Q4_K_M)", saying so when the file is missing or changed, or the model cannot be used now ("— unreachable"). */
export function modelLabel(m: ModelChoice, availability?: ModelAvailability): string {
  const mark = availabilityMark(availability);
  return `${m.name}${m.quantization ? ` · ${quantizationWords(m.quantization)}` : ""}${m.fileStatus !== "present" ? ` — file ${m.fileStatus}` : ""}${mark ? ` — ${mark}` : ""}`;
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

/**
 * The registered-model picker of the run form, the judge dialog and others. A model that cannot
 * be used now (its server down or refusing the key, its file failing to load) is marked in the
 * list, and when it is the one picked, why is said under the picker.
 */
export function ModelSelect({ id, models, value, onChange, noneLabel, suffix, disabled, "aria-describedby": describedBy }: ModelSelectProps) {
  const availability = useModelAvailability();
  const picked = value === null ? undefined : availability.byId.get(value);
  const mark = availabilityMark(picked);
  const noteId = `${id}-availability`;
  return (
    <>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        aria-describedby={[describedBy, mark ? noteId : null].filter(Boolean).join(" ") || undefined}
        aria-invalid={mark ? true : undefined}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      >
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {models.map((m) => (
          <option key={m.id} value={m.id}>
            {modelLabel(m, availability.byId.get(m.id))}
            {suffix?.(m) ?? ""}
          </option>
        ))}
      </select>
      {mark && picked && (
        <span id={noteId} className="model-unavailable-note" role="note" data-testid="model-unavailable-note">
          <strong>{mark[0]!.toUpperCase() + mark.slice(1)}:</strong> {picked.reason}
        </span>
      )}
    </>
  );
}
