import { shownText } from "../../../contract/shownName.ts";

/**
 * A remote model registered before the rules on addresses and key names (remoteAddress.ts,
 * apiKeys.ts) that breaks one: it is not used, and the message says how to register it again.
 * It never repeats the credentials or query it was refused for.
 */
export class RemoteEntryRefusedError extends Error {
  override readonly name = "RemoteEntryRefusedError";
  readonly model: string;

  constructor(model: string, problem: string) {
    super(`The remote model ${shownText(model)} is not used: ${problem}. Remove it and add the server again.`);
    this.model = model;
  }
}
