import type { AppEvent, AppEvents } from "../../contract/events.ts";

/**
 * The core's one event stream. Services publish; transports (Electron bridge, HTTP server) and
 * in-process callers subscribe. A listener that throws is reported and skipped, so one broken
 * window can never stop a run from publishing to the others.
 */
export class EventHub implements AppEvents {
  private readonly listeners = new Set<(event: AppEvent) => void>();

  private readonly log: (message: string) => void;

  // A plain field, not a parameter property: Node's type stripping runs this file as is (CLI).
  constructor(log: (message: string) => void = () => undefined) {
    this.log = log;
  }

  emit(event: AppEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log(`An event listener failed on ${event.type}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** What services get: publishing only. */
export type Emit = (event: AppEvent) => void;
