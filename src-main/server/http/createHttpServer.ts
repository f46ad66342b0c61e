import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { Socket } from "node:net";
import { toErrorInfo } from "../../contract/errors.ts";
import { bearerMatches, createAccessToken } from "./accessToken.ts";
import { answerCall } from "./answerCall.ts";
import { openEventStream } from "./eventStream.ts";
import { sendError, setCommonHeaders } from "./httpResponses.ts";
import { RendererNotBuiltError } from "./RendererNotBuiltError.ts";
import { listenOnLoopback } from "./listenOnLoopback.ts";
import type { HttpServer, HttpServerOptions } from "./httpServerOptions.ts";
import { isLoopbackHost, isOwnOrigin } from "./requestOrigin.ts";
import { serveStatic } from "./serveStatic.ts";

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
      await answerCall(options.app.services, { maxBodyBytes, bodyTimeoutMs }, request, response, urlPath.slice(CALL_PREFIX.length));
      return;
    }
    sendError(response, 404, "NotFoundError", `There is no API at ${urlPath}.`);
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

  port = await listenOnLoopback(server, options.port ?? 0);
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
