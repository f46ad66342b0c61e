/** One server-sent event: its type ("message" unless the server named one), data lines joined by "\n", and last id. */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * An incremental parser for a text/event-stream body, following the HTML standard's rules:
 * lines end with CRLF, LF or CR (also when a CRLF is split between chunks), lines starting with
 * ":" are comments (our heartbeats), a blank line dispatches the event, and an event without any
 * data line is dropped. Feed it decoded text in whatever pieces the network delivers.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): { push(text: string): void } {
  let pending = "";
  let skipLeadingLf = false;
  let data: string[] = [];
  let event = "";
  let lastId: string | null = null;

  function line(text: string): void {
    if (text === "") {
      if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n"), id: lastId });
      data = [];
      event = "";
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) lastId = value;
    // "retry" and unknown fields are ignored: the client has its own reconnect policy.
  }

  return {
    push(text) {
      let chunk = text;
      if (skipLeadingLf && chunk.startsWith("\n")) chunk = chunk.slice(1);
      skipLeadingLf = false;
      pending += chunk;
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const c = pending.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        line(pending.slice(start, i));
        if (c === 13) {
          if (i + 1 === pending.length) skipLeadingLf = true;
          else if (pending.charCodeAt(i + 1) === 10) i++;
        }
        start = i + 1;
      }
      pending = pending.slice(start);
    },
  };
}
