import os from "node:os";
import path from "node:path";

export interface CacheDirOptions {
  /** Defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform;
  /** Defaults to `os.homedir()`. */
  home?: string;
}

/**
 * Where Distillate keeps files it can rebuild (derived tables, never the library): the
 * platform's per-user cache folder, so a system cleaner may empty it and nothing is lost.
 */
export function resolveCacheDir(options: CacheDirOptions = {}): string {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const home = options.home ?? os.homedir();
  if (platform === "darwin") return path.join(home, "Library", "Caches", "Distillate");
  if (platform === "win32") return path.join(env.LOCALAPPDATA ?? path.join(home, "AppData", "Local"), "Distillate", "Cache");
  const xdgCache = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(home, ".cache");
  return path.join(xdgCache, "distillate");
}
