// `models.probeRemote` and `models.addRemote` over a real `distillate serve`, called as any
// holder of its token could: recording loopback listeners see exactly what Distillate sends.
// No environment variable but a key name's own may leave, and that one only for the servers
// listed beside it; no address may carry a credential or choose a query; no answer of any size
// may fill the server's memory; a closed port is said in plain words.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe, type ServeProcess } from "../../support/browser.ts";
import { closedLoopbackUrl } from "../../support/cannedOpenAiServer.ts";
import { fragmentsOf, sendJson, startRecordingServer, streamHugeAnswer, type RecordingServer } from "../../support/recordingServer.ts";
import { tempDir } from "../../support/tempDir.ts";

const LAB_KEY = "sk-lab-7Qm2Zr9XwT4vNp8K";
const OTHER_KEY = "sk-other-Yh3Jd6Lc1Fq5Rb0S";
const AWS = "aws-very-secret-8d7c6b5a";
const PEM = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\nVJTUt9Us8cKjMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDu\n-----END PRIVATE KEY-----";
const MiB = 1024 * 1024;

/** Answers like an OpenAI-compatible server with one model. */
const modelServer = () =>
  startRecordingServer((request, response) => {
    if (request.method === "GET" && request.url.endsWith("/models")) return sendJson(response, 200, { object: "list", data: [{ id: "lab-model" }] });
    sendJson(response, 404, { error: { message: `no route ${request.url}` } });
  });

let serve: ServeProcess;
let lab: RecordingServer;
let other: RecordingServer;
let hugeSent = 0;
let huge: RecordingServer;

beforeAll(async () => {
  lab = await modelServer();
  other = await modelServer();
  huge = await startRecordingServer((_request, response) => streamHugeAnswer(response, 700 * MiB, (bytes) => (hugeSent = bytes)));
  const page = tempDir("distillate-page-");
  fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
  serve = await startServe(tempDir(), {
    DISTILLATE_RENDERER_DIR: page,
    SECRET_AWS: AWS,
    DISTILLATE_LAB_KEY: LAB_KEY,
    DISTILLATE_LAB_KEY_ORIGINS: lab.origin,
    // Set, but listed for no server.
    DISTILLATE_OTHER_KEY: OTHER_KEY,
    DISTILLATE_PEM_KEY: PEM,
    DISTILLATE_PEM_KEY_ORIGINS: `${lab.origin} ${other.origin}`,
  });
}, 600_000);

afterAll(async () => {
  expect(await serve?.stop()).toBe(0);
  await Promise.all([lab, other, huge].map((s) => s?.close()));
});

const probe = (request: Record<string, unknown>) => serve.call("models.probeRemote", request).then((value) => ({ value, error: null }), (error: Error) => ({ value: null, error: error.message }));

describe("probing remote servers over serve", () => {
  it("refuses any key name outside DISTILLATE_…, in the same words whether the variable exists or not, and contacts nobody", async () => {
    const before = lab.requests.length;
    const answers = [];
    for (const apiKeyName of ["SECRET_AWS", "HOME", "PATH", "NOT_SET_ANYWHERE"]) answers.push(await probe({ urls: [lab.baseUrl], apiKeyName }));
    for (const answer of answers) {
      expect(answer.value).toBeNull();
      expect(answer.error).toMatch(/^models\.probeRemote: InvalidCallError: Invalid arguments for models\.probeRemote: 0\.apiKeyName a key name starts with DISTILLATE_/);
      expect(answer.error!.replace(/apiKeyName.*/, "")).toBe(answers[0]!.error!.replace(/apiKeyName.*/, ""));
    }
    expect(new Set(answers.map((a) => a.error)).size).toBe(1);
    expect(lab.requests.length).toBe(before);
  });

  it("sends a key only to the servers listed beside it; for others keyFound is false exactly as for a variable that is not set", async () => {
    const sent = await probe({ urls: [lab.baseUrl], apiKeyName: "DISTILLATE_LAB_KEY" });
    expect(sent.value).toMatchObject({ keyFound: true, models: ["lab-model"], servers: [{ keySent: true, error: null }] });
    expect(lab.requests.at(-1)!.headers.authorization).toBe(`Bearer ${LAB_KEY}`);

    const elsewhere = await probe({ urls: [other.baseUrl], apiKeyName: "DISTILLATE_LAB_KEY" });
    const unlisted = await probe({ urls: [other.baseUrl], apiKeyName: "DISTILLATE_OTHER_KEY" });
    const unset = await probe({ urls: [other.baseUrl], apiKeyName: "DISTILLATE_NOT_SET_ANYWHERE" });
    for (const answer of [elsewhere, unlisted, unset]) expect(answer.value).toMatchObject({ keyFound: false, servers: [{ keySent: false }] });
    expect(JSON.stringify(unlisted.value)).toBe(JSON.stringify(unset.value));
    expect(other.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it("sends no key a header cannot carry (a PEM file), says so without any of it, and contacts nobody", async () => {
    const before = lab.requests.length + other.requests.length;
    const answer = await probe({ urls: [lab.baseUrl, other.baseUrl], apiKeyName: "DISTILLATE_PEM_KEY" });
    expect(answer.value).toMatchObject({ keyFound: false, servers: [{ keySent: false }, { keySent: false }] });
    const words = JSON.stringify(answer.value);
    expect(words).toContain("The key saved under DISTILLATE_PEM_KEY holds a space, a line break or another character");
    expect(fragmentsOf(PEM).filter((f) => words.includes(f))).toEqual([]);
    expect(lab.requests.length + other.requests.length).toBe(before);
  });

  it("lets no environment value arrive at any listener: not another key, not HOME, not PATH", () => {
    const received = [lab, other, huge].map((s) => s.received()).join("\n");
    for (const value of [AWS, OTHER_KEY, process.env.HOME!, process.env.PATH!, ...fragmentsOf(PEM)]) expect(received).not.toContain(value);
  });

  it("refuses an address holding credentials or a query, in any case of scheme, and stores none", async () => {
    const before = lab.requests.length;
    const port = new URL(lab.origin).port;
    for (const url of [`HTTP://user:s3cr3tPW@127.0.0.1:${port}/v1`, `${lab.baseUrl}?access_token=s3cr3tPW`, `${lab.origin}/admin/delete-everything?confirm=yes&x=`]) {
      const probed = await probe({ urls: [url] });
      expect(probed.error).toMatch(/InvalidCallError/);
      expect(probed.error).not.toContain("s3cr3tPW");
      const added = await serve.call("models.addRemote", { model: "m", endpoints: [{ url }] }).then(() => "stored", (e: Error) => e.message);
      expect(added).toMatch(/InvalidCallError/);
    }
    expect(await serve.call("models.list")).toEqual([]);
    expect(lab.requests.length).toBe(before);
  });

  it("contacts only fixed routes joined onto the address's path, and says which URLs in its answer", async () => {
    const before = lab.requests.length;
    const answer = await probe({ urls: [`${lab.origin}/admin/delete-everything`] });
    // The listing, then (since it lists a model) the tokenizer at the root and one completion.
    expect(lab.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual(["GET /admin/delete-everything/models", "POST /tokenize", "POST /admin/delete-everything/chat/completions"]);
    expect(answer.value).toMatchObject({
      servers: [{ requests: [`GET ${lab.origin}/admin/delete-everything/models`, `POST ${lab.origin}/admin/delete-everything/chat/completions`, `POST ${lab.origin}/tokenize`] }],
    });
    expect(lab.requests.every((r) => !r.url.includes("?"))).toBe(true);
  });

  it("stops reading a 700 MB answer at its limit with a named reason, and keeps answering", async () => {
    const answer = await probe({ urls: [huge.baseUrl] });
    expect(answer.value).toMatchObject({ servers: [{ models: [], error: expect.stringMatching(/^It sent more than 4 MiB for its list of models/) }] });
    await expect.poll(() => hugeSent).toBeGreaterThan(0);
    expect(hugeSent).toBeLessThan(64 * MiB);
    await expect(serve.call("library.dbInfo")).resolves.toMatchObject({ schemaVersion: expect.any(Number) });
  });

  it("says in plain words that nothing answers at a closed port, for localhost too", async () => {
    const closed = (await closedLoopbackUrl()).replace("127.0.0.1", "localhost");
    const answer = await probe({ urls: [closed] });
    expect(answer.value).toMatchObject({ servers: [{ error: "Nothing answers at this address: check the host and port, and that the server is running." }] });
  });
});
