import { useRef, type KeyboardEvent } from "react";
import type { ModelInfo } from "@contract/models.ts";
import { quantizationWords } from "@contract/quantizationWords.ts";
import { Badge } from "../../shared/Badge.tsx";
import { formatBytes, formatParameters, formatTokens } from "@contract/numberWords.ts";
import { nextIndexForKey } from "../../shared/listKeys.ts";
import { fileState, ROLE_LABEL } from "./modelFacts.ts";
import { availabilityMark, type ModelAvailability } from "@contract/modelAvailability.ts";

interface RegistryTableProps {
  models: ModelInfo[];
  selectedId: number | null;
  defaultModelId: number | null;
  loadedModelId: number | null;
  /** What is known of whether each model can be used now, by id. */
  availability: ReadonlyMap<number, ModelAvailability>;
  onSelect(id: number): void;
}

/** Registered models; one tab stop, arrow keys move the selection (its details show beside). */
export function RegistryTable({ models, selectedId, defaultModelId, loadedModelId, availability, onSelect }: RegistryTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const activeIndex = Math.max(0, models.findIndex((m) => m.id === selectedId));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndexForKey(index, event.key, models.length);
    if (next === null) return;
    event.preventDefault();
    const id = models[next]!.id;
    onSelect(id);
    body.current?.querySelector<HTMLElement>(`tr[data-model-id="${id}"]`)?.focus();
  };

  return (
    <table className="data-table registry-table" role="grid" aria-label="Registered models">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Architecture</th>
          <th scope="col">Quantization</th>
          <th scope="col" className="num">
            Size
          </th>
          <th scope="col" className="num">
            Context
          </th>
          <th scope="col">File</th>
          <th scope="col">Role</th>
        </tr>
      </thead>
      <tbody ref={body}>
        {models.map((model, index) => {
          const state = fileState(model);
          const known = availability.get(model.id);
          const mark = availabilityMark(known);
          return (
            <tr
              key={model.id}
              data-model-id={model.id}
              tabIndex={index === activeIndex ? 0 : -1}
              aria-selected={model.id === selectedId}
              onClick={() => onSelect(model.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              <td>
                <span className="model-name">{model.name}</span>
                <span className="model-tags">
                  {model.id === defaultModelId && <Badge tone="accent">default</Badge>}
                  {model.id === loadedModelId && <Badge tone="ok">loaded</Badge>}
                  {mark && (
                    <Badge tone="danger" title={known?.reason ?? undefined}>
                      {mark}
                    </Badge>
                  )}
                </span>
                <div className="model-sub">
                  {model.remote ? `served as ${model.remote.model}` : `${formatParameters(model.parameterCount)} parameters${model.hasChatTemplate ? "" : " · no chat template"}`}
                </div>
              </td>
              <td>{model.architecture ?? "—"}</td>
              <td>{model.quantization ? quantizationWords(model.quantization) : "—"}</td>
              <td className="num">{model.remote ? "—" : formatBytes(model.fileSize)}</td>
              <td className="num">{formatTokens(model.contextLength)}</td>
              <td>
                <Badge tone={state.tone} title={state.title}>
                  {state.text}
                </Badge>
              </td>
              <td>{ROLE_LABEL[model.role]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
