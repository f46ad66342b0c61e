import fs from "node:fs";
import path from "node:path";
import { shownName } from "../../../contract/shownName.ts";
import { defineCommand, UsageError } from "../CliCommand.ts";
import { onStopSignal } from "../stopSignals.ts";

/** Fixed by default so an SSH tunnel (`ssh -L 7878:127.0.0.1:7878 workstation`) keeps working across restarts. */
const DEFAULT_PORT = 7878;

/** The repository (or installed package) folder: the nearest parent holding our package.json. */
function packageRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string }).name === "distillate") return dir;
    if (path.dirname(dir) === dir) throw new Error("Cannot find Distillate's package folder to serve the web page from.");
  }
}

function parsePort(text: string, flag: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`${flag} must be a number from 0 to 65535 (0 picks a free port), not "${text}".`);
  return port;
}

export const serveCommand = defineCommand({
  path: ["serve"],
  summary: "Open the app in a browser on this machine: serves it on 127.0.0.1 with a per-launch access token.",
  options: {
    port: { type: "string", value: "<port>", help: "the port on 127.0.0.1 to serve on; 0 picks a free one", default: String(DEFAULT_PORT), parse: parsePort },
  },
  async run({ io, core, dataDir }, values) {
    const port = values.port ?? DEFAULT_PORT;
    // $DISTILLATE_RENDERER_DIR points at another build of the page; defaults to out/renderer.
    const rendererDir = io.env["DISTILLATE_RENDERER_DIR"] || path.join(packageRoot(), "out", "renderer");
    const app = core();
    // Imported here: node:http loads Node's fetch implementation with it, ~20 ms that every
    // other command would pay at start-up for nothing.
    const { createHttpServer } = await import("../../http/createHttpServer.ts");
    const server = await createHttpServer({ app: { services: app.services, events: app.events }, rendererDir, port });
    // A run the CLI starts on this library reaches the open pages without a reload.
    const unwatch = app.watchOtherProcesses();
    // Exactly one line on stdout, so scripts and tests can read the address.
    io.stdout(`${server.url}\n`);
    io.stderr(`Serving the library in ${shownName(dataDir)} on port ${server.port}. Open the address above in a browser; Ctrl-C stops.\n`);
    let release = (): void => undefined;
    await new Promise<NodeJS.Signals>((resolve) => (release = onStopSignal(resolve)));
    try {
      unwatch();
      // Closed together: work under way (an export, a report, an import, a run) ends now and its
      // calls answer that the app closed, instead of the quit waiting for each to finish.
      const serverClosed = server.close();
      await app.closeAsync();
      await serverClosed;
    } finally {
      release();
    }
    return 0;
  },
});
