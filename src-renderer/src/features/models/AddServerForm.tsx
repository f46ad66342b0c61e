import type { FormEvent } from "react";
import type { AddModelResult } from "@contract/models.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { ProbeFindings } from "./ProbeFindings.tsx";
import { ServerKeyFields } from "./ServerKeyFields.tsx";
import { useAddServer } from "./useAddServer.ts";

interface AddServerFormProps {
  onAdded(result: AddModelResult): void;
  onCancel(): void;
}

/**
 * Registers a model served by OpenAI-compatible servers (vLLM, llama.cpp's server, Ollama, LM
 * Studio): their addresses, a check of what they serve, the model, how hard to drive them, and
 * where its API key lives (the keychain in the desktop app, the environment behind a browser).
 */
export function AddServerForm({ onAdded, onCancel }: AddServerFormProps) {
  const form = useAddServer(onAdded);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.add();
  };
  const busy = form.checking || form.adding;

  return (
    <form className="panel add-server" aria-labelledby="add-server-heading" onSubmit={submit}>
      <h3 id="add-server-heading">Add a server</h3>
      <p className="muted add-server-intro">
        A GPU server running vLLM, llama.cpp's server, Ollama or LM Studio can write the questions instead of this computer.
      </p>

      <div className="add-server-grid">
        <label htmlFor="server-addresses">Server addresses</label>
        <div>
          <div className="add-server-addresses">
            <textarea
              id="server-addresses"
              rows={Math.min(5, Math.max(2, form.serverCount + 1))}
              value={form.addresses}
              onChange={(e) => form.setAddresses(e.target.value)}
              placeholder={"http://gpu-1:8000/v1\nhttp://gpu-2:8000/v1"}
              spellCheck={false}
              aria-describedby="server-addresses-hint"
            />
            <button type="button" onClick={() => form.check()} disabled={busy || form.serverCount === 0}>
              {form.checking ? "Checking…" : "Check"}
            </button>
          </div>
          <p id="server-addresses-hint" className="field-hint">
            One per line, usually ending in /v1. Several servers of the same model share the work of a run.
          </p>
          {form.addressProblem && <p className="field-error">{form.addressProblem}</p>}
          {form.probe && <ProbeFindings probe={form.probe} />}
        </div>

        <label htmlFor="server-model">Model</label>
        <div>
          {form.probe && form.probe.models.length > 0 ? (
            <select id="server-model" value={form.model} onChange={(e) => form.check(e.target.value)} disabled={busy}>
              {form.probe.models.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ) : (
            <input id="server-model" value={form.model} onChange={(e) => form.setModel(e.target.value)} placeholder="Qwen/Qwen2.5-7B-Instruct" spellCheck={false} />
          )}
          <p className="field-hint">The name the server knows it by. Check the servers to pick from the names they list.</p>
        </div>

        <label htmlFor="server-concurrency">Requests at once</label>
        <div>
          <input id="server-concurrency" type="number" min={1} max={64} value={form.concurrency} onChange={(e) => form.setConcurrency(Math.max(1, Math.min(64, Number(e.target.value) || 1)))} />
          <span className="field-hint add-server-unit">per server</span>
        </div>

        <label htmlFor="server-timeout">Time limit</label>
        <div>
          <input id="server-timeout" type="number" min={1} value={form.timeoutSeconds} onChange={(e) => form.setTimeoutSeconds(Math.max(1, Number(e.target.value) || 1))} />
          <span className="field-hint add-server-unit">seconds per request, then it is tried again</span>
        </div>

        <ServerKeyFields form={form} />
      </div>

      <ErrorAlert error={form.error} prefix="The server could not be added." />
      {form.concern && (
        <p role="alert" className="error add-server-concern" data-testid="add-server-concern">
          {form.concern} Add it anyway only if the server will be up when runs start.
        </p>
      )}
      <div className="toolbar add-server-actions">
        <button type="submit" className="primary" disabled={busy || form.serverCount === 0 || !form.validKeyName}>
          {form.adding ? "Adding…" : form.checking ? "Checking…" : "Add server"}
        </button>
        {form.concern && (
          <button type="button" className="danger" disabled={busy} onClick={() => form.add(true)}>
            Add anyway
          </button>
        )}
        <button type="button" onClick={onCancel} disabled={form.adding}>
          Cancel
        </button>
      </div>
    </form>
  );
}
