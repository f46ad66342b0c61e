import type { ProbeRemoteResult } from "@contract/remoteModels.ts";
import { Badge } from "../../shared/Badge.tsx";
import { formatCount } from "../../shared/format.ts";
import { formatTokens } from "@contract/numberWords.ts";
import { ServerRequests } from "./ServerRequests.tsx";
import { keyFinding } from "./keyFinding.ts";

/** What the check found: each server's answer, then what the chosen model can do there. */
export function ProbeFindings({ probe }: { probe: ProbeRemoteResult }) {
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
