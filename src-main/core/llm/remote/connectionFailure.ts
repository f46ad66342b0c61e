/** Why a request got no answer at all, as far as the network says. */
export type ConnectionFailure = "refused" | "unknown-host" | "unreachable" | "reset" | "timeout" | "tls" | "other";

const BY_CODE: Record<string, ConnectionFailure> = {
  ECONNREFUSED: "refused",
  ENOTFOUND: "unknown-host",
  EAI_AGAIN: "unknown-host",
  ENETUNREACH: "unreachable",
  EHOSTUNREACH: "unreachable",
  ECONNRESET: "reset",
  EPIPE: "reset",
  UND_ERR_SOCKET: "reset",
  ETIMEDOUT: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
};

/**
 * The kind a low-level code names, read from a message that only carries the code as text (an
 * error stored by an older version, a message from another layer); "other" when none is there.
 */
export function connectionFailureInText(message: string): ConnectionFailure {
  for (const code of message.match(/\b(?:E[A-Z]+|UND_ERR_[A-Z_]+)\b/g) ?? []) if (BY_CODE[code]) return BY_CODE[code]!;
  return /other side closed/.test(message) ? "reset" : "other";
}

/** Each kind in a few words, to complete a sentence that names the server ("Nothing answers at gpu-1 (…)"). */
export const CONNECTION_FAILURE_REASON: Record<Exclude<ConnectionFailure, "other">, string> = {
  refused: "the connection was refused",
  "unknown-host": "the host name is unknown",
  unreachable: "there is no network route to it",
  reset: "the connection was dropped",
  timeout: "no answer came in time",
  tls: "the secure connection failed",
};

/**
 * The kind of failure behind Node's "fetch failed", which hides the reason in `cause`: a code
 * there, or, when a name resolves to several addresses (localhost is ::1 and 127.0.0.1), an
 * AggregateError whose errors each hold one.
 */
export function connectionFailureOf(error: unknown): { kind: ConnectionFailure; code: string | null } {
  const codes: string[] = [];
  const collect = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 4) return;
    const { code, cause, errors } = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string") codes.push(code);
    if (Array.isArray(errors)) for (const inner of errors) collect(inner, depth + 1);
    collect(cause, depth + 1);
  };
  collect(error, 0);
  for (const code of codes) if (BY_CODE[code]) return { kind: BY_CODE[code]!, code };
  const tls = codes.find((code) => /CERT|TLS|SSL/i.test(code));
  if (tls) return { kind: "tls", code: tls };
  return { kind: "other", code: codes[0] ?? null };
}

/** The failure in a researcher's words, about `where` ("http://gpu-1:8000/v1/models", or "this address" on a form). */
export function describeConnectionFailure(kind: ConnectionFailure, where: string, code: string | null): string {
  switch (kind) {
    case "refused":
      return `Nothing answers at ${where}: check the host and port, and that the server is running.`;
    case "unknown-host":
      return `The host name of ${where} is unknown: check the address.`;
    case "unreachable":
      return `No network route leads to ${where}: check the address, and that this computer is on the server's network.`;
    case "reset":
      return `The connection to ${where} was cut before the answer was complete.`;
    case "timeout":
      return `${where} did not answer in time: the server may be busy or unreachable from here.`;
    case "tls":
      return `The secure connection to ${where} failed${code ? ` (${code})` : ""}: check that the address starts with https:// only if the server has a certificate this computer trusts.`;
    default:
      return `${where} could not be reached${code ? ` (${code})` : ""}.`;
  }
}
