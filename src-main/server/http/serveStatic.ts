import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { openRegularFile } from "../../core/files/openRegularFile.ts";
import { contentTypeFor } from "./contentTypes.ts";
import { sendError } from "./httpResponses.ts";

/**
 * The file under `root` a URL path names, or null when the path is malformed or tries to leave
 * `root` ("..", encoded or not, backslashes, NUL). "/" is index.html.
 */
export function staticFileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded === "/" || decoded === "") decoded = "/index.html";
  const segments = decoded.split("/").slice(1);
  if (!decoded.startsWith("/") || segments.some((s) => s === ".." || s === "." || s.includes("\\") || s.includes("\0"))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

/**
 * A file the renderer build names by its content ("assets/index-Dt9BSh-8.js": Vite's
 * `[name]-[hash]`, 8 characters) never changes under that name: a rebuild that changes it writes
 * a new name, which only a new index.html refers to.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a file: a hashed asset for a year without asking again, so a
 * reload or a second view of the page reads the scripts and styles from its cache (and
 * Chromium its compiled code) instead of fetching and compiling them all again; anything else
 * (index.html) is revalidated on every load, so a rebuilt renderer is picked up at once.
 */
export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? "private, max-age=31536000, immutable" : "no-cache";
}

/** Answers GET and HEAD with a file of the built renderer; anything else is 404 or 405. */
export async function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, urlPath: string): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    sendError(response, 405, "MethodNotAllowedError", `${request.method} is not allowed here.`, { Allow: "GET, HEAD" });
    return;
  }
  const file = staticFileFor(root, urlPath);
  // Opened without blocking, checked on the open file and sent to the size it had then: a FIFO
  // or a device in the page's folder is "not found", never a request that waits or never ends.
  const opened = file ? await openRegularFile(file, { maxBytes: Number.MAX_SAFE_INTEGER }).catch(() => null) : null;
  if (!file || !opened) {
    sendError(response, 404, "NotFoundError", `Nothing is served at ${urlPath}.`);
    return;
  }
  const { handle, size } = opened;
  response.writeHead(200, {
    "Content-Type": contentTypeFor(file),
    "Content-Length": size,
    "Cache-Control": cacheControlFor(urlPath),
  });
  if (request.method === "HEAD" || size === 0) {
    await handle.close().catch(() => undefined);
    response.end();
    return;
  }
  await pipeline(handle.createReadStream({ start: 0, end: size - 1 }), response).catch(() => undefined);
}
