import { shownName } from "../../../contract/shownName.ts";

/** The export target, or the folder it would be written in, cannot or should not be written. */
export class ExportTargetReadOnlyError extends Error {
  override readonly name = "ExportTargetReadOnlyError";
  readonly target: string;

  constructor(target: string, what: "file" | "folder" | "parent") {
    const why =
      what === "parent"
        ? `the folder it would be written in is read-only (or belongs to another user)`
        : `it is marked read-only; make it writable first if it should be replaced`;
    super(`Not exporting to ${shownName(target)}: ${why}. Nothing was written.`);
    this.target = target;
  }
}
