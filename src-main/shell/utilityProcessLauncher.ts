import { fileURLToPath } from "node:url";
import { utilityProcess } from "electron";
import { stderrTail, type ChildEnding, type ChildLauncher } from "../core/llm/trials/ChildLauncher.ts";

/**
 * The desktop app's way to start a child of ours (a model trial): Electron's utilityProcess, since
 * the packaged binary cannot run as Node (the runAsNode fuse is off), so child_process.fork
 * would start another copy of the app. Its exit event gives a code only: a crash (llama.cpp's
 * abort) is a code other than the child's own, which is all runTrial asks of it.
 */
export const utilityProcessLauncher: ChildLauncher = {
  run(script, args, options) {
    return new Promise<ChildEnding>((resolve, reject) => {
      const child = utilityProcess.fork(fileURLToPath(script), [...args], { stdio: ["ignore", "ignore", "pipe"], serviceName: "Distillate model trial" });
      const stderr = stderrTail();
      child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
      child.on("message", options.onMessage);
      const stop = () => child.kill();
      options.signal?.addEventListener("abort", stop, { once: true });
      child.once("exit", (code) => {
        options.signal?.removeEventListener("abort", stop);
        if (options.signal?.aborted) reject(options.signal.reason);
        else resolve({ code, signal: null, stderr: stderr.text() });
      });
    });
  },
};
