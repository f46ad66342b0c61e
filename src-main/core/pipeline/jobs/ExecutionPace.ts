import type { InFlightItem } from "../../../contract/runProgress.ts";
import { inFlightShare } from "../../../contract/runOutcome.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { countWorkItems } from "../../db/repositories/workItems.ts";
import type { RunProgress } from "./RunProgress.ts";
import { runSnapshot } from "./runSnapshot.ts";

/** An item generating now: what the live progress says about it. */
export interface Flight extends Omit<InFlightItem, "tokens"> {
  /** Tokens of this item's generations that have finished. */
  finished: number;
  /** Tokens so far of the generation under way. */
  current: number;
}

/**
 * What one execution of a run knows beyond its ledger: when it started, the items it finished
 * and the tokens they wrote, the items writing now and the last error. From these come its
 * snapshots, with a pace and an ETA.
 */
export class ExecutionPace {
  readonly #started = performance.now();
  #generated = 0;
  #itemsDone = 0;
  #lastReport = 0;
  readonly #flights = new Map<number, Flight>();
  lastError: RunProgress["lastError"] = null;
  readonly #db: LibraryDatabase;
  readonly #runId: number;
  /** Least time between two reports while items write. */
  readonly #reportIntervalMs: number;

  constructor(db: LibraryDatabase, runId: number, reportIntervalMs: number) {
    this.#db = db;
    this.#runId = runId;
    this.#reportIntervalMs = reportIntervalMs;
  }

  takeOff(flight: Flight): void {
    this.#flights.set(flight.itemId, flight);
  }

  land(itemId: number): void {
    this.#flights.delete(itemId);
  }

  /** An item done, with the tokens it generated. */
  itemDone(generated: number): void {
    this.#generated += generated;
    this.#itemsDone++;
  }

  /** Whether a report is due while items write (a few a second at most); the caller then reports a snapshot. */
  reportDue(): boolean {
    const now = performance.now();
    if (now - this.#lastReport < this.#reportIntervalMs) return false;
    this.#lastReport = now;
    return true;
  }

  snapshot(status: RunProgress["status"]): RunProgress {
    const seconds = (performance.now() - this.#started) / 1000;
    const remaining = countWorkItems(this.#db, this.#runId);
    const left = remaining.pending + remaining.running;
    const inFlight: InFlightItem[] = status === "running" ? [...this.#flights.values()].map(({ finished, current, ...f }) => ({ ...f, tokens: finished + current })) : [];
    const partial = inFlight.reduce((sum, f) => sum + inFlightShare(f), 0);
    const streaming = inFlight.reduce((sum, f) => sum + f.tokens, 0);
    // Work done in this execution, in items: whole ones plus the share of those in flight. Until
    // an item has finished or a twentieth of one is written, the pace is too uncertain for an ETA
    // (the first tokens come after the whole prompt was read).
    const units = this.#itemsDone > 0 || partial >= 0.05 ? this.#itemsDone + partial : 0;
    return runSnapshot(this.#db, this.#runId, status, {
      lastError: this.lastError,
      inFlight,
      tokensPerSecond: seconds > 0 ? (this.#generated + streaming) / seconds : 0,
      etaSeconds: left === 0 ? 0 : units > 0 ? ((left - partial) * seconds) / units : null,
    });
  }
}
