import type { RuntimeSettings } from "../../../contract/llm.ts";

/** True when two runtime settings start llama.cpp the same way (fields left out count as unset). */
export function sameRuntimeSettings(a: RuntimeSettings, b: RuntimeSettings): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof RuntimeSettings)[]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
