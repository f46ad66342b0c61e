import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveCacheDir } from "../../../src-main/core/system/cacheDir.ts";

describe("where rebuildable files are kept", () => {
  const home = path.join(path.sep, "home", "ada");
  it("follows each platform's cache convention", () => {
    expect(resolveCacheDir({ env: {}, platform: "linux", home })).toBe(path.join(home, ".cache", "distillate"));
    expect(resolveCacheDir({ env: { XDG_CACHE_HOME: "/xdg-cache" }, platform: "linux", home })).toBe(path.join("/xdg-cache", "distillate"));
    expect(resolveCacheDir({ env: { XDG_CACHE_HOME: "relative" }, platform: "linux", home })).toBe(path.join(home, ".cache", "distillate"));
    expect(resolveCacheDir({ env: {}, platform: "darwin", home })).toBe(path.join(home, "Library", "Caches", "Distillate"));
    expect(resolveCacheDir({ env: { LOCALAPPDATA: "C:\\Users\\ada\\AppData\\Local" }, platform: "win32", home })).toBe(path.join("C:\\Users\\ada\\AppData\\Local", "Distillate", "Cache"));
  });
  it("never gives a relative folder when LOCALAPPDATA or HOME is empty or relative", () => {
    const account = () => home;
    expect(resolveCacheDir({ env: { LOCALAPPDATA: "" }, platform: "win32", home: "C:\\Users\\ada", accountHome: account })).toBe(path.join("C:\\Users\\ada", "AppData", "Local", "Distillate", "Cache"));
    expect(resolveCacheDir({ env: { LOCALAPPDATA: "Local" }, platform: "win32", home: "C:\\Users\\ada", accountHome: account })).toBe(path.join("C:\\Users\\ada", "AppData", "Local", "Distillate", "Cache"));
    expect(resolveCacheDir({ env: {}, platform: "linux", home: "", accountHome: account })).toBe(path.join(home, ".cache", "distillate"));
    expect(() => resolveCacheDir({ env: {}, platform: "linux", home: "", accountHome: () => "" })).toThrow(/home folder is not known as a full path/);
  });
});
