// The command line against recording loopback listeners: what `models add-remote`, `generate`
// and `evaluate` (the judge) send, and what their output, `runs --json` and every file of the
// library keep. No key, whole or in part, may be printed or stored, even when a server echoes
// it back; an address with credentials is refused, also when an older version stored it; a
// closed port is said in plain words.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { insertModel } from "../../../src-main/core/db/repositories/models.ts";
import { closedLoopbackUrl } from "../../support/cannedOpenAiServer.ts";
import { fragmentsOf, sendJson, startRecordingServer, type RecordingServer } from "../../support/recordingServer.ts";
import { seedReviewScreens } from "../../support/reviewScreens.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { seedLibrary } from "../../support/servedApp.ts";
import { tempDir } from "../../support/tempDir.ts";

const KEY = "sk-lab-Vq8Rt3Wx6Yz1Bn4Mk7Pj";
const PEM = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\nVJTUt9Us8cKjMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDu\n-----END PRIVATE KEY-----";
const listeners: RecordingServer[] = [];
afterAll(() => Promise.all(listeners.map((l) => l.close())));

/** A library with two papers, a SciQAG run and its QAs, as the pipeline would have left it. */
function library(): { dataDir: string; paper: number } {
  const dataDir = path.join(tempDir(), "data");
  const seed = seedLibrary(dataDir, seedReviewScreens);
  return { dataDir, paper: seed.paperIds[0]! };
}

async function cli(dataDir: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runCliAsync([...args, "--data-dir", dataDir], env);
}

async function addRemote(dataDir: string, url: string, keyName?: string): Promise<string> {
  const added = await cli(dataDir, {}, "models", "add-remote", "--url", url, "--model", "lab-model", ...(keyName ? ["--key-env", keyName] : []), "--json");
  expect(added.code, added.stderr).toBe(0);
  return String((JSON.parse(added.stdout) as { model: { id: number } }).model.id);
}

/** Every file of the library (database, WAL, anything beside), as one text. */
function libraryBytes(dataDir: string): string {
  return fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)).toString("latin1"))
    .join("\n");
}

function leaked(secret: string, ...texts: string[]): string[] {
  const all = texts.join("\n");
  return fragmentsOf(secret).filter((fragment) => all.includes(fragment));
}

describe("distillate models add-remote", () => {
  it("refuses credentials in the address in any case of scheme, a query, and a key name outside DISTILLATE_…", async () => {
    const { dataDir } = library();
    for (const args of [
      ["--url", "HTTP://user:s3cr3tPW@127.0.0.1:9/v1"],
      ["--url", "http://127.0.0.1:9/v1?access_token=s3cr3tPW"],
      ["--url", "http://127.0.0.1:9/v1", "--key-env", "SECRET_AWS"],
    ]) {
      const refused = await cli(dataDir, {}, "models", "add-remote", ...args, "--model", "m");
      expect(refused.code).toBe(64);
      expect(refused.stderr).toMatch(/^distillate: (--url: the address must not hold|--key-env: a key name starts with DISTILLATE_)/);
      expect(refused.stderr).not.toContain("s3cr3tPW");
    }
    expect(JSON.parse((await cli(dataDir, {}, "models", "list", "--json")).stdout)).toEqual([]);
  });

  it("says exactly which URLs a run will contact and where the key is read from", async () => {
    const { dataDir } = library();
    const added = await cli(dataDir, {}, "models", "add-remote", "--url", "HTTP://GPU-1.Lab:8000/api/v1/", "--model", "m", "--key-env", "DISTILLATE_LAB_KEY");
    expect(added.code).toBe(0);
    expect(added.stdout).toContain("read from $DISTILLATE_LAB_KEY when a run starts (not stored), sent only to the servers listed in $DISTILLATE_LAB_KEY_ORIGINS");
    expect(added.stdout).toMatch(/requests +GET http:\/\/gpu-1\.lab:8000\/api\/v1\/models\n +POST http:\/\/gpu-1\.lab:8000\/api\/v1\/chat\/completions\n +POST http:\/\/gpu-1\.lab:8000\/tokenize$/m);
  });
});

describe("runs on a remote model", () => {
  it("never prints or stores the key, whole or in part, when the server echoes it everywhere", async () => {
    const echo = await startRecordingServer((request, response) => {
      const auth = request.headers.authorization ?? "";
      const token = auth.replace(/^Bearer /, "");
      const halves = `${token.slice(0, 12)} ${token.slice(12)}`;
      if (request.url === "/v1/models") return sendJson(response, 200, { object: "list", data: [{ id: "lab-model", root: auth, owned_by: halves }, { id: token }] });
      if (request.url === "/tokenize") return sendJson(response, 500, { error: { message: `tokenizer down for ${auth} (${halves})` } });
      sendJson(response, 400, { error: { message: `bad request from ${halves}; headers ${JSON.stringify(request.headers)}` } });
    });
    listeners.push(echo);
    const { dataDir, paper } = library();
    const model = await addRemote(dataDir, echo.baseUrl, "DISTILLATE_LAB_KEY");
    const env = { DISTILLATE_LAB_KEY: KEY, DISTILLATE_LAB_KEY_ORIGINS: echo.origin };
    const run = await cli(dataDir, env, "generate", "--strategy", "sciqag", "--model", model, "--papers", String(paper));
    // The key went to its server, and the server's echoes reached the run.
    expect(echo.requests.some((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    const runs = await cli(dataDir, env, "runs", "--json");
    const runId = String((JSON.parse(runs.stdout) as { id: number }[])[0]!.id);
    const shown = await cli(dataDir, env, "runs", runId, "--json");
    expect(shown.code).toBe(0);
    // What the server said is kept (the item's error, the run's record of the model), the key masked out of it.
    expect(shown.stdout).toContain("[redacted]");
    expect(leaked(KEY, run.stdout, run.stderr, runs.stdout, shown.stdout, libraryBytes(dataDir))).toEqual([]);
  });

  it("sends no multi-line key (a PEM file), and no error, row or output holds a line or a piece of it", async () => {
    const server = await startRecordingServer((_request, response) => sendJson(response, 401, { error: { message: "no" } }));
    listeners.push(server);
    const { dataDir, paper } = library();
    const model = await addRemote(dataDir, server.baseUrl, "DISTILLATE_PEM_KEY");
    const env = { DISTILLATE_PEM_KEY: PEM, DISTILLATE_PEM_KEY_ORIGINS: server.origin };
    const run = await cli(dataDir, env, "generate", "--strategy", "sciqag", "--model", model, "--papers", String(paper));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("The key saved under DISTILLATE_PEM_KEY holds a space, a line break or another character");
    const runs = await cli(dataDir, env, "runs", "--json");
    expect((JSON.parse(runs.stdout) as { error: { name: string } }[])[0]!.error.name).toBe("ApiKeyUnusableError");
    expect(server.requests).toEqual([]);
    expect(leaked(PEM, run.stdout, run.stderr, runs.stdout, libraryBytes(dataDir))).toEqual([]);
  });

  it("refuses an entry an older version stored with credentials or another variable's name, and contacts nobody", async () => {
    const server = await startRecordingServer((_request, response) => sendJson(response, 200, { data: [{ id: "lab-model" }] }));
    listeners.push(server);
    const { dataDir, paper } = library();
    const port = new URL(server.origin).port;
    const ids = seedLibrary(dataDir, (db) =>
      [
        { url: `HTTP://user:s3cr3tPW@127.0.0.1:${port}/v1` },
        { url: `http://127.0.0.1:${port}/v1?access_token=s3cr3tPW` },
        { url: server.baseUrl, apiKeyName: "SECRET_AWS" },
      ].map(({ url, apiKeyName }, i) =>
        insertModel(db, { name: `old ${i}`, filePath: `remote:lab-model@old${i}`, fileSize: 0, sha256: `${i}`.repeat(64), hasChatTemplate: true, metadata: { remote: { model: "lab-model", endpoints: [{ url }], ...(apiKeyName ? { apiKeyName } : {}) } } }),
      ),
    );
    for (const id of ids) {
      const run = await cli(dataDir, { SECRET_AWS: "aws-very-secret" }, "generate", "--strategy", "sciqag", "--model", String(id), "--papers", String(paper));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/The remote model lab-model is not used: its (server address http:\/\/127\.0\.0\.1:\d+\/v1 must not hold|key name SECRET_AWS is not one Distillate reads).*Remove it and add the server again\./);
      expect(run.stderr).not.toContain("s3cr3tPW");
    }
    const runs = await cli(dataDir, {}, "runs", "--json");
    expect(runs.stdout).not.toContain("s3cr3tPW");
    expect((JSON.parse(runs.stdout) as { error: { name: string } | null }[]).filter((r) => r.error?.name === "RemoteEntryRefusedError")).toHaveLength(3);
    expect(server.requests).toEqual([]);
  });

  it("says that nothing answers at a closed port, for the generator and for the judge, never \"fetch failed\"", async () => {
    const { dataDir, paper } = library();
    const closed = (await closedLoopbackUrl()).replace("127.0.0.1", "localhost");
    const model = await addRemote(dataDir, closed);
    const expected = `Nothing answers at ${closed}/models: check the host and port, and that the server is running (6 attempts).`;
    const run = await cli(dataDir, {}, "generate", "--strategy", "sciqag", "--model", model, "--papers", String(paper));
    expect(run.stderr).toContain(expected);
    const runs = JSON.parse((await cli(dataDir, {}, "runs", "--json")).stdout) as { strategy: string; error: { message: string } | null }[];
    // The run stores why its model cannot be used, in the words the Models view marks it with.
    expect(runs.find((r) => r.error)?.error?.message).toMatch(/^Nothing answers at localhost:\d+ \(the connection was refused after 6 attempts\)/);
    const judged = await cli(dataDir, {}, "evaluate", "--run", "1", "--judge", model);
    expect(judged.code).toBe(1);
    expect(`${judged.stdout}${judged.stderr}`).toContain(expected);
    expect(`${run.stderr}${judged.stdout}${judged.stderr}`).not.toContain("fetch failed");
  });
});
