import { describe, expect, it } from "vitest";
import { toWireJson } from "../../../src-main/contract/wireJson.ts";
import { outcomeFromResponse, UNAUTHORIZED_MESSAGE, unreachableOutcome } from "../../../src-renderer/src/client/httpOutcome.ts";
import { reconnectDelay } from "../../../src-renderer/src/client/httpTransport.ts";
import { createSseParser, type SseMessage } from "../../../src-renderer/src/client/sseParser.ts";

function parseAll(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe("the browser client's event-stream parser", () => {
  it("reads one event per data line and skips heartbeat comments", () => {
    const stream = ': connected\n\ndata: {"type":"library.changed"}\n\n: heartbeat\n\ndata: {"type":"models.changed"}\n\n';
    expect(parseAll([stream]).map((m) => m.data)).toEqual(['{"type":"library.changed"}', '{"type":"models.changed"}']);
  });

  it("gives the same events however the network splits the text, with any line ending", () => {
    const lf = 'data: {"a":1}\n\nevent: ping\ndata: x\ndata: y\nid: 7\n\ndata:no-space\n\n';
    const expected = parseAll([lf]);
    expect(expected).toEqual([
      { event: "message", data: '{"a":1}', id: null },
      { event: "ping", data: "x\ny", id: "7" },
      { event: "message", data: "no-space", id: "7" },
    ]);
    for (const text of [lf, lf.replaceAll("\n", "\r\n"), lf.replaceAll("\n", "\r")]) {
      for (let cut = 0; cut <= text.length; cut++) {
        expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
      }
      expect(parseAll([...text])).toEqual(expected);
    }
  });

  it("drops an event that has no data and waits for the blank line before dispatching", () => {
    expect(parseAll(["event: nothing\n\n", "data: half"])).toEqual([]);
  });
});

describe("the browser client's answers to HTTP failures", () => {
  const json = "application/json; charset=utf-8";

  it("passes a successful outcome through, bytes included", () => {
    const outcome = { ok: true, value: new Uint8Array([37, 80, 68, 70]) };
    expect(outcomeFromResponse("library.paperFile", 200, json, toWireJson(outcome))).toEqual(outcome);
    const failed = { ok: false, error: { name: "PaperNotFoundError", message: "There is no paper 9." } };
    expect(outcomeFromResponse("library.getPaper", 200, json, JSON.stringify(failed))).toEqual(failed);
  });

  it("tells the user to reopen the printed address when the token is refused", () => {
    expect(outcomeFromResponse("library.browse", 401, json, '{"error":{"name":"UnauthorizedError","message":"x"}}')).toEqual({
      ok: false,
      error: { name: "UnauthorizedError", message: UNAUTHORIZED_MESSAGE },
    });
    expect(UNAUTHORIZED_MESSAGE).toContain("Open the full address the server printed");
  });

  it("keeps the server's own error for refused requests and words the others itself", () => {
    const tooLarge = { error: { name: "PayloadTooLargeError", message: "The request is larger than the server accepts (256 MiB)." } };
    expect(outcomeFromResponse("imports.upload", 413, json, JSON.stringify(tooLarge))).toEqual({ ok: false, ...tooLarge });
    expect(outcomeFromResponse("imports.upload", 413, "text/html", "<h1>nginx</h1>")).toMatchObject({ ok: false, error: { name: "PayloadTooLargeError" } });
    expect(outcomeFromResponse("x.y", 403, "text/plain", "no")).toMatchObject({ ok: false, error: { name: "ForbiddenError" } });
    expect(outcomeFromResponse("runs.startRun", 502, "text/html", "<html>Bad gateway</html>")).toEqual({
      ok: false,
      error: { name: "HttpError", message: "Could not start the run: the server answered with an error (HTTP 502)." },
    });
  });

  it("reports an answer that is not an outcome instead of failing on it", () => {
    for (const [type, text] of [["text/html", "<!doctype html>"], [json, "not json"], [json, '{"hello":1}'], [json, null]] as const) {
      expect(outcomeFromResponse("system.doctor", 200, type, text)).toMatchObject({ ok: false, error: { name: "InvalidResponseError" } });
    }
    expect(unreachableOutcome("review.annotate")).toEqual({
      ok: false,
      error: {
        name: "ServerUnreachableError",
        message: "Could not save your review decision: the server did not answer. Check that Distillate is still running on the computer that serves this page.",
      },
    });
  });

  it("never puts a method name or a command in a message the page shows", async () => {
    const { methods } = await import("../../../src-main/contract/methods.ts");
    for (const method of Object.keys(methods)) {
      const messages = [
        unreachableOutcome(method),
        outcomeFromResponse(method, 200, "text/html", "<html>"),
        outcomeFromResponse(method, 401, "text/plain", ""),
        outcomeFromResponse(method, 403, "text/plain", ""),
        outcomeFromResponse(method, 413, "text/plain", ""),
        outcomeFromResponse(method, 500, "text/plain", ""),
      ].map((outcome) => (outcome as { error: { message: string } }).error.message);
      for (const message of messages) {
        expect(message).not.toContain(method);
        expect(message).not.toMatch(/distillate |`|\b[a-z]+\.[a-z][A-Za-z]+\b/);
      }
    }
  });

  it("reconnects the event stream quickly at first, then at most every 15 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
