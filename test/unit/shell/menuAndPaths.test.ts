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

  it("are only those the user picked or dropped, and what lies inside a folder picked to read", () => {
    const grants = new PathGrants();
    for (const file of [picked, folder, "relative.pdf"]) grants.grantRead(file);
    for (const file of [picked, folder, path.join(folder, "sub", "a.pdf")]) expect(grants.allows(file, "read")).toBe(true);
    for (const file of [path.join(home, ".ssh", "id_rsa"), path.join(home, ".bashrc"), path.join(folder, "..", ".bashrc"), "relative.pdf", path.join(home, "model.gguf")]) {
      expect(grants.allows(file, "read")).toBe(false);
    }
  });

  it("keep reading and writing apart: a folder opened for import is never a place to write", () => {
    const grants = new PathGrants();
    grants.grantRead(folder);
    grants.grantRead(picked);
    grants.grantWrite(saveTo);
    // The attack: export over a paper inside the imported folder, or over the picked PDF itself.
    for (const file of [path.join(folder, "dataset.json"), path.join(folder, "sub", "a.pdf"), picked]) {
      expect(grants.allows(file, "write")).toBe(false);
      expect(grants.refusal({ kind: "export-target", path: file, at: [0, "out"] })).toMatchObject({ name: "UngrantedPathError" });
    }
    // Only the exact file from the save dialog may be written, nothing beside or under it.
    expect(grants.refusal({ kind: "export-target", path: saveTo, at: [0, "out"] })).toBeNull();
    expect(grants.allows(path.join(path.dirname(saveTo), "other.json"), "write")).toBe(false);
    expect(grants.allows(path.join(saveTo, "inside.json"), "write")).toBe(false);
    // A save target is not thereby readable as a paper or a model.
    expect(grants.refusal({ kind: "import-source", path: saveTo, at: [0] })).toMatchObject({ name: "UngrantedPathError" });
  });

  it("are refused with a message that names the path and what the app would have done", () => {
    const grants = new PathGrants();
    grants.grantWrite(saveTo);
    expect(grants.refusal({ kind: "export-target", path: saveTo, at: [0, "out"] })).toBeNull();
    const refusal = grants.refusal({ kind: "export-target", path: path.join(home, ".bashrc"), at: [0, "out"] });
    expect(refusal).toMatchObject({ name: "UngrantedPathError" });
    expect(refusal!.message).toBe(`${path.join(home, ".bashrc")} was not chosen in a save dialog, so the app will not write to it. Pick it with the dialog instead.`);
    expect(grants.refusal({ kind: "model-file", path: "model.gguf", at: [0] })!.message).toContain("will not open it as a model");
  });
});
