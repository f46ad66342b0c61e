// Child process for the evaluate crash test: judges a run's QAs through the core's services,
// printing a line after each stored judgement so the parent can kill it mid-way.
// Run as: node evaluateChild.ts <data folder> <judge model id> <run id>
import fs from "node:fs";
import { createCore } from "../../src-main/core/createCore.ts";

const [dataDir, judgeModel, runArg] = process.argv.slice(2);
const say = (line: string) => fs.writeSync(1, line + "\n");
const core = createCore({ dataDir: dataDir!, llm: { backend: "cpu", threads: 1 } });
const final = await core.services.judge.evaluate({ runId: Number(runArg), judgeModel: judgeModel!, lanes: 1 }, { onProgress: (p) => p.status === "running" && p.done > 0 && say(`judged ${p.done}`) });
say(`finished ${final.status} ${final.done} ${final.alreadyJudged}`);
await core.closeAsync();
