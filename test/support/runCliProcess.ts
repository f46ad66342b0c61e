import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs the real `distillate` bin in a child process, as a user's shell would. */
export function runCliProcess(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    // spawnSync blocks the test's own time limit, so this is the only guard against a hung CLI:
    // generous, since start-up on a loaded machine can take many times its idle time.
    timeout: 10 * 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same, without blocking this process: for a CLI that talks to a server this test runs (a
 * loopback listener), which a blocked event loop could not answer.
 */
export function runCliAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
