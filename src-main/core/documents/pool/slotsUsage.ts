import type { Slot } from "./poolSlot.ts";

/**
 * Worker time so far, for benchmarks: CPU time and event-loop busy time (running a task, as
 * opposed to waiting for one) summed over `slots`, in milliseconds.
 */
export async function slotsUsage(slots: readonly Slot[]): Promise<{ workers: number; cpuMs: number; busyMs: number }> {
  // Worker.cpuUsage is Node 24's; Electron's Node reports 0 here.
  const cpu = await Promise.all(slots.map((slot) => (typeof slot.worker.cpuUsage === "function" ? slot.worker.cpuUsage().catch(() => ({ user: 0, system: 0 })) : { user: 0, system: 0 })));
  return {
    workers: slots.length,
    cpuMs: cpu.reduce((sum, c) => sum + (c.user + c.system) / 1000, 0),
    busyMs: slots.reduce((sum, slot) => sum + slot.worker.performance.eventLoopUtilization().active, 0),
  };
}
