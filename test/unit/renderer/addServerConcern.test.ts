import { describe, expect, it } from "vitest";
import type { ProbeRemoteResult } from "../../../src-main/contract/remoteModels.ts";
import { addServerConcern } from "../../../src-renderer/src/features/models/addServerConcern.ts";

const probe = (servers: ProbeRemoteResult["servers"], models: string[] = []): ProbeRemoteResult => ({
  servers,
  models,
  checkedModel: models[0] ?? null,
  contextSize: null,
  tokenizes: null,
  promptLogprobs: null,
  keyFound: false,
});
const NOTHING = "Nothing answers at this address: check the host and port, and that the server is running.";

describe("what 'Add server' says before adding a server the check found wrong", () => {
  it("names the reason when no server answered, and when some did not", () => {
    expect(addServerConcern(probe([{ url: "http://a/v1", requests: [], keySent: false, models: [], error: NOTHING }]), "m")).toBe(
      `The server did not answer the check: ${NOTHING} A model added now would fail every run until it answers.`,
    );
    expect(addServerConcern(probe([{ url: "http://a/v1", requests: [], keySent: false, models: [], error: NOTHING }, { url: "http://b/v1", requests: [], keySent: false, models: [], error: NOTHING }]), "m")).toBe(
      `None of the 2 servers answered the check: ${NOTHING} A model added now would fail every run until they answer.`,
    );
    expect(addServerConcern(probe([{ url: "http://a/v1", requests: [], keySent: false, models: ["m"], error: null }, { url: "http://b/v1", requests: [], keySent: false, models: [], error: NOTHING }], ["m"]), "m")).toBe(
      "1 of 2 servers did not answer the check (http://b/v1); runs would lose their requests to it.",
    );
  });

  it("says when the servers answer but do not list the model, and nothing when all is well", () => {
    expect(addServerConcern(probe([{ url: "http://a/v1", requests: [], keySent: false, models: ["other"], error: null }], ["other"]), "m")).toBe("The servers answer, but do not list “m”: runs would be refused.");
    expect(addServerConcern(probe([{ url: "http://a/v1", requests: [], keySent: false, models: ["m"], error: null }], ["m"]), "m")).toBeNull();
  });
});
