import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { methods, type MethodName } from "../../../src-main/contract/methods.ts";
import { pathMarks, type PathMark } from "../../../src-main/contract/pathArgs.ts";
import type { DistillateServices } from "../../../src-main/contract/services.ts";
import { PathGrants } from "../../../src-main/shell/PathGrants.ts";

// Every string argument a method takes, found by walking its schema: where it sits (method,
// then tuple positions and object keys) and its path mark, if any.
interface StringLeaf {
  at: string[];
  mark: PathMark | undefined;
}

function stringLeaves(schema: z.core.$ZodType, at: string[]): StringLeaf[] {
  const mark = pathMarks.get(schema);
  const def = schema._zod.def as unknown as { type: string } & Record<string, unknown>;
  const child = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case "string":
      return [{ at, mark }];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return stringLeaves(child("innerType"), at);
    case "lazy":
      return stringLeaves((def["getter"] as () => z.core.$ZodType)(), at);
    case "pipe":
      return [...stringLeaves(child("in"), at), ...stringLeaves(child("out"), at)];
    case "tuple":
      return [
        ...(def["items"] as z.core.$ZodType[]).flatMap((item, i) => stringLeaves(item, [...at, `[${i}]`])),
        ...(def["rest"] ? stringLeaves(child("rest"), [...at, "[...]"]) : []),
      ];
    case "array":
      return stringLeaves(child("element"), [...at, "[]"]);
    case "object":
      return Object.entries(def["shape"] as Record<string, z.core.$ZodType>).flatMap(([key, field]) => stringLeaves(field, [...at, key]));
    case "record":
      return stringLeaves(child("valueType"), [...at, "{}"]);
    case "union":
      return (def["options"] as z.core.$ZodType[]).flatMap((option) => stringLeaves(option, at));
    case "intersection":
      return [...stringLeaves(child("left"), at), ...stringLeaves(child("right"), at)];
    default:
      return [];
  }
}

const allLeaves = (Object.keys(methods) as MethodName[]).flatMap((method) => stringLeaves(methods[method].args, [method]));
const where = (leaf: StringLeaf) => leaf.at.join(" ");

const home = os.homedir();
const file = (name: string) => path.join(home, "chosen", name);

/**
 * One valid call per method that takes a path, with the paths it names. A method whose schema
 * gains a path mark must be added here (the first test fails until it is).
 */
const CALLS_WITH_PATHS: Partial<Record<MethodName, { args: unknown[]; paths: string[] }>> = {
  "imports.importPapers": { args: [[file("lee2018.pdf"), file("corpus")], { password: "secret" }], paths: [file("lee2018.pdf"), file("corpus")] },
  "imports.importZotero": { args: [file("My Library.bib")], paths: [file("My Library.bib")] },
  "models.add": { args: [file("qwen.gguf"), { copy: true }], paths: [file("qwen.gguf")] },
  "models.info": { args: [file("qwen.gguf")], paths: [file("qwen.gguf")] },
  "llm.generateTest": { args: [{ model: file("qwen.gguf"), prompt: "Say hello", maxTokens: 4 }], paths: [file("qwen.gguf")] },
  "runs.startRun": { args: [{ strategy: "sciqag", model: file("qwen.gguf"), paperIds: [1] }], paths: [file("qwen.gguf")] },
  "runs.checkRun": { args: [{ strategy: "sciqag", model: file("qwen.gguf"), paperIds: [1] }], paths: [file("qwen.gguf")] },
  "runs.retryRun": { args: [4, { model: file("bigger.gguf") }], paths: [file("bigger.gguf")] },
  "judge.evaluate": { args: [{ runId: 4, judgeModel: file("judge.gguf") }], paths: [file("judge.gguf")] },
  "judge.evaluatePreview": { args: [{ runId: 4, judgeModel: file("judge.gguf") }], paths: [file("judge.gguf")] },
  "export.exportDataset": { args: [{ format: "jsonl", out: file("qa.jsonl") }], paths: [file("qa.jsonl")] },
  "desktop.showInFolder": { args: [file("qa.jsonl")], paths: [file("qa.jsonl")] },
  "ask.ask": { args: [{ question: "What limits the films?", model: file("qwen.gguf"), embedderModel: file("bge.gguf") }], paths: [file("qwen.gguf"), file("bge.gguf")] },
  "ask.start": { args: [{ question: "What limits the films?", model: file("qwen.gguf") }], paths: [file("qwen.gguf")] },
  "ask.retrieve": { args: [{ question: "What limits the films?", embedderModel: file("bge.gguf") }], paths: [file("bge.gguf")] },
  "qaImport.importQas": { args: [{ file: file("qas.csv"), sourceText: file("paper.txt"), judgeModel: file("judge.gguf") }], paths: [file("qas.csv"), file("paper.txt"), file("judge.gguf")] },
};

/** The same methods given registry ids where they accept one: no path, so no grant needed. */
const CALLS_WITH_IDS: Partial<Record<MethodName, unknown[]>> = {
  "models.info": [3],
  "llm.generateTest": [{ model: "3", prompt: "Say hello" }],
  "runs.startRun": [{ strategy: "sciqag", model: "12" }],
  "runs.checkRun": [{ strategy: "sciqag", model: "12" }],
  "runs.retryRun": [4, { model: "12" }],
  "judge.evaluate": [{ runId: 4, judgeModel: "12" }],
  "ask.ask": [{ question: "What limits the films?", model: "12", embedderModel: "3" }],
  "ask.start": [{ question: "What limits the films?", model: "12" }],
  "ask.retrieve": [{ question: "What limits the films?" }],
};

/** Services that record what reached them: the grant check, not the core, is under test here. */
function recordingServices(): { services: DistillateServices; calls: string[] } {
  const calls: string[] = [];
  const services = new Proxy(
    {},
    { get: (_, service) => new Proxy({}, { get: (__, name) => async () => void calls.push(`${String(service)}.${String(name)}`) }) },
  ) as DistillateServices;
  return { services, calls };
}

/** Grants a call's path as the desktop shell would: a save dialog for an export target, an open dialog otherwise. */
function grantAsTheDialogWould(grants: PathGrants, method: string, granted: string): void {
  if (method === "export.exportDataset") grants.grantWrite(granted);
  else grants.grantRead(granted);
}

async function callThroughGrants(grants: PathGrants, method: MethodName, args: unknown[]) {
  const { services, calls } = recordingServices();
  const outcome = await invokeService(services, method, args, { checkPath: (marked) => grants.refusal(marked) });
  return { outcome, reached: calls.includes(method) };
}

describe("path arguments in the contract", () => {
  it("are marked on exactly the methods the grant test covers", () => {
    const marked = [...new Set(allLeaves.filter((leaf) => leaf.mark).map((leaf) => leaf.at[0]))].sort();
    expect(marked).toEqual(Object.keys(CALLS_WITH_PATHS).sort());
  });

  it.each(Object.entries(CALLS_WITH_PATHS))("%s: refuses each path the user did not choose, and runs once they are chosen", async (method, call) => {
    // Nothing granted: refused, naming the path, and the service never runs.
    const none = await callThroughGrants(new PathGrants(), method as MethodName, call.args);
    expect(none.reached).toBe(false);
    expect(none.outcome).toMatchObject({ ok: false, error: { name: "UngrantedPathError" } });
    expect((none.outcome as { error: { message: string } }).error.message).toContain(call.paths[0]);

    // Every path but one granted: still refused, naming the one left.
    for (const missing of call.paths) {
      const grants = new PathGrants();
      for (const other of call.paths) if (other !== missing) grantAsTheDialogWould(grants, method, other);
      const partial = await callThroughGrants(grants, method as MethodName, call.args);
      expect(partial.reached).toBe(false);
      expect((partial.outcome as { error: { message: string } }).error.message).toContain(missing);
    }

    // All granted: the call reaches the service.
    const grants = new PathGrants();
    for (const granted of call.paths) grantAsTheDialogWould(grants, method, granted);
    const allowed = await callThroughGrants(grants, method as MethodName, call.args);
    expect(allowed.outcome).toEqual({ ok: true, value: undefined });
    expect(allowed.reached).toBe(true);
  });

  it.each(Object.entries(CALLS_WITH_IDS))("%s: a registry id is not a path and needs no grant", async (method, args) => {
    const { outcome, reached } = await callThroughGrants(new PathGrants(), method as MethodName, args);
    expect(outcome).toEqual({ ok: true, value: undefined });
    expect(reached).toBe(true);
  });

  it("refuses a relative path or one that climbs out of a granted folder", async () => {
    const grants = new PathGrants();
    grants.grantRead(file("corpus"));
    expect((await callThroughGrants(grants, "imports.importPapers", [[path.join(file("corpus"), "sub", "a.pdf")]])).reached).toBe(true);
    // Opened for import is not opened for writing: no export into the corpus folder.
    expect((await callThroughGrants(grants, "export.exportDataset", [{ format: "jsonl", out: path.join(file("corpus"), "qa.jsonl") }])).reached).toBe(false);
    expect((await callThroughGrants(grants, "imports.importPapers", [[path.join(file("corpus"), "..", "..", ".ssh", "id_rsa")]])).reached).toBe(false);
    expect((await callThroughGrants(grants, "models.add", ["qwen.gguf"])).reached).toBe(false);
    expect((await callThroughGrants(grants, "llm.generateTest", [{ model: "./3", prompt: "hi" }])).reached).toBe(false);
  });

  // A string argument named like a path (or a bare string argument) must carry a path mark, or
  // be listed here with why it is not a path. This fails when one is added without either.
  const NOT_PATHS: Record<string, string> = {
    "models.download [0]": "a URL or hf: URI to download from",
    "models.cancelDownload [0]": "the URI of a download in progress",
    "imports.upload [0] [] name": "an uploaded file's own name; the bytes travel in the call",
    "imports.unlockImport [0]": "the id of an import batch the core keeps; its files were granted when they were imported",
    "imports.unlockImport [2]": "the password of a protected PDF",
    "imports.resolveDuplicate [0]": "the id of an import batch the core keeps, as for unlockImport",
    "imports.cancelImport [0]": "the id of an import batch the core keeps, as for unlockImport",
    "review.renameReviewer [0]": "a reviewer's new name",
    "review.undoBulk [0]": "the token a bulk decision answered, naming its undo kept in the core",
    "models.addRemote [0] model": "the name a remote server knows its model by, not a file",
    "models.probeRemote [0] model": "the model name to look for among those a server lists, not a file",
    "ask.stop [0]": "the id of an answer being written, which the core handed out",
  };
  const PATH_LIKE = /file|path|out$|^out|dir|folder|model|gguf|pdf/i;

  it("leaves no path-like string argument unmarked", () => {
    const unmarked = allLeaves.filter((leaf) => !leaf.mark);
    const suspicious = unmarked.filter((leaf) => {
      const last = leaf.at[leaf.at.length - 1]!;
      const positional = /^\[/.test(last) || last === "[]";
      const parent = leaf.at[leaf.at.length - 2] ?? "";
      const bareArgument = positional && (leaf.at.length === 2 || (last === "[]" && /^\[\d+\]$/.test(parent) && leaf.at.length === 3));
      return bareArgument || PATH_LIKE.test(last);
    });
    expect(suspicious.map(where).filter((at) => !(at in NOT_PATHS))).toEqual([]);
    // The exceptions still exist (a stale entry would hide a renamed argument).
    for (const at of Object.keys(NOT_PATHS)) expect(unmarked.map(where)).toContain(at);
  });
});
