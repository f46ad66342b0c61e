import type { CallOutcome, MethodArgs, MethodName, MethodResult } from "../../../src-main/contract/methods.ts";

/** How calls reach the app: the Electron preload or the loopback HTTP server. */
export interface Transport {
  call(method: MethodName, args: unknown[]): Promise<CallOutcome<unknown>>;
}

/** An error from the app, keeping its `name` so views can word it by kind. */
export class AppError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface Client {
  call<M extends MethodName>(method: M, ...args: MethodArgs<M>): Promise<MethodResult<M>>;
}

export function createClient(transport: Transport): Client {
  return {
    async call(method, ...args) {
      const outcome = await transport.call(method, args);
      if (!outcome.ok) throw new AppError(outcome.error.name, outcome.error.message);
      return outcome.value as never;
    },
  };
}

declare global {
  interface Window {
    distillate?: { invoke(method: string, args: unknown[]): Promise<CallOutcome<unknown>> };
  }
}

/** The Electron bridge, when the page runs inside the desktop app. */
export function preloadTransport(): Transport | null {
  const bridge = window.distillate;
  return bridge ? { call: (method, args) => bridge.invoke(method, args) } : null;
}

/** The loopback server, when the page is opened in a browser at http://127.0.0.1:PORT/?token=... */
export function httpTransport(token: string): Transport {
  return {
    async call(method, args) {
      const response = await fetch(`/api/call/${encodeURIComponent(method)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(args),
      });
      return (await response.json()) as CallOutcome<unknown>;
    },
  };
}
