import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { AddressInfo, Socket } from "node:net";
import { toErrorInfo } from "../../contract/errors.ts";
import { CallTooLargeError, callLimitsOf, checkCallSize } from "../../contract/callLimits.ts";
import { statusOfOutcome } from "../../contract/fileRefusals.ts";
import { invokeService } from "../../contract/invokeService.ts";
import type { DistillateApp } from "../../contract/services.ts";
import { fromWireJson, toWireJson } from "../../contract/wireJson.ts";
import { bearerMatches, createAccessToken } from "./accessToken.ts";
import { openEventStream } from "./eventStream.ts";
import { sendError, sendJson, setCommonHeaders } from "./httpResponses.ts";
import { BodyTimeoutError, drainRefusedBody, PayloadTooLargeError, readBody, REFUSED_BODY_DRAIN_BYTES } from "./readBody.ts";
import { isLoopbackHost, isOwnOrigin } from "./requestOrigin.ts";
import { scanJsonBody } from "./scanJsonBody.ts";
import { serveStatic } from "./serveStatic.ts";

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

/** The renderer has not been built, so there is no page to serve. */
export class RendererNotBuiltError extends Error {
  override readonly name = "RendererNotBuiltError";
  constructor(rendererDir: string) {
    super(`The web page is not built (there is no ${path.join(rendererDir, "index.html")}). Run \`npm run build\` first.`);
  }
}

/** The port asked for is taken by another program. */
export class PortInUseError extends Error {
  override readonly name = "PortInUseError";
  constructor(port: number) {
    super(`Port ${port} on 127.0.0.1 is already in use. Choose another with --port, or --port 0 for any free port.`);
  }
}

const DEFAULT_MAX_BODY = 256 * 1024 * 1024;
const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_BODY_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_CONNECTION_MS = 60_000;
const CALL_PREFIX = "/api/call/";

/**
 * The loopback HTTP transport: the built page, `POST /api/call/<method>` for contract calls and
 * `GET /api/events` for the event stream. It listens on 127.0.0.1 only and follows the usual
 * rules for local servers: a random token on every API request, foreign Host (DNS rebinding)
 * and foreign Origin (cross-site) refused for every request, no CORS, no cookies, bounded bodies.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const rendererDir = path.resolve(options.rendererDir);
  if (!fs.existsSync(path.join(rendererDir, "index.html"))) throw new RendererNotBuiltError(rendererDir);
  const token = options.token ?? createAccessToken();
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const idleConnectionMs = options.idleConnectionMs ?? DEFAULT_IDLE_CONNECTION_MS;
  const streams = new Set<() => void>();
  let port = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setCommonHeaders(response);
    const host = request.headers.host;
    if (!isLoopbackHost(host, port)) {
      sendError(response, 403, "ForbiddenHostError", "This server answers only requests addressed to 127.0.0.1 or localhost.");
      return;
    }
    if (!isOwnOrigin(request.headers.origin, host!)) {
      sendError(response, 403, "ForbiddenOriginError", "Requests from other sites are refused.");
      return;
    }
    const urlPath = (request.url ?? "/").split("?")[0]!;
    if (urlPath !== "/api" && !urlPath.startsWith("/api/")) {
      await serveStatic(rendererDir, request, response, urlPath);
      return;
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      sendError(response, 401, "UnauthorizedError", "This request needs the access token that `distillate serve` printed.", {
        "WWW-Authenticate": "Bearer",
      });
      return;
    }
    if (urlPath === "/api/events") {
      if (request.method !== "GET") {
        sendError(response, 405, "MethodNotAllowedError", "The event stream is read with GET.", { Allow: "GET" });
        return;
      }
      const end = openEventStream(response, options.app.events, heartbeatMs);
      streams.add(end);
      response.on("close", () => streams.delete(end));
      return;
    }
    if (urlPath.startsWith(CALL_PREFIX)) {
      if (request.method !== "POST") {
        sendError(response, 405, "MethodNotAllowedError", "Calls are made with POST.", { Allow: "POST" });
        return;
      }
      await answerCall(request, response, urlPath.slice(CALL_PREFIX.length));
      return;
    }
    sendError(response, 404, "NotFoundError", `There is no API at ${urlPath}.`);
  }

  async function answerCall(request: IncomingMessage, response: ServerResponse, encodedMethod: string): Promise<void> {
    let method: string;
    let args: unknown;
    try {
      method = decodeURIComponent(encodedMethod);
      // Each method's own limits, before the body is read whole and again before it is parsed.
      const limits = callLimitsOf(method);
      const limit = Math.min(maxBodyBytes, limits.bodyBytes);
      const bytes = await readBody(request, limit, method, bodyTimeoutMs);
      const excess = scanJsonBody(bytes, limits);
      if (excess !== null) throw new PayloadTooLargeError(limit, method, excess);
      const body = bytes.toString("utf8");
      args = body.trim() === "" ? [] : fromWireJson(body);
      // The scan counts a lower bound of the values; what it lets through but the parsed
      // arguments pass is refused here, with the same 413, not as a failed call.
      try {
        checkCallSize(method, args);
      } catch (error) {
        throw error instanceof CallTooLargeError ? new PayloadTooLargeError(limit, method, error.message) : error;
      }
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        await drainRefusedBody(request, REFUSED_BODY_DRAIN_BYTES, bodyTimeoutMs);
        sendError(response, 413, error.name, error.message, { Connection: "close" });
      } else if (error instanceof BodyTimeoutError) {
        // The rest of the body is not waited for: the connection ends with the answer.
        sendError(response, 408, error.name, error.message, { Connection: "close" });
        response.on("finish", () => request.socket.destroy());
      } else {
        sendError(response, 400, "InvalidCallError", `The call's body is not valid: ${toErrorInfo(error).message}`);
      }
      return;
    }
    // Paths (the contract's pathArg arguments) are used as given, with no grant check: the
    // token holder is this machine's user, as at the command line, and a browser has no file
    // dialog to hand paths over (the page sends typed model paths; PDFs arrive as uploads).
    const outcome = await invokeService(options.app.services, method, args);
    let text: string;
    try {
      text = toWireJson(outcome);
    } catch (error) {
      text = toWireJson({ ok: false, error: { name: "UnserializableResultError", message: `${method} returned a value that cannot be sent: ${toErrorInfo(error).message}` } });
    }
    sendJson(response, statusOfOutcome(outcome), text);
  }

  // Requests in progress per connection, so closing can end each connection as soon as it is
  // idle instead of waiting for browsers' keep-alive connections to time out.
  const connections = new Map<Socket, number>();
  let closing: Promise<void> | undefined;

  const server = http.createServer((request, response) => {
    const socket = request.socket;
    if (connections.has(socket)) connections.set(socket, connections.get(socket)! + 1);
    // A call may take minutes without a byte either way (an import): only a connection without a
    // request times out (after an answer, Node's keep-alive timeout closes it).
    socket.setTimeout(0);
    response.on("close", () => {
      if (!connections.has(socket)) return;
      const inProgress = connections.get(socket)! - 1;
      connections.set(socket, inProgress);
      if (closing && inProgress === 0) socket.end();
    });
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, "InternalServerError", toErrorInfo(error).message);
      else response.destroy();
    });
  });
  server.on("connection", (socket: Socket) => {
    connections.set(socket, 0);
    socket.on("close", () => connections.delete(socket));
    // Node times out headers sent slowly, but not a connection that sends nothing at all: each
    // holds a file descriptor, so enough of them would leave none for the page. (Node destroys a
    // socket whose timeout nothing handles.)
    socket.setTimeout(idleConnectionMs);
  });
  // Imports and downloads can take minutes; the page waits for their answer.
  server.requestTimeout = 0;

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === "EADDRINUSE" ? new PortInUseError(options.port ?? 0) : error);
    };
    server.once("error", onError);
    server.listen({ host: "127.0.0.1", port: options.port ?? 0 }, () => {
      server.off("error", onError);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    port,
    token,
    origin,
    url: `${origin}/?token=${token}`,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const end of [...streams]) end();
        // Calls still running answer first; their connection ends right after (see above).
        for (const [socket, inProgress] of connections) if (inProgress === 0) socket.end();
      });
      return closing;
    },
  };
}
