import type { RuntimeInfo } from "@contract/llm.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatBytes } from "@contract/numberWords.ts";

/** The backend llama.cpp runs on, why (when it is not the one asked for), and the machine's memory. */
export function RuntimeCard({ info, error }: { info: RuntimeInfo | undefined; error: Error | null }) {
  return (
    <section className="panel models-card" aria-labelledby="runtime-heading">
      <h2 id="runtime-heading">Backend and devices</h2>
      <ErrorAlert error={error} prefix="The model runtime did not start." />
      {!info && !error && <p className="muted">Starting the runtime…</p>}
      {info && (
        <>
          <dl className="facts">
            <dt>Backend</dt>
            <dd>
              <strong>{info.backend === "cpu" ? "CPU" : info.backend.toUpperCase()}</strong>
              {info.requestedBackend !== "auto" && info.requestedBackend !== info.backend && (
                <span className="muted"> (asked for {info.requestedBackend})</span>
              )}
              {info.requestedBackend === "auto" && <span className="muted"> (chosen automatically)</span>}
            </dd>
            <dt>GPUs</dt>
            <dd>{info.devices.length > 0 ? info.devices.join(", ") : <span className="muted">none in use</span>}</dd>
            {info.vram && (
              <>
                <dt>VRAM</dt>
                <dd>
                  {formatBytes(info.vram.free)} free of {formatBytes(info.vram.total)}
                </dd>
              </>
            )}
            <dt>RAM</dt>
            <dd>
              {formatBytes(info.ram.free)} free of {formatBytes(info.ram.total)}
            </dd>
            <dt>Threads</dt>
            <dd>
              {info.threads} <span className="muted">of {info.cpuMathCores} physical cores</span>
            </dd>
            <dt>GPU backends found</dt>
            <dd>{info.availableGpuBackends.length > 0 ? info.availableGpuBackends.join(", ") : <span className="muted">none</span>}</dd>
            <dt>llama.cpp</dt>
            <dd>{info.llamaCpp}</dd>
          </dl>
          {info.fallbackReason && (
            <p className="fallback-note" role="note">
              <strong>Running on the CPU instead: </strong>
              {info.fallbackReason}
            </p>
          )}
        </>
      )}
    </section>
  );
}
