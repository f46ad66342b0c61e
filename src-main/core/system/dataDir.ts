import path from "node:path";
import { isFullPath, userHome } from "./userHome.ts";

export const DATABASE_FILE_NAME = "library.sqlite";

export interface DataDirOptions {
  /** An explicit directory (`--data-dir`). Wins over everything. */
  explicit?: string | undefined;
  /** Defaults to `process.env`; `DISTILLATE_DATA_DIR` is read from it. */
  env?: NodeJS.ProcessEnv;
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform;
  /** Defaults to `os.homedir()`; one that is not a full path is replaced as userHome says. */
  home?: string;
  /** For tests: the account's home folder (userHome). */
  accountHome?: () => string;
}

/**
 * Where the library lives. The desktop app and the CLI use the same directory so a batch
 * imported from a terminal shows up in the window: on macOS and Windows this is where Electron
 * puts userData anyway; on Linux it follows the XDG data directory, since a library is data,
 * not configuration. A folder named by the environment (APPDATA, XDG_DATA_HOME, HOME) counts
 * only as a full path: `APPDATA=` or `HOME=` would otherwise put the library in a relative folder,
 * a different one for every folder the app is started from.
 */
export function resolveDataDir(options: DataDirOptions = {}): string {
  const env = options.env ?? process.env;
  if (options.explicit) return path.resolve(options.explicit);
  if (env.DISTILLATE_DATA_DIR) return path.resolve(env.DISTILLATE_DATA_DIR);
  const platform = options.platform ?? process.platform;
  const home = () => userHome({ platform, ...(options.home !== undefined && { home: options.home }), ...(options.accountHome && { accountHome: options.accountHome }) });
  if (platform === "darwin") return path.join(home(), "Library", "Application Support", "Distillate");
  if (platform === "win32") return path.join(isFullPath(env.APPDATA, platform) ? env.APPDATA : path.join(home(), "AppData", "Roaming"), "Distillate");
  const xdgData = isFullPath(env.XDG_DATA_HOME, platform) ? env.XDG_DATA_HOME : path.join(home(), ".local", "share");
  return path.join(xdgData, "distillate");
}
