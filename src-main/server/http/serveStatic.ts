import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
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

/** Answers GET and HEAD with a file of the built renderer; anything else is 404 or 405. */
export async function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, urlPath: string): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    sendError(response, 405, "MethodNotAllowedError", `${request.method} is not allowed here.`, { Allow: "GET, HEAD" });
    return;
  }
  const file = staticFileFor(root, urlPath);
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) {
    sendError(response, 404, "NotFoundError", `Nothing is served at ${urlPath}.`);
    return;
  }
  response.writeHead(200, {
    "Content-Type": contentTypeFor(file),
    "Content-Length": stat.size,
    // Revalidated on every load, so a rebuilt renderer is picked up at once.
    "Cache-Control": "no-cache",
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  await pipeline(fs.createReadStream(file), response).catch(() => undefined);
}
