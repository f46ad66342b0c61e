import type { ServerResponse } from "node:http";
import { CONTENT_SECURITY_POLICY } from "../../contract/contentSecurityPolicy.ts";

/**
 * Headers on every response: no sniffing, no referrer (the page's URL holds the token), never
 * framed, and no cross-origin readers. There are deliberately no Access-Control-* headers and no
 * cookies anywhere: only our own page, holding the token, can use the API.
 */
export function setCommonHeaders(response: ServerResponse): void {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Referrer-Policy", "no-referrer");
  response.setHeader("X-Frame-Options", "DENY");
  response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
}

/** A JSON answer; every /api response is uncacheable. */
export function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  response.end(body);
}

/** An error the transport itself refuses with, as {error: {name, message}} like every other boundary. */
export function sendError(response: ServerResponse, status: number, name: string, message: string, extraHeaders: Record<string, string> = {}): void {
  for (const [header, value] of Object.entries(extraHeaders)) response.setHeader(header, value);
  sendJson(response, status, JSON.stringify({ error: { name, message } }));
}
