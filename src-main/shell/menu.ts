import { Menu } from "electron";
import { menuTemplate, type MenuOptions } from "./menuTemplate.ts";

/** The application menu (File, Edit, View, Window); see menuTemplate.ts for its items. */
export function buildMenu(options: MenuOptions): Menu {
  return Menu.buildFromTemplate(menuTemplate(options));
}
