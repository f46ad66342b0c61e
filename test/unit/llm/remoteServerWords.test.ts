// What a model server says (its error messages, the names it lists) and a model name typed in a
// setting reach the user's messages (the app's notice, the CLI, an HTTP answer, a run's stored
// failure) on one line and in their own order: a line break would start a line that reads like
// another result, a bidi override turns the rest of the message around. Loopback servers with
// canned answers, the real client and backend.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { RemoteBackend } from "../../../src-main/core/llm/remote/RemoteBackend.ts";
import { RemoteHttpClient } from "../../../src-main/core/llm/remote/RemoteHttpClient.ts";

const KEY = "sk-live-abcdef0123456789";
/** Characters no message may carry raw: C0 controls, DEL, C1, line/paragraph separators, bidi controls. */
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
let servers: http.Server[] = [];

async function serverAnswering(status: number, type: string, body: string): Promise<string> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(status, { "content-type": type }).end(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

const failure = (promise: Promise<unknown>) => promise.then(() => new Error("resolved"), (e: unknown) => e as Error);

describe("a model server's words in messages", () => {
  it("shows a server's error message on one line, its bidi controls escaped and the key masked", async () => {
    const said = `bad request\r\nimported #1 paper.pdf (3 pages)\u2028key ${KEY} \u202efdp.exe`;
    const url = await serverAnswering(400, "application/json", JSON.stringify({ error: { message: said } }));
    const error = await failure(new RemoteHttpClient({ baseUrl: url, apiKey: KEY, backoffMs: 1 }).request("models"));
    expect(error).toMatchObject({ name: "RemoteRequestError", status: 400 });
    expect(error.message).not.toMatch(UNSHOWABLE);
    expect(error.message).toContain("bad request imported #1 paper.pdf (3 pages) key [redacted] \\u202efdp.exe");
  });

  it("shows a proxy's HTML page on one line", async () => {
    const url = await serverAnswering(404, "text/html", "<html>\n\t<body>\n\t\tNot found\u0007\n\t</body>\n</html>\n");
    const error = await failure(new RemoteHttpClient({ baseUrl: url, backoffMs: 1 }).request("models"));
    expect(error.message).not.toMatch(UNSHOWABLE);
    expect(error.message).toContain("<html> <body> Not found\\u0007 </body> </html>");
  });

  it("names a model the server does not serve, and the names it does, in their own order on one line", async () => {
    const listed = { data: [{ id: "llama-3\nimported #2 other.pdf" }, { id: "\u202eexe.model" }] };
    const url = await serverAnswering(200, "application/json", JSON.stringify(listed));
    const backend = new RemoteBackend({ resolve: () => ({ model: "mine\u2066\u202e", endpoints: [{ url, concurrency: 1 }] }), keys: { get: async () => null }, http: { backoffMs: 1 } });
    const error = await failure(backend.load("remote:mine", {}));
    expect(error).toMatchObject({ name: "RemoteModelNotServedError", model: "mine\u2066\u202e" });
    expect(error.message).not.toMatch(UNSHOWABLE);
    expect(error.message).toContain("The remote model mine\\u2066\\u202e cannot be used");
    expect(error.message).toContain("it serves llama-3 imported #2 other.pdf, \\u202eexe.model");
  });

  // Round 27: the refusal of an entry stored by an older version named its model raw.
  it("names a stored entry it refuses on one line, without the credentials, contacting nobody", async () => {
    let asked = 0;
    const server = http.createServer((request, response) => {
      asked++;
      request.resume();
      request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end('{"data": []}'));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://user:s3cr3tPW@127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const backend = new RemoteBackend({ resolve: () => ({ model: "lab\nimported #1 paper.pdf\u202e", endpoints: [{ url, concurrency: 1 }] }), keys: { get: async () => null }, http: { backoffMs: 1 } });
    const error = await failure(backend.load("remote:lab", {}));
    expect(error).toMatchObject({ name: "RemoteEntryRefusedError" });
    expect(error.message).not.toMatch(UNSHOWABLE);
    expect(error.message).toContain("The remote model lab imported #1 paper.pdf\\u202e is not used");
    expect(error.message).not.toContain("s3cr3tPW");
    expect(asked).toBe(0);
  });
});
