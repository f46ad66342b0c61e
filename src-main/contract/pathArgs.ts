import { z } from "zod";

/**
 * What a path argument is for. The desktop bridge lets the page use a path only when the user
 * handed it over (a file dialog or a drop); the kind says what the app would do with it.
 */
export type PathKind =
  /** A PDF, or a folder searched for PDFs, to read and import. */
  | "import-source"
  /** A GGUF model file to read, and register in the model registry. */
  | "model-file"
  /** A file to write (an export), replaced if it exists. */
  | "export-target"
  /** A file to point at in the system's file manager (neither read nor written). */
  | "reveal";

export interface PathMark {
  kind: PathKind;
  /** True when a registry id ("3") is accepted in place of a path; an id is not a path. Defaults to false. */
  orRegistryId?: boolean;
}

/** Every schema in the contract that is a path argument, with its mark. */
export const pathMarks = z.registry<PathMark>();

/** A non-empty string argument that names a file or folder on the machine running the core. */
export function pathArg(kind: PathKind): z.ZodString {
  return z.string().min(1).register(pathMarks, { kind });
}

/** A model given either as a registry id (digits) or as a GGUF file path (see isRegistryId). */
export function modelRefArg(): z.ZodString {
  return z.string().min(1).register(pathMarks, { kind: "model-file", orRegistryId: true });
}

/** Whether a model reference names a registry entry rather than a file: the core reads digits as an id. */
export function isRegistryId(ref: string): boolean {
  return /^\d+$/.test(ref);
}

/**
 * The registry id a model reference names, or null for a file path: the one place a reference
 * given as text (the CLI's, a request's `judgeModel`) becomes an id. Ids the core already holds
 * as numbers (a run's judge) are passed as numbers and never go through text.
 */
export function registryIdOf(ref: string): number | null {
  return isRegistryId(ref) ? Number(ref) : null;
}

/** One path found in a call's arguments. `at` is where it sits, e.g. [0, "out"]. */
export interface MarkedPath {
  kind: PathKind;
  path: string;
  at: (string | number)[];
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The marked paths inside a value that `schema` has already validated, found by walking the
 * schema beside the value. Ids standing for models (orRegistryId) are left out: they are not paths.
 */
export function markedPaths(schema: z.core.$ZodType, value: unknown, at: (string | number)[] = []): MarkedPath[] {
  const mark = pathMarks.get(schema);
  if (mark) {
    if (typeof value !== "string" || (mark.orRegistryId && isRegistryId(value))) return [];
    return [{ kind: mark.kind, path: value, at }];
  }
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return value === undefined || value === null ? [] : markedPaths(inner("innerType"), value, at);
    case "lazy":
      return markedPaths((def["getter"] as () => z.core.$ZodType)(), value, at);
    case "pipe":
      return markedPaths(inner("in"), value, at);
    case "tuple": {
      if (!Array.isArray(value)) return [];
      const items = def["items"] as z.core.$ZodType[];
      const rest = def["rest"] as z.core.$ZodType | null;
      return value.flatMap((item, i) => {
        const itemSchema = items[i] ?? rest;
        return itemSchema ? markedPaths(itemSchema, item, [...at, i]) : [];
      });
    }
    case "array":
      return Array.isArray(value) ? value.flatMap((item, i) => markedPaths(inner("element"), item, [...at, i])) : [];
    case "object": {
      if (!isObject(value)) return [];
      const shape = def["shape"] as Record<string, z.core.$ZodType>;
      return Object.entries(shape).flatMap(([key, field]) => markedPaths(field, value[key], [...at, key]));
    }
    case "record":
      return isObject(value) ? Object.entries(value).flatMap(([key, item]) => markedPaths(inner("valueType"), item, [...at, key])) : [];
    case "intersection":
      return [...markedPaths(inner("left"), value, at), ...markedPaths(inner("right"), value, at)];
    case "union": {
      // The option that accepted the value, as the parse chose it (the first that fits).
      const option = (def["options"] as z.core.$ZodType[]).find((candidate) => z.safeParse(candidate, value).success);
      return option ? markedPaths(option, value, at) : [];
    }
    default:
      return [];
  }
}
