// Fails (exit 1) when node-llama-cpp's prebuilt binaries are not there for a platform we ship.
// node-llama-cpp installs its llama.cpp builds as optional packages (`@node-llama-cpp/<target>`),
// and npm skips a missing optional package without a word: 3.22.1 pins binaries that were never
// published for Windows and macOS, so those installs got no binary and no error (see
// ENVIRONMENT.md). So check the lockfile, which records what every platform's install resolves
// to, and this machine's node_modules, which shows what actually arrived.
// It also checks that the lockfile holds every package some locked package depends on, the
// optional platform builds above all: npm drops other platforms' optional packages from the
// lockfile when `npm install` runs over a node_modules that skipped them (npm/cli#4828), and
// `npm ci` then refuses the lockfile ("Missing: ... from lock file").
import fs from "node:fs";
import path from "node:path";

/** Every `@node-llama-cpp/<target>` the installers ship; CPU builds plus the GPU variants users pick. */
export const SHIPPED_TARGETS = [
  "linux-x64",
  "linux-x64-cuda",
  "linux-x64-cuda-ext",
  "linux-x64-vulkan",
  "linux-arm64",
  "mac-arm64-metal",
  "mac-x64",
  "win-x64",
  "win-x64-cuda",
  "win-x64-cuda-ext",
  "win-x64-vulkan",
] as const;

/** One entry of package-lock.json's `packages`, the fields the checks read. */
export interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The part of package-lock.json (lockfile v2/v3) the checks read. */
export interface Lockfile {
  packages?: Record<string, LockedPackage | undefined>;
}

export interface BinaryCheckInput {
  lockfile: Lockfile;
  /** The node-llama-cpp version installed (node_modules/node-llama-cpp/package.json). */
  installedVersion: string;
  /** `process.platform` of the machine being checked. */
  platform: NodeJS.Platform;
  /** `process.arch` of the machine being checked. */
  arch: string;
  /** Version of an installed `@node-llama-cpp/<target>` package, or null when absent. */
  installedBinaryVersion: (target: string) => string | null;
  /** Defaults to SHIPPED_TARGETS. */
  targets?: readonly string[];
}

/** The CPU binary package node-llama-cpp loads on a platform; null for platforms we do not ship. */
export function currentTarget(platform: NodeJS.Platform, arch: string): string | null {
  if (platform === "linux" && (arch === "x64" || arch === "arm64")) return `linux-${arch}`;
  if (platform === "darwin") return arch === "arm64" ? "mac-arm64-metal" : arch === "x64" ? "mac-x64" : null;
  if (platform === "win32" && (arch === "x64" || arch === "arm64")) return `win-${arch}`;
  return null;
}

/** Every problem found, each naming the target and what to do; empty when all is well. */
export function checkNativeBinaries(input: BinaryCheckInput): string[] {
  const problems: string[] = [];
  const version = input.installedVersion;
  for (const target of input.targets ?? SHIPPED_TARGETS) {
    const locked = input.lockfile.packages?.[`node_modules/@node-llama-cpp/${target}`]?.version;
    if (locked === undefined) {
      problems.push(`${target}: package-lock.json has no @node-llama-cpp/${target}, so installs for that platform get no llama.cpp binary.`);
    } else if (locked !== version) {
      problems.push(`${target}: package-lock.json pins @node-llama-cpp/${target}@${locked}, but node-llama-cpp is ${version}; they must match.`);
    }
  }
  const here = currentTarget(input.platform, input.arch);
  if (here === null) {
    problems.push(`${input.platform}-${input.arch}: not a platform Distillate ships, so node-llama-cpp has no prebuilt binary for it.`);
  } else {
    const installed = input.installedBinaryVersion(here);
    if (installed === null) problems.push(`${here}: node_modules/@node-llama-cpp/${here} is not installed on this machine.`);
    else if (installed !== version) problems.push(`${here}: node_modules/@node-llama-cpp/${here} is ${installed}, but node-llama-cpp is ${version}.`);
  }
  return problems;
}

/** The lockfile key Node would load `name` from when required by the package at `from`
 * ("" is the project), walking up the node_modules folders as Node does; null when none holds it. */
function lockedPath(packages: NonNullable<Lockfile["packages"]>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base === "" ? "" : `${base}/`}node_modules/${name}`;
    if (packages[candidate] !== undefined) return candidate;
    if (base === "") return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

/** Every dependency of a locked package (the project's devDependencies too) that the lockfile
 * does not hold, as "<name>@<range> (optional dependency of <package>)"; empty when complete.
 * A complete lockfile lists every platform's optional builds, even those no install here uses. */
export function unlockedDependencies(lockfile: Lockfile): string[] {
  const packages = lockfile.packages ?? {};
  const missing: string[] = [];
  for (const [at, entry] of Object.entries(packages)) {
    if (entry === undefined) continue;
    const owner = at === "" ? "the project" : at.slice(at.lastIndexOf("node_modules/") + "node_modules/".length);
    const kinds = [
      ["dependency", entry.dependencies],
      ["optional dependency", entry.optionalDependencies],
      ...(at === "" ? ([["dev dependency", entry.devDependencies]] as const) : []),
    ] as const;
    for (const [kind, declared] of kinds) {
      for (const [name, range] of Object.entries(declared ?? {})) {
        if (lockedPath(packages, at, name) === null) missing.push(`${name}@${range} (${kind} of ${owner})`);
      }
    }
  }
  return missing;
}

function readVersion(packageJson: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

function main(root: string): number {
  // The lockfile is read first: a lockfile `npm ci` refuses leaves no node_modules to look at.
  const lockfile = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lockfile;
  const unlocked = unlockedDependencies(lockfile);
  if (unlocked.length > 0) {
    console.error(
      [
        `check:binaries: package-lock.json lacks ${unlocked.length} package(s) that locked packages depend on, so \`npm ci\` refuses it and installs on other platforms miss their binaries:`,
        ...unlocked.map((dependency) => `  - ${dependency}`),
        "Restore them without changing any version: move node_modules aside, run `npm install --package-lock-only`, and commit package-lock.json.",
      ].join("\n"),
    );
  }
  const installedVersion = readVersion(path.join(root, "node_modules/node-llama-cpp/package.json"));
  if (installedVersion === null) {
    console.error("check:binaries: node-llama-cpp is not installed; run npm ci first.");
    return 1;
  }
  const problems = checkNativeBinaries({
    lockfile,
    installedVersion,
    platform: process.platform,
    arch: process.arch,
    installedBinaryVersion: (target) => readVersion(path.join(root, "node_modules/@node-llama-cpp", target, "package.json")),
  });
  if (problems.length === 0) {
    if (unlocked.length > 0) return 1;
    console.log(
      `check:binaries: package-lock.json holds every dependency of every locked package, all platforms' optional builds included; ` +
        `node-llama-cpp ${installedVersion} has a prebuilt binary for ${SHIPPED_TARGETS.join(", ")}; this machine's is installed.`,
    );
    return 0;
  }
  console.error(
    [
      `check:binaries: node-llama-cpp ${installedVersion} is missing prebuilt binaries:`,
      ...problems.map((problem) => `  - ${problem}`),
      "Pin node-llama-cpp to a version whose @node-llama-cpp/* packages exist for every target (npm view @node-llama-cpp/win-x64 versions), then npm install.",
    ].join("\n"),
  );
  return 1;
}

if (import.meta.main) process.exitCode = main(path.resolve(import.meta.dirname, ".."));
