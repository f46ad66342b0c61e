import type { FormEvent } from "react";
import type { AddModelResult } from "@contract/models.ts";
import type { ProbeRemoteResult } from "@contract/remoteModels.ts";
import { Badge } from "../../shared/Badge.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount, formatTokens } from "../../shared/format.ts";
import { ServerRequests } from "./ServerRequests.tsx";
import { keyFinding, useAddServer } from "./useAddServer.ts";

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

        {form.keepsKeys ? (
          <>
            <label htmlFor="server-key">API key</label>
            <div>
              <div className="add-server-key">
                <input
                  id="server-key"
                  type="password"
                  autoComplete="off"
                  value={form.key}
                  onChange={(e) => form.setKey(e.target.value)}
                  placeholder={form.keySaved ? "saved (type a new one to replace it)" : "only if the server needs one"}
                />
                {form.keySaved && <Badge tone="ok">saved</Badge>}
              </div>
              <p className="field-hint">Kept encrypted in this computer's keychain, never in the library, and sent only to the servers above.</p>
            </div>
            <label htmlFor="server-key-name">Saved under</label>
          </>
        ) : (
          <>
            <span className="add-server-label">API key</span>
            <p className="add-server-env" id="server-key-hint">
              This page cannot keep a key. If the server needs one, Distillate reads it from the environment variable{" "}
              <code>{form.keyName || "…"}</code> of the process serving this page, and sends it only to the servers listed in{" "}
              <code>{form.keyOriginsName}</code>.
            </p>
            <label htmlFor="server-key-name">Environment variable</label>
          </>
        )}
        <div>
          <input id="server-key-name" className="add-server-key-name" value={form.keyName} onChange={(e) => form.setKeyName(e.target.value)} spellCheck={false} />
          {!form.validKeyName && <p className="field-error">{form.keyNameRule}</p>}
          {form.validKeyName && <p className="field-hint">Servers that share a key can share this name.</p>}
        </div>
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

/** What the check found: each server's answer, then what the chosen model can do there. */
function ProbeFindings({ probe }: { probe: ProbeRemoteResult }) {
  return (
    <div className="probe-findings" role="status" aria-label="What the servers said">
      <ul className="probe-servers">
        {probe.servers.map((server, i) => (
          <li key={`${i}-${server.url}`}>
            <Badge tone={server.error ? "danger" : "ok"}>{server.error ? "unreachable" : "answers"}</Badge> <span className="probe-url">{server.url}</span>
            <div className={server.error ? "field-error" : "muted"}>{server.error ?? `Lists ${formatCount(server.models.length, "model")}.`}</div>
            <ServerRequests requests={server.requests} />
          </li>
        ))}
      </ul>
      {probe.servers.some((s) => !s.error) && probe.models.length === 0 && (
        <p className="field-error">The servers list no model in common: each server must serve the same model.</p>
      )}
      {probe.checkedModel && (
        <dl className="facts probe-facts">
          <dt>Token counts</dt>
          <dd>{probe.tokenizes ? "by the model's own tokenizer" : "estimated from the length of the text (the server offers no tokenizer)"}</dd>
          <dt>Scoring</dt>
          <dd>
            {probe.promptLogprobs
              ? "available: the server returns the probabilities of a given answer"
              : "not available: the server does not return the probabilities of a given answer, so runs on it skip the filters and judge scores that need them"}
          </dd>
          <dt>Context</dt>
          <dd>{probe.contextSize ? `${formatTokens(probe.contextSize)} tokens` : "not reported (8,192 tokens assumed)"}</dd>
          <dt>Key</dt>
          <dd>{keyFinding(probe)}</dd>
        </dl>
      )}
    </div>
  );
}
