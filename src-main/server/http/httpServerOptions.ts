import type { DistillateApp } from "../../contract/services.ts";

export interface HttpServerOptions {
  /** The services and events to serve (createCore's, or a test's). */
  app: DistillateApp;
  /** The built renderer (out/renderer), served for GET requests outside /api/. */
  rendererDir: string;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** The secret every /api/ request must carry. Defaults to 32 fresh random bytes. */
  token?: string;
  /** Largest call body accepted for any method, in bytes; each method has its own, lower or equal (contract/callLimits.ts). Defaults to 256 MiB (uploads carry whole PDFs). */
  maxBodyBytes?: number;
  /** How often an idle event stream gets a comment line. Defaults to 15 s. */
  heartbeatMs?: number;
  /** Time a call's body may take to arrive whole (a 256 MB upload over loopback takes seconds). Defaults to 120 s. */
  bodyTimeoutMs?: number;
  /** Time a new connection may stay open before its first request arrives. Defaults to 60 s. */
  idleConnectionMs?: number;
}

export interface HttpServer {
  readonly port: number;
  readonly token: string;
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** What to open in a browser: the origin with the token in the query. */
  readonly url: string;
  /** Ends the event streams and stops listening; resolves once calls in progress have answered. */
  close(): Promise<void>;
}
