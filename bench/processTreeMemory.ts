// Peak resident memory of processes and everything they start (Linux /proc), sampled: the
// resident sets of processes running at once add up, which no one process's maxRSS tells.
import fs from "node:fs";

const PAGE_KIB = 4;

/** Resident KiB of every process by id, with its parent: one pass over /proc. */
function processTable(): Map<number, { parent: number; kib: number }> {
  const table = new Map<number, { parent: number; kib: number }>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after the command's name (which may hold spaces): state, ppid ... rss is the 24th field.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(name), { parent: Number(fields[1]), kib: Number(fields[21]) * PAGE_KIB });
    } catch {
      // Ended while the table was read.
    }
  }
  return table;
}

/** Resident MB of `roots` and all their descendants now. */
function treeMb(roots: Iterable<number>): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let kib = 0;
  const stack = [...roots];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    kib += table.get(pid)?.kib ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return kib / 1024;
}

/** Samples the memory of the processes `roots()` names every `everyMs` until stopped; stop() gives the peak MB (NaN off Linux). */
export function samplePeak(roots: () => Iterable<number>, everyMs = 200): { stop(): number } {
  if (!fs.existsSync("/proc/self/stat")) return { stop: () => NaN };
  let peak = 0;
  const sample = () => (peak = Math.max(peak, treeMb(roots())));
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
