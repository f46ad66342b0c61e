import { shownText } from "../../../contract/shownName.ts";

/** A remote model could not be used: a server does not serve it, or the library does not know it. */
export class RemoteModelNotServedError extends Error {
  override readonly name = "RemoteModelNotServedError";
  readonly model: string;
  readonly endpoints: string[];

  constructor(model: string, endpoints: string[], reason: string) {
    super(`The remote model ${shownText(model)} cannot be used${endpoints.length ? ` at ${endpoints.join(", ")}` : ""}: ${reason}.`);
    this.model = model;
    this.endpoints = endpoints;
  }
}
