import type { AppEvent, AppEvents } from "../../../src-main/contract/events.ts";

/** Every event the core publishes from now on, and a way to wait for one. */
export interface CollectedEvents {
  readonly all: AppEvent[];
  /** The first event, already collected or still to come, that `match` accepts. */
  next<T extends AppEvent>(match: (event: AppEvent) => event is T): Promise<T>;
  next(match: (event: AppEvent) => boolean): Promise<AppEvent>;
  stop(): void;
}

export function collectEvents(events: AppEvents): CollectedEvents {
  const all: AppEvent[] = [];
  const waiting: { match: (event: AppEvent) => boolean; resolve: (event: AppEvent) => void }[] = [];
  const stop = events.subscribe((event) => {
    all.push(event);
    for (const waiter of [...waiting]) {
      if (!waiter.match(event)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  return {
    all,
    next(match: (event: AppEvent) => boolean) {
      const seen = all.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<AppEvent>((resolve) => waiting.push({ match, resolve }));
    },
    stop,
  } as CollectedEvents;
}

/** The run's progress events, in order. */
export function runProgress(events: readonly AppEvent[], runId: number) {
  return events.flatMap((e) => (e.type === "run.progress" && e.progress.runId === runId ? [e.progress] : []));
}

/** True for the final progress event of a run (any status but "running"), optionally a given one. */
export function runEnded(runId: number, status?: string) {
  return (e: AppEvent): boolean => e.type === "run.progress" && e.progress.runId === runId && e.progress.status !== "running" && (!status || e.progress.status === status);
}
