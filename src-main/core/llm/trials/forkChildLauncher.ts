import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { stderrTail, type ChildEnding, type ChildLauncher } from "./ChildLauncher.ts";

/**
 * Children through `child_process.fork` on this process's own Node. No inherited Node options
 * (a debugger's, a test runner's): the child needs none, Node strips the types of a .ts script
 * by itself.
 */
export const forkChildLauncher: ChildLauncher = {
  run(script, args, options) {
    return new Promise<ChildEnding>((resolve, reject) => {
      const child = fork(fileURLToPath(script), [...args], { execArgv: [], stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "json" });
      const stderr = stderrTail();
      child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
      child.on("message", options.onMessage);
      const stop = () => child.kill("SIGKILL");
      options.signal?.addEventListener("abort", stop, { once: true });
      child.once("error", (error) => {
        options.signal?.removeEventListener("abort", stop);
        reject(error);
      });
      child.once("close", (code, signal) => {
        options.signal?.removeEventListener("abort", stop);
        if (options.signal?.aborted) reject(options.signal.reason);
        else resolve({ code, signal, stderr: stderr.text() });
      });
    });
  },
};
