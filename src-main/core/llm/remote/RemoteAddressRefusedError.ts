import { displayUrl } from "./redactSecret.ts";

/** A server address Distillate will not contact: not http(s), or holding credentials, a query or a fragment (remoteAddress.ts). */
export class RemoteAddressRefusedError extends Error {
  override readonly name = "RemoteAddressRefusedError";
  /** The address as it may be shown: without user, password, query or fragment. */
  readonly url: string;

  constructor(url: string, problem: string) {
    const shown = displayUrl(url);
    super(`The server address ${shown === "(an invalid URL)" ? "given" : shown} ${problem}.`);
    this.url = shown;
  }
}
