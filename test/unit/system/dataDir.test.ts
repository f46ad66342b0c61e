import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveDataDir } from "../../../src-main/core/system/dataDir.ts";

describe("where the library lives", () => {
  const home = path.join(path.sep, "home", "ada");
  it("prefers --data-dir, then DISTILLATE_DATA_DIR", () => {
    expect(resolveDataDir({ explicit: "lib", env: { DISTILLATE_DATA_DIR: "/elsewhere" }, home })).toBe(path.resolve("lib"));
    expect(resolveDataDir({ env: { DISTILLATE_DATA_DIR: "/elsewhere" }, home })).toBe(path.resolve("/elsewhere"));
  });
  it("follows each platform's convention", () => {
    expect(resolveDataDir({ env: {}, platform: "linux", home })).toBe(path.join(home, ".local", "share", "distillate"));
    expect(resolveDataDir({ env: { XDG_DATA_HOME: "/xdg" }, platform: "linux", home })).toBe(path.join("/xdg", "distillate"));
    expect(resolveDataDir({ env: { XDG_DATA_HOME: "relative" }, platform: "linux", home })).toBe(path.join(home, ".local", "share", "distillate"));
    expect(resolveDataDir({ env: {}, platform: "darwin", home })).toBe(path.join(home, "Library", "Application Support", "Distillate"));
    expect(resolveDataDir({ env: { APPDATA: "C:\\Users\\ada\\AppData\\Roaming" }, platform: "win32", home })).toBe(path.join("C:\\Users\\ada\\AppData\\Roaming", "Distillate"));
  });
});
