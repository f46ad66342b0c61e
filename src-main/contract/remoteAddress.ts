import { z } from "zod";

// A remote model server's address, as the user gives it (its API base, `http://gpu-1:8000/v1`),
// and the exact URLs Distillate makes of it. The base is stored in the library and shown on
// screen, so it may hold nothing secret; the requests are built by joining fixed routes onto its
// path, so no caller can choose another path, a query or another host.

/** Every request Distillate makes to a model server. `fromRoot` routes sit at the server's root, not under the API base. */
export const REMOTE_ROUTES = {
  models: { method: "GET", path: "models", fromRoot: false },
  chatCompletions: { method: "POST", path: "chat/completions", fromRoot: false },
  // llama.cpp's server and vLLM both serve their tokenizer at the root.
  tokenize: { method: "POST", path: "tokenize", fromRoot: true },
} as const;
export type RemoteRoute = keyof typeof REMOTE_ROUTES;

/**
 * Why `raw` cannot be a server's API base, in words that finish "The address …"; null when it
 * can. Only http(s) (any case), no user or password, no query and no fragment: whatever sits
 * there would be stored and shown, and a key belongs in the keychain or its environment variable.
 * The words never repeat the address, which may hold the very secret refused.
 */
export function baseUrlProblem(raw: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(raw.trim())) return "is not a web address such as http://gpu-1:8000/v1";
  // Spaces, control characters and backslashes (which URL parsers read as "/") hide what is contacted.
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return "must not hold spaces, backslashes or control characters";
  if (!/^https?:\/\//i.test(raw)) return "must start with http:// or https://, as in http://gpu-1:8000/v1";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a web address such as http://gpu-1:8000/v1";
  }
  const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? "";
  if (authority.includes("@") || url.username !== "" || url.password !== "") {
    return "must not hold a user name or password (user:password@): give the key through its key name instead";
  }
  if (raw.includes("?")) return "must not hold a query (?…): some servers take a key there, and the address is stored; give the key through its key name instead";
  if (raw.includes("#")) return "must not hold a fragment (#…)";
  if (url.hostname === "") return "names no host";
  return null;
}

/** The API base as stored and shown: lower-case scheme and host, no trailing slash. Call only on an address `baseUrlProblem` accepts. */
export function normalizeBaseUrl(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
}

/** The server a base belongs to (scheme, host and port): what a key is saved for. */
export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

/** The exact URL of `route` on the server at `baseUrl`: the route's path joined onto the base's path (or the root's). */
export function remoteRouteUrl(baseUrl: string, route: RemoteRoute): string {
  const url = new URL(normalizeBaseUrl(baseUrl));
  const { path, fromRoot } = REMOTE_ROUTES[route];
  url.pathname = fromRoot ? `/${path}` : `${url.pathname.replace(/\/+$/, "")}/${path}`;
  return url.href;
}

/** What Distillate will contact at a server, as a person reads it: "GET http://gpu-1:8000/v1/models", … */
export function remoteRequestsOf(baseUrl: string): string[] {
  return (Object.keys(REMOTE_ROUTES) as RemoteRoute[]).map((route) => `${REMOTE_ROUTES[route].method} ${remoteRouteUrl(baseUrl, route)}`);
}

/** A server's API base as a call or a command gives it: checked by `baseUrlProblem`, stored normalized. */
export const RemoteBaseUrlSchema = z
  .string()
  .max(2048)
  .superRefine((raw, ctx) => {
    const problem = baseUrlProblem(raw);
    if (problem) ctx.addIssue({ code: "custom", message: `the address ${problem}` });
  })
  .transform(normalizeBaseUrl);
