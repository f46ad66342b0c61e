import os from "node:os";
import path from "node:path";
import { NoHomeFolderError } from "../errors/NoHomeFolderError.ts";

export interface UserHomeOptions {
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform;
  /** The home folder given (`os.homedir()` by default, which is HOME or USERPROFILE as set, even when empty or relative). */
  home?: string;
  /** The home folder of the user's account, asked of the system; defaults to `os.userInfo().homedir`. */
  accountHome?: () => string;
}

/** Whether a folder named in the environment is a full path on this platform ("C:\\..." is not one on Linux, "/x" is not one in the Windows sense of a drive, but Windows takes it). */
export function isFullPath(folder: string | undefined, platform: NodeJS.Platform): folder is string {
  return !!folder && (platform === "win32" ? path.win32 : path.posix).isAbsolute(folder);
}

/**
 * The user's home folder as a full path. `os.homedir()` returns HOME (USERPROFILE on Windows)
 * as it is set: `HOME=` or `HOME=.` in a service file, a cron line or `env -i` leaves it empty
 * or relative, and every folder built on it would then be relative to wherever the app was
 * started. So a home that is not a full path is asked of the system's account records instead;
 * when they have none either, this refuses rather than guess.
 */
export function userHome(options: UserHomeOptions = {}): string {
  const platform = options.platform ?? process.platform;
  const given = options.home ?? os.homedir();
  if (isFullPath(given, platform)) return given;
  let account = "";
  try {
    account = (options.accountHome ?? (() => os.userInfo().homedir))();
  } catch {
    // No account record for this user id (a container's arbitrary uid): nothing to fall back to.
  }
  if (isFullPath(account, platform)) return account;
  throw new NoHomeFolderError(platform === "win32" ? "USERPROFILE" : "HOME");
}
