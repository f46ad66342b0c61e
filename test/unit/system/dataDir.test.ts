import path from "node:path";
import { describe, expect, it } from "vitest";
import { NoHomeFolderError } from "../../../src-main/core/errors/NoHomeFolderError.ts";
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
  it("never gives a relative folder when APPDATA or HOME is empty or relative", () => {
    const account = () => home;
    expect(resolveDataDir({ env: { APPDATA: "" }, platform: "win32", home: "C:\\Users\\ada", accountHome: account })).toBe(path.join("C:\\Users\\ada", "AppData", "Roaming", "Distillate"));
    expect(resolveDataDir({ env: { APPDATA: "Roaming" }, platform: "win32", home: "C:\\Users\\ada", accountHome: account })).toBe(path.join("C:\\Users\\ada", "AppData", "Roaming", "Distillate"));
    // HOME= (os.homedir() returns it as set) or HOME=. : the account's home is asked instead.
    expect(resolveDataDir({ env: {}, platform: "linux", home: "", accountHome: account })).toBe(path.join(home, ".local", "share", "distillate"));
    expect(resolveDataDir({ env: { XDG_DATA_HOME: "" }, platform: "linux", home: ".", accountHome: account })).toBe(path.join(home, ".local", "share", "distillate"));
    expect(resolveDataDir({ env: {}, platform: "darwin", home: "ada", accountHome: account })).toBe(path.join(home, "Library", "Application Support", "Distillate"));
    expect(resolveDataDir({ env: { APPDATA: "" }, platform: "win32", home: "", accountHome: () => "C:\\Users\\ada" })).toBe(path.join("C:\\Users\\ada", "AppData", "Roaming", "Distillate"));
  });
  it("refuses, naming the variable, when no home folder is known as a full path", () => {
    const none = () => {
      throw new Error("no account record for this user id");
    };
    expect(() => resolveDataDir({ env: {}, platform: "linux", home: "", accountHome: none })).toThrow(NoHomeFolderError);
    expect(() => resolveDataDir({ env: {}, platform: "linux", home: "rel", accountHome: () => "" })).toThrow(/the variable HOME is empty or relative.*DISTILLATE_DATA_DIR/);
    expect(() => resolveDataDir({ env: { APPDATA: "" }, platform: "win32", home: "", accountHome: () => "" })).toThrow(/the variable USERPROFILE/);
    // A folder the user names still wins, home or not.
    expect(resolveDataDir({ env: { DISTILLATE_DATA_DIR: "/lib" }, platform: "linux", home: "", accountHome: none })).toBe(path.resolve("/lib"));
    expect(resolveDataDir({ env: { XDG_DATA_HOME: "/xdg" }, platform: "linux", home: "", accountHome: none })).toBe(path.join("/xdg", "distillate"));
  });
});
