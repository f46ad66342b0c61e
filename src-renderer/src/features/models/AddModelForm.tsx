import { useState, type FormEvent } from "react";
import type { AddModelResult } from "@contract/models.ts";
import { modelActions } from "./modelCalls.ts";
import { callKeepingError } from "../../shared/callKeepingError.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useAppEvent } from "../../shared/useAppEvent.ts";

/**
 * Registers a GGUF file. The desktop app asks with a native dialog; a browser cannot hand over
 * a path, so it takes one typed in, naming a file on the machine that runs the server.
 */
export function AddModelForm({ onAdded }: { onAdded(result: AddModelResult): void }) {
  const [path, setPath] = useState("");
  const [copy, setCopy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed add's message is stale once the registry changes (the demo model added, a download
  // registered): it would sit in red beside a list that now has a model.
  useAppEvent("models.changed", () => setError(null));

  const add = async (file: string) => {
    setNotice(null);
    await callKeepingError({ setBusy, setError }, async () => {
      const result = await modelActions.add(file, { copy });
      setNotice(result.status === "added" ? `Added ${result.model.name}.` : `${result.model.name} was already in the registry.`);
      setPath("");
      onAdded(result);
    });
  };

  const pick = async () => {
    setError(null);
    try {
      const file = await modelActions.pickFile();
      if (file) await add(file);
    } catch (e) {
      setError(e as Error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (path.trim()) void add(path.trim());
  };

  return (
    <div className="add-model">
      {modelActions.picksFiles ? (
        <div className="toolbar">
          <button type="button" className="primary" onClick={() => void pick()} disabled={busy}>
            {busy ? "Adding…" : "Add GGUF file…"}
          </button>
          <label className="checkbox">
            <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} /> Copy it into the data folder
          </label>
        </div>
      ) : (
        <form className="toolbar" onSubmit={submit}>
          <label htmlFor="model-path" className="add-model-label">
            GGUF file path
          </label>
          <input
            id="model-path"
            className="add-model-path"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            placeholder="/path/on/the/server/model.gguf"
            aria-describedby="model-path-hint"
            spellCheck={false}
          />
          <label className="checkbox">
            <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} /> Copy into the data folder
          </label>
          <button type="submit" className="primary" disabled={busy || !path.trim()}>
            {busy ? "Adding…" : "Add model"}
          </button>
          <span id="model-path-hint" className="field-hint add-model-hint">
            A path on the machine running Distillate (this page cannot read paths from your computer).
          </span>
        </form>
      )}
      <ErrorAlert error={error} prefix="The model could not be added." />
      {notice && (
        <p className="ok" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
