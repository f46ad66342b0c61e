import type { MenuItemConstructorOptions } from "electron";
import type { AppEvent } from "../contract/events.ts";

type UiCommand = Extract<AppEvent, { type: "ui.command" }>;
type View = NonNullable<UiCommand["view"]>;

const VIEWS: { view: View; label: string; accelerator: string }[] = [
  { view: "library", label: "Library", accelerator: "CmdOrCtrl+1" },
  { view: "runs", label: "Runs", accelerator: "CmdOrCtrl+2" },
  { view: "review", label: "Review", accelerator: "CmdOrCtrl+3" },
  { view: "export", label: "Export", accelerator: "CmdOrCtrl+4" },
  { view: "models", label: "Models", accelerator: "CmdOrCtrl+5" },
  { view: "settings", label: "Settings", accelerator: "CmdOrCtrl+," },
];

export interface MenuOptions {
  /** Delivers a command to the page, which carries it out (dialogs, navigation). */
  send: (command: UiCommand) => void;
  /** "darwin" adds the app menu and uses Close instead of Quit in File. */
  platform: NodeJS.Platform;
  /** Offers the developer tools; false in the packaged app. */
  devTools: boolean;
}

/**
 * The menu bar as a plain template (no Electron objects), so a unit test can read it. The app's
 * own items do not act themselves: they send a "ui.command" to the page, which opens the same
 * flow as its buttons.
 */
export function menuTemplate({ send, platform, devTools }: MenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === "darwin";
  return [
    ...(mac ? [{ role: "appMenu" as const }] : []),
    {
      label: "&File",
      submenu: [
        { label: "Import PDFs…", accelerator: "CmdOrCtrl+O", click: () => send({ type: "ui.command", command: "import-files" }) },
        { label: "Import Folder…", accelerator: "CmdOrCtrl+Shift+O", click: () => send({ type: "ui.command", command: "import-folder" }) },
        { type: "separator" },
        { label: "Export Dataset…", accelerator: "CmdOrCtrl+E", click: () => send({ type: "ui.command", command: "export" }) },
        { type: "separator" },
        mac ? { role: "close" } : { role: "quit" },
      ],
    },
    { role: "editMenu" },
    {
      label: "&View",
      submenu: [
        ...VIEWS.map(({ view, label, accelerator }): MenuItemConstructorOptions => ({
          label,
          accelerator,
          click: () => send({ type: "ui.command", command: "navigate", view }),
        })),
        { type: "separator" },
        { role: "resetZoom" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { type: "separator" },
        { role: "togglefullscreen" },
        ...(devTools ? [{ type: "separator" as const }, { role: "reload" as const }, { role: "toggleDevTools" as const }] : []),
      ],
    },
    { role: "windowMenu" },
  ];
}
