import { invalidDoiMessage } from "../../contract/doi.ts";

/** A correction gave as DOI text that is not one: nothing was saved. */
export class InvalidDoiError extends Error {
  override readonly name = "InvalidDoiError";
  readonly doi: string;

  constructor(doi: string) {
    super(`${invalidDoiMessage(doi)} Nothing was saved.`);
    this.doi = doi;
  }
}
