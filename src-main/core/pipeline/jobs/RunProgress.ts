import type { RunProgressView } from "../../../contract/runProgress.ts";

/** A snapshot of a run, published after every item and while an item writes (the contract's shape). */
export type RunProgress = RunProgressView;
