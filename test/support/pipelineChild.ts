// Child process for the pipeline crash test: executes (or resumes) a planned run with the tiny
// model on one lane, printing a line after each finished item so the parent can kill it
// mid-run. Run as: node pipelineChild.ts <database file> <model file> <run id>
import fs from "node:fs";
import { openDatabase } from "../../src-main/core/db/openDatabase.ts";
import { createLlamaRuntime } from "../../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { llamaPort } from "./llamaPort.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";

const [file, modelFile, runArg] = process.argv.slice(2);
const say = (line: string) => fs.writeSync(1, line + "\n");
const db = openDatabase(file!);
const runtime = await createLlamaRuntime({ backend: "cpu", threads: 1 });
const model = await runtime.loadModel({ file: modelFile! });
const generator = await model.createGenerator({ contextSize: 8192, sequences: 1 });
const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };
say("ready");
const port = await llamaPort(model, generator, { model: identity, seed: 5 });
const final = await executeRun(db, Number(runArg), port, { onProgress: (p) => say(`done ${p.done}`) });
say(`finished ${final.status}`);
await generator.dispose();
await model.dispose();
await runtime.dispose();
db.close();
