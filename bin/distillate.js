#!/usr/bin/env node
// The CLI is TypeScript run directly by Node's built-in type stripping (Node >= 22.18), so it
// works right after `npm install` with no build step. Through npm (`npx distillate`, npm
// scripts) the project's own Node from node_modules/.bin is used.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `distillate: needs Node 22.18 or newer, this is ${process.version}. ` +
      "Run it as `npx distillate` from the project folder to use the project's own Node.\n",
  );
  process.exit(1);
}
const { runCli, jsonErrorLine } = await import("../src-main/server/cli/main.ts");
const argv = process.argv.slice(2);
if (argv.includes("--json")) {
  // Whatever escapes runCli still reaches stderr as one JSON error; without --json Node's own
  // report (with its stack) is more use in a bug report.
  const report = (error) => {
    process.stderr.write(jsonErrorLine(error));
    process.exit(1);
  };
  process.on("uncaughtException", report);
  process.on("unhandledRejection", report);
}
process.exitCode = await runCli(argv, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
});
