import { describe, expect, it } from "vitest";
import { describeModelFailure } from "../../../src-main/core/llm/models/modelFailure.ts";
import { RemoteRequestError } from "../../../src-main/core/llm/remote/RemoteRequestError.ts";

const URL = "http://127.0.0.1:9/v1/chat/completions";

describe("why a model's server gave no answer, as the Models view and a stopped run say it", () => {
  it("reads the kind the client sorted the failure into", () => {
    const error = new RemoteRequestError(URL, null, 3, "fetch failed", { kind: "refused", code: "ECONNREFUSED" });
    expect(describeModelFailure(error)).toEqual({
      state: "unreachable",
      reason: expect.stringMatching(/^Nothing answers at 127\.0\.0\.1:9 \(the connection was refused after 3 attempts\)/),
    });
  });

  it("reads a code named only in the text (an error stored by an older version), never showing the code itself", () => {
    for (const [reason, words] of [
      ["connect ECONNREFUSED 127.0.0.1:9", "the connection was refused"],
      ["getaddrinfo ENOTFOUND gpu-1", "the host name is unknown"],
      ["read ECONNRESET", "the connection was dropped"],
      ["other side closed", "the connection was dropped"],
      ["connect EHOSTUNREACH 10.0.0.9:8000", "there is no network route to it"],
      ["connect ETIMEDOUT 10.0.0.9:8000", "no answer came in time"],
      ["no answer within 600 s; the server may be overloaded", "no answer within 600 s"],
      ["fetch failed", "no answer came"],
    ] as const) {
      const failure = describeModelFailure(new RemoteRequestError(URL, null, 1, reason));
      expect(failure?.state).toBe("unreachable");
      expect(failure?.reason).toContain(`(${words}`);
      expect(failure?.reason).not.toMatch(/\bE[A-Z]{4,}\b/);
    }
  });
});
