import path from "node:path";

/**
 * Loading a model would take more memory than the host may fill, and what is loaded is in use
 * (leased), so nothing could be unloaded to make room.
 */
export class ModelMemoryBudgetError extends Error {
  override readonly name = "ModelMemoryBudgetError";
  readonly file: string;
  readonly neededBytes: number;
  readonly budgetBytes: number;
  /** Files loaded and leased now, which kept the room taken. */
  readonly inUse: readonly string[];

  constructor(file: string, neededBytes: number, usedBytes: number, budgetBytes: number, inUse: readonly string[]) {
    const names = inUse.map((f) => path.basename(f)).join(", ");
    super(
      `Not enough memory to load ${path.basename(file)}: it needs about ${mib(neededBytes)}, and ${mib(usedBytes)} of the ${mib(budgetBytes)} models may use ` +
        `are taken by ${names || "models in use"}. Finish or pause what uses ${inUse.length === 1 ? "it" : "them"}, or pick a smaller model.`,
    );
    this.file = file;
    this.neededBytes = neededBytes;
    this.budgetBytes = budgetBytes;
    this.inUse = inUse;
  }
}

function mib(bytes: number): string {
  return `${Math.ceil(bytes / 2 ** 20).toLocaleString("en-US")} MiB`;
}
