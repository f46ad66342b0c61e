import type { ServerResponse } from "node:http";
import type { AppEvents } from "../../contract/events.ts";
import { toWireJson } from "../../contract/wireJson.ts";

/**
 * The most of the stream that may wait unsent for a reader who stopped reading (a page's
 * process stopped, a client that never reads): Node keeps every write that the socket cannot
 * take, so a long import's progress events piled up without bound in the server. Past this the
 * stream is cut; a page reconnects with backoff as after a lost connection (httpTransport).
 * A page that reads keeps almost nothing waiting: events are a few hundred bytes each.
 */
export const MAX_UNSENT_EVENT_BYTES = 8 * 1024 * 1024;

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
  let ended = false;
  const send = (text: string): void => {
    if (ended) return;
    response.write(text);
    if (response.writableLength > MAX_UNSENT_EVENT_BYTES) {
      end();
      // Destroyed, not ended: an end would wait for the unread bytes to be read.
      response.destroy();
    }
  };
  const unsubscribe = events.subscribe((event) => send(`data: ${toWireJson(event)}\n\n`));
  const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
  heartbeat.unref();
  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    response.end();
  }
  // "close" fires when the page goes away (tab closed, reload, network gone) and after end().
  response.on("close", end);
  return end;
}
