/**
 * A small YAML writer for the dataset card's header: mappings, sequences, and scalars written
 * as JSON (a JSON string is a valid YAML double-quoted scalar), which is all the card needs and
 * keeps a YAML library out of the app's runtime.
 */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

const isBlock = (value: YamlValue) => value !== null && typeof value === "object" && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);

function scalar(value: YamlValue): string {
  if (Array.isArray(value)) return "[]";
  if (value !== null && typeof value === "object") return "{}";
  return JSON.stringify(value);
}

function key(name: string): string {
  return /^[A-Za-z_][\w-]*$/.test(name) ? name : JSON.stringify(name);
}

export function yamlText(value: { [key: string]: YamlValue }, indent = ""): string {
  let out = "";
  for (const [name, item] of Object.entries(value)) {
    if (!isBlock(item)) out += `${indent}${key(name)}: ${scalar(item)}\n`;
    else if (Array.isArray(item)) out += `${indent}${key(name)}:\n${sequence(item, indent)}`;
    else out += `${indent}${key(name)}:\n${yamlText(item as { [key: string]: YamlValue }, `${indent}  `)}`;
  }
  return out;
}

function sequence(items: YamlValue[], indent: string): string {
  let out = "";
  for (const item of items) {
    if (!isBlock(item)) out += `${indent}- ${scalar(item)}\n`;
    else if (Array.isArray(item)) out += `${indent}-\n${sequence(item, `${indent}  `)}`;
    else out += `${indent}- ${yamlText(item as { [key: string]: YamlValue }, `${indent}  `).slice(indent.length + 2)}`;
  }
  return out;
}
