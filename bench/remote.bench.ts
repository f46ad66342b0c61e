// Memory of `distillate serve` while the add-server check (models.probeRemote) reads answers from
// loopback "servers": a normal model list as the baseline, one 700 MB answer, and three 300 MB
// answers at once, each in a fresh serve process. Its resident memory is sampled from /proc every
// 20 ms (Linux); the table gives the peak per case, what the listeners sent before Distillate
// stopped reading, and the ratio to the baseline's peak, measured in the same run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServe } from "../test/support/browser.ts";
import { sendJson, startRecordingServer, streamHugeAnswer, type RecordingServer } from "../test/support/recordingServer.ts";
import { fmt, printTable } from "./support.ts";

const MiB = 1024 * 1024;

/** Resident memory of a process, in MiB (null off Linux or once it has exited). */
function rssMiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export async function run(): Promise<void> {
  console.log("\nRemote answers: serve's memory while the server check reads them");
  if (process.platform !== "linux") return console.log("skipped: samples /proc (Linux only)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-remote-"));
  const page = path.join(dir, "page");
  fs.mkdirSync(page);
  fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
  const sent = new Map<RecordingServer, number>();
  const listeners: RecordingServer[] = [];
  const listen = async (bytes: number | null) => {
    const server: RecordingServer = await startRecordingServer((_request, response) =>
      bytes === null ? sendJson(response, 200, { data: [{ id: "lab-model" }] }) : streamHugeAnswer(response, bytes, (n) => sent.set(server, n)),
    );
    listeners.push(server);
    return server;
  };
  const normal = await listen(null);
  const huge = await listen(700 * MiB);
  const three = [await listen(300 * MiB), await listen(300 * MiB), await listen(300 * MiB)];
  try {
    const rows: Record<string, string | number>[] = [];
    let baseline = 0;
    for (const [name, servers] of [
      ["normal model list (baseline)", [normal]],
      ["one 700 MB answer", [huge]],
      ["three 300 MB answers at once", three],
    ] as const) {
      // A fresh process per case: memory a case took is not handed back to the OS, so it would count in the next.
      const serve = await startServe(path.join(dir, "data"), { DISTILLATE_RENDERER_DIR: page });
      const pid = serve.child.pid!;
      const started = rssMiB(pid) ?? 0;
      let peak = started;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), 20);
      const start = process.hrtime.bigint();
      const result = (await serve.call("models.probeRemote", { urls: servers.map((s) => s.baseUrl) })) as { servers: { error: string | null }[] };
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      clearInterval(sampler);
      peak = Math.max(peak, rssMiB(pid) ?? 0);
      await serve.stop();
      if (baseline === 0) baseline = peak;
      let delivered = 0;
      for (const server of servers) delivered += sent.get(server) ?? 0;
      rows.push({
        case: name,
        "time s": fmt(seconds, 2),
        "RSS at start MiB": fmt(started, 0),
        "peak RSS MiB": fmt(peak, 0),
        "vs baseline": `${fmt(peak / baseline, 2)}x`,
        "sent MiB": fmt(delivered / MiB, 0),
        "check says": (result.servers[0]?.error ?? "answers").slice(0, 60),
      });
    }
    printTable(`One serve process per case (${os.availableParallelism()} cores, load ${fmt(os.loadavg()[0]!, 2)})`, rows);
  } finally {
    await Promise.all(listeners.map((l) => l.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
