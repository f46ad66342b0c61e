import { shownName } from "../../../contract/shownName.ts";

/**
 * A model server's answer was larger than any answer to that request can be, so reading stopped
 * there: a server (or something posing as one) cannot make the app hold an answer of any size.
 */
export class RemoteAnswerTooLargeError extends Error {
  override readonly name = "RemoteAnswerTooLargeError";
  /** The request's URL as it may be shown. */
  readonly url: string;
  /** The most this request's answer may hold, in bytes. */
  readonly limitBytes: number;

  constructor(url: string, what: string, limitBytes: number) {
    super(`The model server at ${shownName(url)} sent more than ${formatMiB(limitBytes)} for ${what}, more than such an answer can hold, so Distillate stopped reading it. Check that the address is the server's OpenAI-compatible API.`);
    this.url = url;
    this.limitBytes = limitBytes;
  }
}

function formatMiB(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
