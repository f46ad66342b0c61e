import { InvalidJsonSchemaError } from "../errors/InvalidJsonSchemaError.ts";

const TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);
const NESTED_LISTS = ["prefixItems", "oneOf", "anyOf", "allOf"] as const;
const NESTED_MAPS = ["properties", "$defs"] as const;

/**
 * Rejects schema mistakes before any generation: node-llama-cpp compiles a grammar for an unknown
 * type without complaint and only fails when parsing the output, so every retry would be spent on
 * a schema error and the failure blamed on the model.
 */
export function checkJsonSchema(schema: unknown, at = "schema"): void {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) throw new InvalidJsonSchemaError(`${at} is not an object`);
  const node = schema as Record<string, unknown>;
  if ("type" in node) {
    for (const type of Array.isArray(node.type) ? node.type : [node.type]) {
      if (typeof type !== "string" || !TYPES.has(type)) throw new InvalidJsonSchemaError(`${at} has type ${JSON.stringify(type)}, which is not a JSON type`);
    }
  }
  for (const key of NESTED_LISTS) {
    if (key in node) {
      if (!Array.isArray(node[key])) throw new InvalidJsonSchemaError(`${at}.${key} is not a list`);
      (node[key] as unknown[]).forEach((child, i) => checkJsonSchema(child, `${at}.${key}[${i}]`));
    }
  }
  for (const key of NESTED_MAPS) {
    if (key in node) {
      const children = node[key];
      if (typeof children !== "object" || children === null) throw new InvalidJsonSchemaError(`${at}.${key} is not an object`);
      for (const [name, child] of Object.entries(children)) checkJsonSchema(child, `${at}.${key}.${name}`);
    }
  }
  for (const key of ["items", "additionalProperties"] as const) {
    if (typeof node[key] === "object" && node[key] !== null) checkJsonSchema(node[key], `${at}.${key}`);
  }
}

/** Where a parsed value holds a number JSON cannot carry (an overflowing `1e999` parses to Infinity); null when none. */
export function findNonFinite(value: unknown, at = "the output"): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNonFinite(value[i], `${at}[${i}]`);
      if (found) return found;
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const found = findNonFinite(child, `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
