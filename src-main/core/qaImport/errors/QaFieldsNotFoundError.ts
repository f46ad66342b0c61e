/** No field of the file holds questions (or answers) under the names given or the usual ones. Nothing was stored. */
export class QaFieldsNotFoundError extends Error {
  override readonly name = "QaFieldsNotFoundError";
  readonly missing: readonly string[];

  constructor(file: string, missing: readonly string[], present: readonly string[]) {
    super(
      `${file} has no ${missing.join(" or ")} field (its fields: ${present.slice(0, 30).join(", ") || "none"}${present.length > 30 ? ", …" : ""}). ` +
        `Name the fields that hold them (--question NAME, --answer NAME). Nothing was stored.`,
    );
    this.missing = missing;
  }
}
