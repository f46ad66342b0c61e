import type { ServerResponse } from "node:http";
import type { AppEvents } from "../../contract/events.ts";
import { toWireJson } from "../../contract/wireJson.ts";

/**
 * Streams the app's events as server-sent events, one `data:` line of JSON per event, with a
 * comment line every `heartbeatMs` so proxies and the page can tell a quiet stream from a dead
 * one. Returns the function that ends the stream (used when the server closes).
 */
export function openEventStream(response: ServerResponse, events: AppEvents, heartbeatMs: number): () => void {
  response.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  // A first comment flushes the headers, so the page knows at once that it is connected.
  response.write(": connected\n\n");
  const unsubscribe = events.subscribe((event) => {
    response.write(`data: ${toWireJson(event)}\n\n`);
  });
  const heartbeat = setInterval(() => response.write(": heartbeat\n\n"), heartbeatMs);
  heartbeat.unref();
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    response.end();
  };
  // "close" fires when the page goes away (tab closed, reload, network gone) and after end().
  response.on("close", end);
  return end;
}
