import fs from "node:fs";
import type { ChildProcess } from "node:child_process";

/** Processes looked for under a command, at most: tesseract starts none; a wrapper a few. */
const MAX_DESCENDANTS = 64;
/** What one `children` file may hold: a list of process ids, a few bytes each. */
const CHILDREN_FILE_LIMIT = 16 * 1024;

/**
 * Kills a command and the processes it started. The tesseract found on PATH may be a wrapper
 * script that runs the real program as its child (`/opt/x/tesseract "$@"`, no `exec`): killing
 * the script alone leaves the real program running with the script's standard error open, so the
 * page's run never ends ("close" waits for every writer of the pipe) and the program keeps
 * its CPU. The descendants are gathered before the command is killed (once it is dead, they
 * belong to init and cannot be told from anyone's). Linux lists a process's children in /proc;
 * elsewhere only the command is killed, and the run's end does not wait on its pipe (see
 * LocalCommandRunner).
 */
export function killCommandTree(child: ChildProcess): void {
  const descendants = child.pid ? descendantsOf(child.pid) : [];
  child.kill("SIGKILL");
  for (const pid of descendants) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** The processes under `pid` (children, their children...), breadth first, at most MAX_DESCENDANTS. */
export function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  for (let next = 0; next < queue.length && found.length < MAX_DESCENDANTS; next++) {
    for (const child of childrenOf(queue[next]!)) {
      if (found.length >= MAX_DESCENDANTS || found.includes(child)) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function childrenOf(pid: number): number[] {
  const pids: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`).slice(0, MAX_DESCENDANTS);
  } catch {
    return pids;
  }
  for (const task of tasks) {
    let fd: number | null = null;
    try {
      fd = fs.openSync(`/proc/${pid}/task/${task}/children`, "r");
      const buffer = Buffer.alloc(CHILDREN_FILE_LIMIT);
      const length = fs.readSync(fd, buffer, 0, CHILDREN_FILE_LIMIT, 0);
      for (const word of buffer.toString("latin1", 0, length).split(/\s+/)) if (/^\d+$/.test(word)) pids.push(Number(word));
    } catch {
      // No such file (not Linux, or a kernel without it), or the task ended: nothing more here.
    } finally {
      if (fd !== null) fs.closeSync(fd);
    }
  }
  return pids;
}
