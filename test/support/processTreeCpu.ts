import fs from "node:fs";

// CPU seconds of a process and everything it started, read from Linux's /proc, by kind of
// process. `/usr/bin/time` and a parent's own counters miss most of a browser test's work:
// Chromium's renderer and GPU processes are children of its zygotes, and when the browser closes
// they are handed to init, not waited for by anything the test started, so their CPU is counted
// nowhere. Reading the live tree before and after a test counts them while they run (a process
// that ended within the test is counted in its parent's total of waited-for children).

/** Linux's clock ticks per second for /proc's CPU fields (USER_HZ, 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** What a process of the tree is, from its command line. */
function kindOf(pid: number, root: number): string {
  if (pid === root) return "test process";
  let args = "";
  try {
    args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "other";
  }
  if (/distillate\.js serve\b/.test(args)) return "distillate serve";
  if (/distillate\.js\b/.test(args)) return "distillate CLI";
  if (/--type=renderer\b/.test(args)) return "chromium renderer";
  if (/--type=gpu-process\b/.test(args)) return "chromium gpu";
  if (/chrom(e|ium)/.test(args)) return "chromium (browser, zygotes, utilities)";
  if (/trialChild/.test(args)) return "model trial child";
  if (/testBindingBinary/.test(args)) return "llama.cpp binding check";
  return "other";
}

/**
 * CPU seconds (user + system, the process's own and its waited-for children's) of `root` and its
 * descendants, summed per kind. Null off Linux (no /proc).
 */
export function processTreeCpu(root = process.pid): Record<string, number> | null {
  if (!fs.existsSync(`/proc/${root}/stat`)) return null;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended while the folder was read
    }
    // Fields after the command name (which may hold spaces): state, ppid, ... utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    const parent = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const byKind: Record<string, number> = {};
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    const kind = kindOf(pid, root);
    byKind[kind] = (byKind[kind] ?? 0) + (ticks.get(pid) ?? 0) / TICKS_PER_SECOND;
    stack.push(...(children.get(pid) ?? []));
  }
  return byKind;
}

/** What each kind spent between two readings, in seconds rounded to hundredths (kinds under 0.01 s left out). */
export function cpuSpent(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const kind of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const seconds = Math.round(((after[kind] ?? 0) - (before[kind] ?? 0)) * 100) / 100;
    if (Math.abs(seconds) >= 0.01) spent[kind] = seconds;
  }
  return spent;
}
