// Child process for the remote crash test: executes (or resumes) a planned run on a model served
// by the parent's loopback OpenAI-compatible server, printing a line after each finished item so
// the parent can kill it mid-run. Run as: node remotePipelineChild.ts <database file> <base URL> <model name> <run id>
import fs from "node:fs";
import { openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { RemoteBackend } from "../../src-main/core/llm/remote/RemoteBackend.ts";
import { environmentKeys } from "../../src-main/core/llm/remote/environmentKeys.ts";
import { adaptEngine } from "../../src-main/core/pipeline/adaptEngine.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";

const [file, baseUrl, modelName, runArg] = process.argv.slice(2);
const say = (line: string) => fs.writeSync(1, line + "\n");
const db = openDatabase(file!);
const backend = new RemoteBackend({ resolve: () => ({ model: modelName!, endpoints: [{ url: baseUrl!, concurrency: 1 }] }), keys: environmentKeys, http: { backoffMs: 20 } });
const model = await backend.load("remote:crash-test", {});
const session = await model.openSession({ sequences: 1 });
say("ready");
const port = adaptEngine(session, await model.tokenCounter(), { model: { name: "tiny-remote", sha256: null, quantization: null }, seed: 5, lanes: 1 });
const final = await executeRun(db, Number(runArg), port, { onProgress: (p) => say(`done ${p.done}`) });
say(`finished ${final.status}`);
db.close();
