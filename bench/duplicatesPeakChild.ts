// One measurement for similarity.bench.ts, in a fresh process: the near-duplicate check of one
// paper's generated QAs, or of SciQAG's 8,531 test QAs from `DISTILLATE_SCIQAG_DIR`
// (`node bench/duplicatesPeakChild.ts <count>|sciqag index|every-pair`), printing
// one JSON line: its time, the resident memory before it (QAs generated, word vectors read) and
// the process's peak (maxRSS), so the difference is what the check itself held at most; and the
// bytes per QA the index accounts for itself; and a digest of every verdict with the reason of
// each QA failed, so two checkouts' verdicts can be compared without holding them.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { WORD_VECTOR_THRESHOLDS } from "../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { DuplicateIndex } from "../src-main/core/pipeline/filters/duplicates/DuplicateIndex.ts";
import { timeSlices } from "../src-main/core/pipeline/filters/duplicates/timeSlices.ts";
import { checkInBatches, indexed, likenessText, nearDuplicates, type DuplicateCandidate } from "../src-main/core/pipeline/filters/nearDuplicates.ts";
import { likenessVectors } from "../src-main/core/pipeline/filters/qaLikeness.ts";
import { exactNearDuplicates } from "../test/support/exactNearDuplicates.ts";
import { generateQas } from "../test/support/generatedQas.ts";

const how = process.argv[3] === "every-pair" ? exactNearDuplicates : nearDuplicates;
const sciqag = () => JSON.parse(fs.readFileSync(path.join(process.env["DISTILLATE_SCIQAG_DIR"]!, "test_qas_8531.json"), "utf8")) as { Q: string; A: string }[];
const qas: DuplicateCandidate[] =
  process.argv[2] === "sciqag" ? sciqag().map((r, i) => ({ id: i, question: r.Q, answer: r.A })) : generateQas(Number(process.argv[2]), 1).map((r, i) => ({ id: i, question: r.question, answer: r.answer }));
const count = qas.length;
const embedder = new WordVectorEmbedder();
await embedder.embed(["the word vectors are read before anything is measured"]);
global.gc?.();
const beforeMiB = process.memoryUsage().rss / 2 ** 20;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const verdicts = await how(embedder, qas, { thresholds: WORD_VECTOR_THRESHOLDS });
const ms = performance.now() - started;
// Processor time as well: on a shared machine the wall clock mostly measures the other processes.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
const fails = [...verdicts.values()].filter((v) => v.verdict === "fail").length;
const digest = createHash("sha256");
for (const [id, v] of verdicts) digest.update(`${id}\t${v.verdict}\t${v.verdict === "fail" ? v.reason : ""}\n`);
const peakMiB = process.resourceUsage().maxRSS / 1024;
// What the index itself holds for these QAs (its own account), built again after the peak was read.
const index = new DuplicateIndex(WORD_VECTOR_THRESHOLDS);
const pause = timeSlices();
await checkInBatches(embedder, qas, undefined, pause, async (qa, vectors) => index.add(indexed(vectors, qa)));
const last = (await likenessVectors(embedder, [likenessText(qas.at(-1)!)]))[0]!;
await index.check(indexed(last, qas.at(-1)!), pause);
console.log(JSON.stringify({ ms, cpuMs, beforeMiB, peakMiB, fails, verdicts: digest.digest("hex").slice(0, 16), indexBytesPerQa: index.bytes / count }));
