// Which server addresses Distillate accepts, and the exact URLs it builds of them: a caller must
// not choose the query, a credential must not be stored, whatever the case of the scheme.
import { describe, expect, it } from "vitest";
import { AddRemoteModelSchema, ProbeRemoteRequestSchema } from "../../../src-main/contract/remoteModels.ts";
import { baseUrlProblem, remoteRequestsOf, remoteRouteUrl } from "../../../src-main/contract/remoteAddress.ts";

const REFUSED = [
  "HTTP://user:s3cr3tPW@127.0.0.1:8000/v1",
  "http://user:s3cr3tPW@127.0.0.1:8000/v1",
  "https://s3cr3tPW@gpu-1.lab/v1",
  "http://@gpu-1.lab/v1",
  "http://127.0.0.1:8000/v1?access_token=s3cr3tPW",
  "http://127.0.0.1:8000/admin/delete-everything?confirm=yes&x=",
  "http://127.0.0.1:8000/v1?",
  "http://127.0.0.1:8000/v1#s3cr3tPW",
  "http://gpu-1.lab\\@evil.example/v1",
  " http://gpu-1.lab/v1",
  "http://gpu-1.lab/v1\n",
  "ftp://gpu-1.lab/v1",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "gpu-1.lab:8000/v1",
  "http:gpu-1.lab/v1",
];

describe("remote server addresses", () => {
  it("refuses credentials in any case of scheme, a query, a fragment, other schemes and hidden characters", () => {
    for (const url of REFUSED) expect(baseUrlProblem(url), url).not.toBeNull();
  });

  it("refuses them through every schema that takes an address, with words that never repeat the secret", () => {
    for (const url of REFUSED) {
      const added = AddRemoteModelSchema.safeParse({ model: "m", endpoints: [{ url }] });
      const probed = ProbeRemoteRequestSchema.safeParse({ urls: [url] });
      expect(added.success, url).toBe(false);
      expect(probed.success, url).toBe(false);
      const words = JSON.stringify([added.error?.issues, probed.error?.issues]);
      expect(words).not.toContain("s3cr3tPW");
      expect(words).not.toContain("delete-everything");
    }
  });

  it("accepts http(s) bases in any case and stores them normalized", () => {
    const parsed = AddRemoteModelSchema.parse({ model: "m", endpoints: [{ url: "HTTP://GPU-1.Lab:8000/v1/" }, { url: "https://gpu-2.lab/api/v1" }] });
    expect(parsed.endpoints.map((e) => e.url)).toEqual(["http://gpu-1.lab:8000/v1", "https://gpu-2.lab/api/v1"]);
  });

  it("builds requests by joining fixed routes onto the base's path, so the caller chooses neither another path's query nor the host", () => {
    const base = "http://127.0.0.1:8000/admin/delete-everything";
    expect(remoteRouteUrl(base, "models")).toBe("http://127.0.0.1:8000/admin/delete-everything/models");
    expect(remoteRouteUrl(base, "chatCompletions")).toBe("http://127.0.0.1:8000/admin/delete-everything/chat/completions");
    expect(remoteRouteUrl(base, "tokenize")).toBe("http://127.0.0.1:8000/tokenize");
    expect(remoteRequestsOf("http://gpu-1.lab:8000/v1/")).toEqual(["GET http://gpu-1.lab:8000/v1/models", "POST http://gpu-1.lab:8000/v1/chat/completions", "POST http://gpu-1.lab:8000/tokenize"]);
  });
});
