/** The JSON schema given for structured output cannot be turned into a grammar. */
export class InvalidJsonSchemaError extends Error {
  override readonly name = "InvalidJsonSchemaError";

  constructor(reason: string) {
    super(
      `The JSON schema cannot constrain generation: ${reason}. Supported: type string, number, integer, boolean, null, ` +
        `object (properties) and array (items), enum, const, oneOf and $ref to $defs.`,
    );
  }
}
