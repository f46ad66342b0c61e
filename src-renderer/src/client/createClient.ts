import type { MethodArgs, MethodName, MethodResult } from "@contract/methods.ts";
import type { AppEvent } from "@contract/events.ts";
import type { Transport } from "./transport.ts";

/** An error from the app, keeping its `name` so views can word it by kind. */
export class AppError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface Client {
  readonly kind: "desktop" | "browser";
  call<M extends MethodName>(method: M, ...args: MethodArgs<M>): Promise<MethodResult<M>>;
  subscribe(listener: (event: AppEvent) => void): () => void;
}

export function createClient(transport: Transport): Client {
  return {
    kind: transport.kind,
    subscribe: (listener) => transport.subscribe(listener),
    async call(method, ...args) {
      const outcome = await transport.call(method, args);
      if (!outcome.ok) throw new AppError(outcome.error.name, outcome.error.message);
      return outcome.value as never;
    },
  };
}

// The transports live in their own files; re-exported here for existing imports.
