import { describe, expect, it } from "vitest";
import type { CatalogEntry } from "../../../src-main/contract/modelCatalog.ts";
import type { FitEstimate, ModelInfo } from "../../../src-main/contract/models.ts";
import { describeDownload, downloadsReducer, fileState, sortCatalog, type Downloads } from "../../../src-renderer/src/features/models/modelFacts.ts";

const model = (over: Partial<ModelInfo>): ModelInfo => ({
  id: 1,
  name: "tiny",
  filePath: "/m/tiny.gguf",
  fileSize: 1000,
  sha256: null,
  hashProgress: null,
  architecture: "llama",
  parameterCount: 1000,
  quantization: "Q8_0",
  contextLength: 2048,
  hasChatTemplate: true,
  role: "generator",
  managed: false,
  source: null,
  fileStatus: "present",
  remote: null,
  addedAt: "2025-01-01T00:00:00Z",
  ...over,
});

describe("model facts", () => {
  it("says where a file's hash stands, and when the file is gone or changed", () => {
    expect(fileState(model({ hashProgress: 0.42 })).text).toBe("Fingerprinting 42%");
    expect(fileState(model({ sha256: "ab".repeat(32) }))).toMatchObject({ text: "✓ Fingerprinted", title: `SHA-256 of the file: ${"ab".repeat(32)}` });
    expect(fileState(model({})).text).toBe("Fingerprint pending");
    expect(fileState(model({ fileStatus: "missing", sha256: "ab".repeat(32) })).text).toBe("File missing");
    expect(fileState(model({ fileStatus: "changed" })).text).toBe("File changed");
  });

  it("shows a remote model by its servers, not by a file or hash", () => {
    const remote = fileState(model({ sha256: "cd".repeat(32), remote: { model: "Qwen/Qwen2.5-7B-Instruct", endpoints: ["http://gpu-1:8000/v1", "http://gpu-2:8000/v1"] } }));
    expect(remote.text).toBe("Remote: 2 servers");
    expect(remote.title).toBe("Qwen/Qwen2.5-7B-Instruct at http://gpu-1:8000/v1, http://gpu-2:8000/v1");
  });

  it("follows a download through its phases, and a pause is not a failure", () => {
    const uri = "hf:user/repo:Q4_K_M";
    let state: Downloads = downloadsReducer({}, { type: "start", uri });
    expect(describeDownload(state[uri]!.progress)).toBe("Starting…");
    state = downloadsReducer(state, { type: "progress", progress: { uri, phase: "downloading", bytesDone: 1.2 * 1024 ** 3, totalBytes: 4.8 * 1024 ** 3, resumedFromBytes: 0 } });
    expect(describeDownload(state[uri]!.progress)).toBe("Downloading 1.2 GiB of 4.8 GiB · 25%");
    state = downloadsReducer(state, { type: "pause", uri });
    state = downloadsReducer(state, { type: "ended", uri, error: { name: "AbortError", message: "aborted" } });
    expect(state[uri]).toMatchObject({ active: false, paused: true, error: null });

    state = downloadsReducer(state, { type: "start", uri });
    state = downloadsReducer(state, { type: "ended", uri, error: { name: "ModelDownloadError", message: "The server answered 404." } });
    expect(state[uri]).toMatchObject({ active: false, error: { message: "The server answered 404." } });
    expect(describeDownload({ uri, phase: "verifying", bytesDone: 1, totalBytes: 1, resumedFromBytes: 0 })).toBe("Checking the hash…");
  });

  it("lists catalog models that fit first, smaller first", () => {
    const fit = (verdict: FitEstimate["verdict"]): FitEstimate => ({
      verdict,
      method: "size-estimate",
      score: null,
      contextSize: 4096,
      ramNeeded: 1,
      vramNeeded: 0,
      ramFree: 2,
      vramFree: null,
      note: "",
    });
    const entry = (key: string, sizeBytes: number, verdict: FitEstimate["verdict"]) =>
      ({ key, sizeBytes, fit: fit(verdict) }) as CatalogEntry;
    const sorted = sortCatalog([entry("big", 9, "too-large"), entry("mid", 5, "fits"), entry("small", 2, "fits"), entry("tight", 3, "tight")]);
    expect(sorted.map((e) => e.key)).toEqual(["small", "mid", "tight", "big"]);
  });
});
