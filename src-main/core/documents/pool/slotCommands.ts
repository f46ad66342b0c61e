import type { Slot } from "./poolSlot.ts";
import type { CommandKillRequest, CommandRunRequest } from "./workerMessages.ts";

// A worker's OCR engine runs its commands through the main thread (see ParentCommandRunner):
// these requests are about the worker, not about the file it reads, so they are answered apart.

/** Runs or kills the commands `slot`'s worker asked for; `alive` is false once the pool let the worker go. */
export function answerCommand(slot: Slot, message: CommandRunRequest | CommandKillRequest, alive: boolean): void {
  if (message.kind === "command-kill") {
    slot.commands.killAll();
    return;
  }
  // Asked by a worker already stopped (the request was on its way): nobody waits for it.
  if (!alive) return;
  void slot.commands.run(message.command).then((end) => {
    try {
      slot.worker.postMessage({ kind: "command-end", call: message.call, end });
    } catch {
      // The worker has ended meanwhile.
    }
  });
}
