import http from "node:http";
import { expect } from "vitest";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with exactly the headers given (fetch may not set Host, and always adds its own
 * Origin rules), answered in full. Every response is also checked for what this server must
 * never send: CORS permission or a cookie.
 */
export function rawRequest(port: number, options: { path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: options.path, method: options.method ?? "GET", headers: { Host: `127.0.0.1:${port}`, ...options.headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          expectNoCorsOrCookies(response.headers);
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

export function expectNoCorsOrCookies(headers: http.IncomingHttpHeaders | Headers): void {
  const names = headers instanceof Headers ? [...headers.keys()] : Object.keys(headers);
  expect(names.filter((name) => /^access-control-allow-|^set-cookie$/i.test(name))).toEqual([]);
}
