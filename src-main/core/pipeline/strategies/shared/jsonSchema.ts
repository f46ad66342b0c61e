import type { JsonSchema } from "../../ports.ts";

/**
 * An object schema with every property required and no others, spelled out in full so the same
 * schema means the same thing to node-llama-cpp's grammar (which assumes it) and to any other
 * JSON Schema consumer, such as a remote backend's structured output.
 */
export function objectSchema(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}
