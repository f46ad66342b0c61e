import type { Database } from "better-sqlite3";

/** One numbered schema step. `up` runs inside the transaction that applies all pending steps. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}
