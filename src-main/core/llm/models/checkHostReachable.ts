import { ModelDownloadError } from "../errors/ModelDownloadError.ts";
import { describeNetworkError } from "./describeNetworkError.ts";

/**
 * Asks the server for anything (any HTTP answer, even 404, proves it is reachable) before the
 * download starts. Without this, an offline machine would not fail: the downloader retries a
 * dead connection with back-off for minutes, silently.
 */
export async function checkHostReachable(uri: string, origin: string, timeoutMs: number): Promise<void> {
  const host = new URL(origin).host;
  try {
    const response = await fetch(origin, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
  } catch (error) {
    throw new ModelDownloadError(uri, describeNetworkError(host, error, Math.round(timeoutMs / 1000)));
  }
}
