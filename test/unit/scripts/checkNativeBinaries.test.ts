import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkNativeBinaries, currentTarget, SHIPPED_TARGETS, unlockedDependencies, type Lockfile } from "../../../scripts/checkNativeBinaries.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";

const VERSION = "3.21.1";

function lockfile(versions: Record<string, string>): Lockfile {
  const packages: Lockfile["packages"] = { "": {}, "node_modules/node-llama-cpp": { version: VERSION } };
  for (const [target, version] of Object.entries(versions)) packages[`node_modules/@node-llama-cpp/${target}`] = { version };
  return { packages };
}

const complete = Object.fromEntries(SHIPPED_TARGETS.map((target) => [target, VERSION]));
const linuxHere = { platform: "linux" as const, arch: "x64", installedBinaryVersion: (t: string) => (t === "linux-x64" ? VERSION : null) };

describe("check:binaries", () => {
  it("passes when every shipped target is locked at the installed version and this machine's binary is installed", () => {
    expect(checkNativeBinaries({ lockfile: lockfile(complete), installedVersion: VERSION, ...linuxHere })).toEqual([]);
  });

  it("names a target missing from the lockfile (the 3.22.x Windows/macOS case)", () => {
    const { "win-x64": _dropped, ...withoutWindows } = complete;
    const problems = checkNativeBinaries({ lockfile: lockfile(withoutWindows), installedVersion: VERSION, ...linuxHere });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^win-x64: package-lock\.json has no @node-llama-cpp\/win-x64/);
  });

  it("names a target locked at another version than node-llama-cpp", () => {
    const problems = checkNativeBinaries({ lockfile: lockfile({ ...complete, "mac-arm64-metal": "3.20.0" }), installedVersion: VERSION, ...linuxHere });
    expect(problems).toEqual([expect.stringMatching(/^mac-arm64-metal: .*3\.20\.0.*3\.21\.1/)]);
  });

  it("fails when this machine's binary package did not install", () => {
    const problems = checkNativeBinaries({ lockfile: lockfile(complete), installedVersion: VERSION, platform: "win32", arch: "x64", installedBinaryVersion: () => null });
    expect(problems).toEqual([expect.stringMatching(/^win-x64: node_modules\/@node-llama-cpp\/win-x64 is not installed/)]);
  });

  it("maps each shipped platform to node-llama-cpp's package names", () => {
    expect(currentTarget("darwin", "arm64")).toBe("mac-arm64-metal");
    expect(currentTarget("darwin", "x64")).toBe("mac-x64");
    expect(currentTarget("linux", "arm64")).toBe("linux-arm64");
    expect(currentTarget("win32", "x64")).toBe("win-x64");
    expect(currentTarget("freebsd", "x64")).toBeNull();
  });
});

describe("check:binaries: a lockfile npm ci accepts on every platform", () => {
  it("the committed package-lock.json holds every dependency, every platform's optional builds included", () => {
    const committed = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package-lock.json"), "utf8")) as Lockfile;
    expect(unlockedDependencies(committed)).toEqual([]);
    // The platforms users run, for the packages whose builds are split by platform.
    for (const locked of [
      "@napi-rs/canvas-darwin-arm64",
      "@napi-rs/canvas-win32-x64-msvc",
      "@rolldown/binding-darwin-x64",
      "@rolldown/binding-win32-arm64-msvc",
      "@rolldown/binding-linux-arm64-gnu",
      "lightningcss-darwin-arm64",
      "lightningcss-win32-x64-msvc",
      "fsevents",
    ]) {
      expect(committed.packages?.[`node_modules/${locked}`], locked).toBeDefined();
    }
  });

  it("names the optional platform packages a lockfile written on one machine dropped (the @napi-rs/canvas case)", () => {
    const pruned: Lockfile = {
      packages: {
        "": { dependencies: { "pdfjs-dist": "6.5.438" } },
        "node_modules/pdfjs-dist": { version: "6.5.438", optionalDependencies: { "@napi-rs/canvas": "^1.1.1" } },
        "node_modules/@napi-rs/canvas": {
          version: "1.1.1",
          optionalDependencies: { "@napi-rs/canvas-linux-x64-gnu": "1.1.1", "@napi-rs/canvas-darwin-arm64": "1.1.1", "@napi-rs/canvas-win32-x64-msvc": "1.1.1" },
        },
        "node_modules/@napi-rs/canvas-linux-x64-gnu": { version: "1.1.1" },
      },
    };
    expect(unlockedDependencies(pruned)).toEqual([
      "@napi-rs/canvas-darwin-arm64@1.1.1 (optional dependency of @napi-rs/canvas)",
      "@napi-rs/canvas-win32-x64-msvc@1.1.1 (optional dependency of @napi-rs/canvas)",
    ]);
  });

  it("finds a dependency where Node would load it from (its own node_modules, else a parent's) and names a missing dev dependency", () => {
    const lock: Lockfile = {
      packages: {
        "": { dependencies: { a: "1" }, devDependencies: { vitest: "5.1.0" } },
        "node_modules/a": { version: "1.0.0", dependencies: { b: "2", c: "1" } },
        "node_modules/a/node_modules/b": { version: "2.0.0", dependencies: { c: "1", d: "1" } },
        "node_modules/c": { version: "1.0.0" },
      },
    };
    expect(unlockedDependencies(lock)).toEqual(["vitest@5.1.0 (dev dependency of the project)", "d@1 (dependency of b)"]);
  });
});
