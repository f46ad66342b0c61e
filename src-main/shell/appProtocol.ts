import fs from "node:fs/promises";
import path from "node:path";
import { net, protocol } from "electron";
import { pathToFileURL } from "node:url";
import { CONTENT_SECURITY_POLICY } from "./contentSecurityPolicy.ts";

/** Must run before the app is ready: lets app:// behave like a secure, standard origin. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: "app", privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/**
 * Serves the built renderer from app://distillate/ instead of file://, so the page has a real
 * origin, cannot read arbitrary files, and every response carries our CSP. Paths that would
 * leave the renderer folder are refused.
 */
export function serveRenderer(rendererDir: string): void {
  const root = path.resolve(rendererDir);
  protocol.handle("app", async (request) => {
    const url = new URL(request.url);
    const relative = decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname);
    const file = path.resolve(root, "." + relative);
    if (url.host !== "distillate" || (file !== root && !file.startsWith(root + path.sep))) return new Response("Not found", { status: 404 });
    try {
      await fs.access(file);
    } catch {
      return new Response("Not found", { status: 404 });
    }
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(response.body, { status: response.status, headers });
  });
}
