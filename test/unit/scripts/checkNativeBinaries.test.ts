import { describe, expect, it } from "vitest";
import { checkNativeBinaries, currentTarget, SHIPPED_TARGETS, type Lockfile } from "../../../scripts/checkNativeBinaries.ts";

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
