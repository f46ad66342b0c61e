import type { EventHub } from "../events/EventHub.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { CoreServices } from "./createServices.ts";
import type { ModelRuntime } from "./startModelRuntime.ts";

export interface FollowedParts {
  events: EventHub;
  runtime: ModelRuntime;
  modelHost: ModelHost<LoadedModel>;
  services: CoreServices;
  log?: (message: string) => void;
}

/** What the core does on its own when something happens: the reactions that tie services together. */
export function followEvents(parts: FollowedParts): void {
  restartRuntimeOnNewSettings(parts);
  storeReportsOfFinishedRuns(parts);
}

/**
 * New runtime settings take effect when llama.cpp next starts. If nothing is using it (no run
 * executing here, no lease on any model: the Models view's model holds one) it is stopped now,
 * so the next use starts with them; otherwise it keeps its settings until the app restarts or
 * the settings change again while it is idle.
 */
function restartRuntimeOnNewSettings({ events, runtime, modelHost, services }: FollowedParts): void {
  events.subscribe((event) => {
    if (event.type !== "settings.changed" || !runtime.current()) return;
    if (!runtime.differsFrom(event.settings.runtime)) return;
    if (services.runs.executing().length > 0 || modelHost.leased()) return;
    const stopping = runtime.detach()!;
    void (async () => {
      await modelHost.unloadIdle();
      await (await stopping).dispose();
    })().catch(() => undefined);
  });
}

/** A finished run keeps its report (regenerated on request, since reviews go on changing it). */
function storeReportsOfFinishedRuns({ events, services, log }: FollowedParts): void {
  events.subscribe((event) => {
    if (event.type !== "run.progress" || event.progress.status !== "completed") return;
    services.report.forRun(event.progress.runId, { regenerate: true }).catch((error: unknown) => log?.(`Could not store the report of run ${event.progress.runId}: ${String(error)}`));
  });
}
