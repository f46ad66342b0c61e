import { DownloadModelOptionsSchema, type DownloadProgress } from "../../../contract/modelDownload.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { parseRequest } from "../requestOptions.ts";
import { formatBytes } from "../../../contract/numberWords.ts";
import { throttled } from "./modelFormat.ts";
import { EXIT_INTERRUPTED, untilStopped } from "../stopSignals.ts";

const options = defineOptions({
  sha256: { type: "string", value: "<64 hex digits>", help: "the file's expected hash, checked after the download", default: "not checked", fills: "expectedSha256", takes: "the file's hash as 64 hexadecimal digits" },
  name: { type: "string", value: "<name>", help: "the name the registry shows", default: "the file name without .gguf", fills: "name" },
});

export const modelsDownloadCommand = defineCommand({
  path: ["models", "download"],
  summary: "Download a model (https:// URL or hf:<user>/<repo>:<quant>) into the data folder and register it; resumes.",
  usage: "<uri>",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const [uri, extra] = positionals;
    if (uri === undefined || extra !== undefined) throw new UsageError("Name one model URI, e.g. hf:bartowski/Qwen2.5-3B-Instruct-GGUF/Qwen2.5-3B-Instruct-Q4_K_M.gguf.");
    const request = parseRequest(DownloadModelOptionsSchema, options, values);

    // Ctrl-C pauses cleanly: the partial file and its bookkeeping stay for the next attempt.
    const progress = throttled(io.stderr);
    const outcome = await untilStopped((signal) =>
      core().services.models.download(uri, {
        ...request,
        signal,
        onProgress: json ? undefined : (p) => progress(describeProgress(p), p.phase !== "downloading"),
      }),
    );
    if (outcome.stopped) {
      io.stderr("Download paused. Run the same command again to resume where it stopped.\n");
      return EXIT_INTERRUPTED;
    }
    const result = outcome.value;
    if (json) io.stdout(JSON.stringify(result, null, 2) + "\n");
    else {
      const { model } = result;
      const how = result.status === "already-registered" ? "already downloaded and registered as" : "downloaded and registered as";
      const resumed = result.resumedFromBytes > 0 ? ` (resumed after ${formatBytes(result.resumedFromBytes)})` : "";
      io.stdout(`${how} #${model.id}  ${model.name}${resumed}\n  file    ${model.filePath}\n  sha256  ${model.sha256 ?? "computed in the background"}${result.sha256Verified ? " (matches --sha256)" : ""}\n`);
    }
    return 0;
  },
});

function describeProgress(p: DownloadProgress): string {
  if (p.phase === "resolving") return `contacting the server for ${p.uri}\n`;
  if (p.phase === "verifying") return `checking the sha256: ${formatBytes(p.bytesDone)} of ${formatBytes(p.totalBytes)}\n`;
  if (p.phase === "registering") return "reading the model's header and registering it\n";
  const share = p.totalBytes > 0 ? ` (${Math.floor((p.bytesDone / p.totalBytes) * 100)}%)` : "";
  const resumed = p.resumedFromBytes > 0 ? `, resumed from ${formatBytes(p.resumedFromBytes)}` : "";
  return `downloading ${formatBytes(p.bytesDone)} of ${p.totalBytes > 0 ? formatBytes(p.totalBytes) : "?"}${share}${resumed}\n`;
}
