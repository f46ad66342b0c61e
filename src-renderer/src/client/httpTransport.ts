import type { AppEvent } from "@contract/events.ts";
import { fromWireJson, toWireJson } from "@contract/wireJson.ts";
import type { Transport } from "./transport.ts";
import { outcomeFromResponse, unreachableOutcome } from "./httpOutcome.ts";
import { createSseParser } from "./sseParser.ts";
import { sharedSubscription } from "./sharedSubscription.ts";

/** Waits before reconnecting the event stream: 0.5 s, doubling per failed attempt, at most 15 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(15_000, 500 * 2 ** attempt);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/**
 * Reads /api/events for as long as `signal` allows, reconnecting with backoff when the stream
 * ends or fails (server restarted, laptop slept). EventSource cannot send the Authorization
 * header, so the stream is read with fetch and parsed here.
 */
async function readEvents(token: string, emit: (event: AppEvent) => void, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const response = await fetch("/api/events", { headers: { Authorization: `Bearer ${token}` }, cache: "no-store", signal });
      if (response.ok && response.body) {
        attempt = 0;
        const parser = createSseParser((message) => {
          try {
            emit(fromWireJson(message.data) as AppEvent);
          } catch {
            // A malformed event is skipped; the stream itself is still good.
          }
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      }
    } catch {
      // Network error or abort: decided below.
    }
    if (signal.aborted) return;
    await sleep(reconnectDelay(attempt++), signal);
  }
}

/** The loopback server, when the page is opened in a browser at http://127.0.0.1:PORT/?token=... */
export function httpTransport(token: string): Transport {
  return {
    kind: "browser",
    async call(method, args) {
      let response: Response;
      try {
        response = await fetch(`/api/call/${encodeURIComponent(method)}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: toWireJson(args),
          cache: "no-store",
        });
      } catch {
        return unreachableOutcome(method);
      }
      const text = await response.text().catch(() => null);
      return outcomeFromResponse(method, response.status, response.headers.get("Content-Type"), text);
    },
    subscribe: sharedSubscription<AppEvent>((emit) => {
      const controller = new AbortController();
      void readEvents(token, emit, controller.signal);
      return () => controller.abort();
    }),
  };
}
