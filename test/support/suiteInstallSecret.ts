import fs from "node:fs";
import path from "node:path";
import { INSTALL_SECRET_FILE } from "../../src-main/core/system/installSecret.ts";

/** Set once per `vitest run` by vitest.config.ts: 32 random bytes in hex, inherited by every worker and the processes it starts. */
export const SUITE_INSTALL_SECRET_ENV = "DISTILLATE_TEST_INSTALL_SECRET";

/**
 * Gives the library in `dataDir` the run's one installation secret (`install.key`), unless it
 * already has one. A model file is tried in a child process once per installation (kept trial
 * verdicts are signed with its secret, core/llm/trials/TrialVerdicts.ts), and each test library
 * is a fresh folder: without this, every browser file that runs or lists a model tried the same
 * tiny model again (a child process, node-llama-cpp's binding test and a model load, about 2.5 s
 * of CPU each). With it, the run's libraries are one installation, as a user's libraries are,
 * and each model is tried once per run. Files that test the trials themselves use folders of
 * their own and never call this.
 */
export function giveSuiteInstallSecret(dataDir: string): void {
  const hex = process.env[SUITE_INSTALL_SECRET_ENV];
  if (!hex || !/^[0-9a-f]{64}$/.test(hex)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dataDir, INSTALL_SECRET_FILE), Buffer.from(hex, "hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** `options`, after giving its `dataDir` the run's installation secret: `createCore(withSuiteInstallSecret({ dataDir, ... }))`. */
export function withSuiteInstallSecret<T extends { dataDir: string }>(options: T): T {
  giveSuiteInstallSecret(options.dataDir);
  return options;
}
