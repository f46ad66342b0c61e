/** A key saved under a key name cannot be sent as a bearer token (a PEM file, a pasted paragraph); its words never hold any of it. */
export class ApiKeyUnusableError extends Error {
  override readonly name = "ApiKeyUnusableError";
  readonly keyName: string;

  constructor(keyName: string, problem: string) {
    super(`The key saved under ${keyName} ${problem}, so it was not sent. Save the server's API key itself under that name.`);
    this.keyName = keyName;
  }
}
