import { ModelDownloadError } from "../errors/ModelDownloadError.ts";

// Which server a model download talks to: the policy of where `hf:` URIs resolve, kept apart from
// the download itself (downloadModel.ts), which only uses the address chosen here.

/** The server the URI talks to first: the Hugging Face endpoint for `hf:` URIs, else the URL's own. */
export function serverOrigin(uri: string, huggingFaceEndpoint: string): string {
  if (/^(hf:|huggingface:|hf\.co\/|huggingface\.co\/)/i.test(uri)) return new URL(huggingFaceEndpoint).origin;
  if (/^https?:\/\//i.test(uri)) return new URL(uri).origin;
  throw new ModelDownloadError(
    uri,
    `it is neither a URL (https://...) nor a Hugging Face URI (hf:<user>/<repo>:<quantization> or hf:<user>/<repo>/<file>.gguf).`,
  );
}

/** Where `hf:` URIs resolve when the hub's address is not given. */
const DEFAULT_HUB = "https://huggingface.co/";

/**
 * The hub's address from $HF_ENDPOINT, else $MODEL_ENDPOINT, else huggingface.co. A variable set
 * to nothing or to spaces (`export HF_ENDPOINT=`, the shell's way to clear one) counts as not set:
 * taken as it was, it failed every download with the words "Invalid URL". One set to something
 * that is not an http(s) address is refused for an hf: URI with the variable's name, never its
 * value (an address may carry a password); a URL download does not use it, so it is ignored there.
 */
export function hubEndpointFromEnvironment(uri: string, env: NodeJS.ProcessEnv): string {
  for (const name of ["HF_ENDPOINT", "MODEL_ENDPOINT"]) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (isWebAddress(value)) return value;
    if (!/^https?:\/\//i.test(uri)) {
      throw new ModelDownloadError(uri, `the variable ${name}, which names the Hugging Face server to download from, is not a web address (https://...). Set it to one, such as ${DEFAULT_HUB}, or clear it.`);
    }
    return DEFAULT_HUB;
  }
  return DEFAULT_HUB;
}

function isWebAddress(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}
