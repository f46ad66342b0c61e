/** What to do when the hub stays out of reach: the registry does not need the network. */
export const OFFLINE_HINT = "Check the internet connection, or download the .gguf file another way and add it as a local file.";

/**
 * A failed connection in a researcher's words. Node's fetch throws "fetch failed" and keeps the
 * real reason (DNS, refused, timeout, TLS) in `cause`; the reason is what the user can act on.
 */
export function describeNetworkError(host: string, error: unknown, timeoutSeconds?: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (error as { code?: string })?.code ?? "";
  const name = (error as Error)?.name;
  let reason: string;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") reason = `no network (the name ${host} could not be looked up)`;
  else if (code === "ECONNREFUSED") reason = "the connection was refused";
  else if (code === "ENETUNREACH" || code === "EHOSTUNREACH") reason = "no network route to it";
  else if (code === "ECONNRESET") reason = "the connection was reset";
  else if (name === "TimeoutError" || code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
    reason = `no answer${timeoutSeconds ? ` within ${timeoutSeconds} s` : ""} (no network, or a firewall or proxy in the way)`;
  } else if (/CERT|TLS|SSL/i.test(code)) reason = `the secure connection failed (${cause?.message ?? code}); a proxy or captive portal may be intercepting HTTPS`;
  else reason = cause?.message ?? (error as Error)?.message ?? String(error);
  return `cannot reach ${host}: ${reason}. ${OFFLINE_HINT}`;
}
