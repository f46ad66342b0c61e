import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY as SERVED_POLICY } from "../../../src-main/contract/contentSecurityPolicy.ts";
import { CONTENT_SECURITY_POLICY } from "../../../src-main/shell/contentSecurityPolicy.ts";
import { allowsPagePermission } from "../../../src-main/shell/pagePermissions.ts";
import { APP_ORIGIN, mainWindowOptions } from "../../../src-main/shell/windowOptions.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";

/** Parses "a b c; d e" into {a: ["b", "c"], d: ["e"]}. */
function parseCsp(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("the desktop window's security", () => {
  it("isolates and sandboxes the renderer with no Node access", () => {
    const prefs = mainWindowOptions("/app/preload.cjs").webPreferences!;
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe("/app/preload.cjs");
  });

  it("grants our own pages writing to the clipboard (a table copied on a click) and nothing else, and no other page anything", () => {
    expect(allowsPagePermission("clipboard-sanitized-write", `${APP_ORIGIN}/index.html`, [APP_ORIGIN])).toBe(true);
    expect(allowsPagePermission("clipboard-sanitized-write", APP_ORIGIN, [APP_ORIGIN])).toBe(true);
    for (const permission of ["clipboard-read", "media", "notifications", "geolocation", "openExternal", "unknown"]) {
      expect(allowsPagePermission(permission, `${APP_ORIGIN}/index.html`, [APP_ORIGIN])).toBe(false);
    }
    for (const url of ["https://example.org/", "http://127.0.0.1:5173/", "about:blank", "", null, undefined]) {
      expect(allowsPagePermission("clipboard-sanitized-write", url, [APP_ORIGIN])).toBe(false);
    }
  });

  it("shows the app's icon on Linux, where the window carries it (elsewhere the app bundle does)", () => {
    expect(mainWindowOptions("/app/preload.cjs", { platform: "linux", file: "/app/icon.png" }).icon).toBe("/app/icon.png");
    expect(mainWindowOptions("/app/preload.cjs", { platform: "darwin", file: "/app/icon.png" }).icon).toBeUndefined();
    expect(fs.existsSync(path.join(REPO_ROOT, "resources", "icons", "512x512.png"))).toBe(true);
  });

  it("allows only the app's own scripts, no eval, no remote content", () => {
    for (const policy of [CONTENT_SECURITY_POLICY, fs.readFileSync(path.join(REPO_ROOT, "src-renderer/index.html"), "utf8").match(/Content-Security-Policy" content="([^"]+)"/)![1]!]) {
      const csp = parseCsp(policy);
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["script-src"]).toEqual(["'self'"]);
      expect(csp["object-src"]).toEqual(["'none'"]);
      const all = Object.values(csp).flat();
      expect(all).not.toContain("'unsafe-eval'");
      expect(all.some((v) => v.startsWith("http") || v === "*")).toBe(false);
    }
  });

  it("the preload exposes only invoke, onEvent and pathForFile, never the raw ipcRenderer", () => {
    const preload = fs.readFileSync(path.join(REPO_ROOT, "src-main/shell/preload.ts"), "utf8");
    expect(preload.match(/exposeInMainWorld/g)).toHaveLength(1);
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*[,)]/);
    const exposed = preload.slice(preload.indexOf("exposeInMainWorld"));
    expect([...exposed.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1])).toEqual(["invoke", "onEvent", "pathForFile"]);
    expect(exposed).not.toMatch(/:\s*ipcRenderer\s*[,}]/);
    const imports = [...preload.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports).toEqual(["electron"]);
  });

  it("the desktop page and the served page get the same policy", () => {
    expect(CONTENT_SECURITY_POLICY).toBe(SERVED_POLICY);
    expect(parseCsp(CONTENT_SECURITY_POLICY)["frame-ancestors"]).toEqual(["'none'"]);
  });
});
