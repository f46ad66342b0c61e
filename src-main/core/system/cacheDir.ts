import path from "node:path";
import { isFullPath, userHome } from "./userHome.ts";

export interface CacheDirOptions {
  /** Defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform;
  /** Defaults to `os.homedir()`; one that is not a full path is replaced as userHome says. */
  home?: string;
  /** For tests: the account's home folder (userHome). */
  accountHome?: () => string;
}

/**
 * Where Distillate keeps files it can rebuild (derived tables, never the library): the
 * platform's per-user cache folder, so a system cleaner may empty it and nothing is lost. As for
 * the library (dataDir.ts), a folder the environment names counts only as a full path.
 */
export function resolveCacheDir(options: CacheDirOptions = {}): string {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const home = () => userHome({ platform, ...(options.home !== undefined && { home: options.home }), ...(options.accountHome && { accountHome: options.accountHome }) });
  if (platform === "darwin") return path.join(home(), "Library", "Caches", "Distillate");
  if (platform === "win32") return path.join(isFullPath(env.LOCALAPPDATA, platform) ? env.LOCALAPPDATA : path.join(home(), "AppData", "Local"), "Distillate", "Cache");
  const xdgCache = isFullPath(env.XDG_CACHE_HOME, platform) ? env.XDG_CACHE_HOME : path.join(home(), ".cache");
  return path.join(xdgCache, "distillate");
}
