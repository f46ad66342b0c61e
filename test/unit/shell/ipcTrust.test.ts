import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devServerUrl } from "../../../src-main/shell/devServerUrl.ts";
import { isTrustedSender } from "../../../src-main/shell/trustedSender.ts";
import { APP_ORIGIN } from "../../../src-main/shell/windowOptions.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";

describe("which page the desktop window loads and trusts", () => {
  it("ignores ELECTRON_RENDERER_URL in a packaged app, so no environment variable can swap in a page that IPC would trust", () => {
    expect(devServerUrl({ ELECTRON_RENDERER_URL: "http://localhost:5173/" }, true)).toBeNull();
    expect(devServerUrl({ ELECTRON_RENDERER_URL: "https://evil.example/" }, true)).toBeNull();
  });

  it("honours the dev server in development, on loopback http only", () => {
    expect(devServerUrl({ ELECTRON_RENDERER_URL: "http://localhost:5173" }, false)).toBe("http://localhost:5173/");
    expect(devServerUrl({ ELECTRON_RENDERER_URL: "http://127.0.0.1:5173/" }, false)).toBe("http://127.0.0.1:5173/");
    for (const url of ["https://evil.example/", "http://192.168.1.5:5173/", "file:///tmp/page.html", "not a url"]) {
      expect(devServerUrl({ ELECTRON_RENDERER_URL: url }, false)).toBeNull();
    }
    expect(devServerUrl({}, false)).toBeNull();
  });
});

describe("which IPC senders are answered", () => {
  const ours = [APP_ORIGIN];

  it("answers our window's own page", () => {
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: `${APP_ORIGIN}/index.html#/review` }, ours)).toBe(true);
  });

  it("fails closed on a frame Electron cannot name (null), an opaque or unparsable one, another window or another origin", () => {
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: null }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: undefined }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: "" }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: "about:blank" }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: "data:text/html,<script>1</script>" }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: "::not a url" }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: "https://evil.example/x" }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: false, frameUrl: `${APP_ORIGIN}/index.html` }, ours)).toBe(false);
  });

  it("trusts the dev server's origin only when the shell was given one", () => {
    const dev = "http://localhost:5173";
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: `${dev}/index.html` }, ours)).toBe(false);
    expect(isTrustedSender({ fromOurWindow: true, frameUrl: `${dev}/index.html` }, [...ours, dev])).toBe(true);
  });
});

describe("the installer's settings", () => {
  const config = fs.readFileSync(path.join(REPO_ROOT, "electron-builder.yml"), "utf8");
  const topLevel = (key: string) => config.match(new RegExp(`^${key}:\\s*(\\S+)`, "m"))?.[1];
  const fuses = config.slice(config.indexOf("\nelectronFuses:"));
  const fuse = (key: string) => fuses.match(new RegExp(`^  ${key}:\\s*(\\S+)`, "m"))?.[1];

  it("pack the app into an asar archive, stated explicitly, and load it only from there with its integrity checked", () => {
    expect(topLevel("asar")).toBe("true");
    expect(fuse("onlyLoadAppFromAsar")).toBe("true");
    expect(fuse("enableEmbeddedAsarIntegrityValidation")).toBe("true");
  });

  it("give file:// pages no extra privileges and switch off Node-style entry points", () => {
    expect(fuse("grantFileProtocolExtraPrivileges")).toBe("false");
    expect(fuse("runAsNode")).toBe("false");
    expect(fuse("enableNodeOptionsEnvironmentVariable")).toBe("false");
    expect(fuse("enableNodeCliInspectArguments")).toBe("false");
  });
});
