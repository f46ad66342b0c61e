import os from "node:os";
import path from "node:path";
import type { MenuItemConstructorOptions } from "electron";
import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { PathGrants } from "../../../src-main/shell/PathGrants.ts";
import { menuTemplate } from "../../../src-main/shell/menuTemplate.ts";

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function click(item: MenuItemConstructorOptions): void {
  (item.click as unknown as () => void)();
}

describe("the desktop menus", () => {
  it("offer import, export and every view with a shortcut, each sending its command to the page", () => {
    const sent: AppEvent[] = [];
    const all = items(menuTemplate({ send: (command) => sent.push(command), platform: "linux", devTools: false }));
    const ours = all.filter((item) => item.click);
    expect(ours.map((item) => [item.label, item.accelerator])).toEqual([
      ["Import PDFs…", "CmdOrCtrl+O"],
      ["Import Folder…", "CmdOrCtrl+Shift+O"],
      ["Export Dataset…", "CmdOrCtrl+E"],
      ["Library", "CmdOrCtrl+1"],
      ["Runs", "CmdOrCtrl+2"],
      ["Review", "CmdOrCtrl+3"],
      ["Export", "CmdOrCtrl+4"],
      ["Models", "CmdOrCtrl+5"],
      ["Settings", "CmdOrCtrl+,"],
    ]);
    ours.forEach(click);
    expect(sent).toEqual([
      { type: "ui.command", command: "import-files" },
      { type: "ui.command", command: "import-folder" },
      { type: "ui.command", command: "export" },
      ...["library", "runs", "review", "export", "models", "settings"].map((view) => ({ type: "ui.command", command: "navigate", view })),
    ]);
    const accelerators = all.map((item) => item.accelerator).filter(Boolean);
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });

  it("hide the developer tools in the packaged app", () => {
    const roles = (devTools: boolean) => items(menuTemplate({ send: () => undefined, platform: "linux", devTools })).map((item) => item.role);
    expect(roles(false)).not.toContain("toggleDevTools");
    expect(roles(true)).toContain("toggleDevTools");
    expect(items(menuTemplate({ send: () => undefined, platform: "darwin", devTools: false }))[0]!.role).toBe("appMenu");
  });
});

describe("paths the desktop page may use", () => {
  const home = os.homedir();
  const picked = path.join(home, "papers", "lee2018.pdf");
  const folder = path.join(home, "corpus");
  const saveTo = path.join(home, "Documents", "dataset.json");

  it("are only those the user picked or dropped, and what lies inside a picked folder", () => {
    const grants = new PathGrants();
    for (const file of [picked, folder, saveTo, "relative.pdf"]) grants.grant(file);
    expect(grants.ungrantedPathOf("library.importPapers", [[picked, folder, path.join(folder, "sub", "a.pdf")]])).toBeNull();
    expect(grants.ungrantedPathOf("pipeline.exportDataset", [{ format: "json", out: saveTo }])).toBeNull();
    expect(grants.ungrantedPathOf("library.importPapers", [[picked, path.join(home, ".ssh", "id_rsa")]])).toBe(path.join(home, ".ssh", "id_rsa"));
    expect(grants.ungrantedPathOf("pipeline.exportDataset", [{ format: "json", out: path.join(home, ".bashrc") }])).toBe(path.join(home, ".bashrc"));
    expect(grants.ungrantedPathOf("pipeline.exportDataset", [{ format: "json", out: path.join(folder, "..", ".bashrc") }])).toBe(path.join(folder, "..", ".bashrc"));
    expect(grants.ungrantedPathOf("models.add", ["relative.pdf"])).toBe("relative.pdf");
    expect(grants.ungrantedPathOf("models.add", [path.join(home, "model.gguf")])).toBe(path.join(home, "model.gguf"));
  });

  it("leave calls without paths, and malformed ones, to the contract's own checks", () => {
    const grants = new PathGrants();
    expect(grants.ungrantedPathOf("library.browse", [{ search: "/etc/passwd" }])).toBeNull();
    expect(grants.ungrantedPathOf("library.importPapers", "nonsense")).toBeNull();
    expect(grants.ungrantedPathOf("pipeline.exportDataset", [])).toBeNull();
  });
});
