// Where each number of a valid GGUF header sits, for tests that damage headers on purpose: the
// fuzz test sets these fields to huge values, the unit tests rewrite one named field.

export type GgufFieldRole =
  | "version"
  | "tensor count"
  | "key count"
  | "string length"
  | "value type"
  | "array element type"
  | "array length"
  | "dimension count"
  | "dimension"
  | "tensor type"
  | "data offset";

export interface GgufField {
  offset: number;
  width: 4 | 8;
  role: GgufFieldRole;
  /** The key or tensor the field belongs to, when it belongs to one. */
  owner?: string;
}

const SCALAR_BYTES: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };

/** The numeric fields of a valid GGUF header in file order, and the offset where the tensor descriptions end. */
export function ggufFields(bytes: Buffer): { fields: GgufField[]; headerEnd: number } {
  const fields: GgufField[] = [];
  let at = 4;
  const u32 = (role: GgufFieldRole, owner?: string): number => {
    fields.push({ offset: at, width: 4, role, owner });
    at += 4;
    return bytes.readUInt32LE(at - 4);
  };
  const u64 = (role: GgufFieldRole, owner?: string): number => {
    fields.push({ offset: at, width: 8, role, owner });
    at += 8;
    return Number(bytes.readBigUInt64LE(at - 8));
  };
  const text = (owner?: string): string => {
    const length = u64("string length", owner);
    at += length;
    return bytes.toString("utf8", at - length, at);
  };
  const value = (type: number, owner: string): void => {
    if (type === 8) text(owner);
    else at += SCALAR_BYTES[type]!;
  };
  u32("version");
  const tensors = u64("tensor count");
  const keys = u64("key count");
  for (let k = 0; k < keys; k++) {
    const key = text();
    const type = u32("value type", key);
    if (type !== 9) {
      value(type, key);
      continue;
    }
    const elementType = u32("array element type", key);
    const length = u64("array length", key);
    for (let e = 0; e < length; e++) value(elementType, key);
  }
  for (let t = 0; t < tensors; t++) {
    const name = text();
    const dimensions = u32("dimension count", name);
    for (let d = 0; d < dimensions; d++) u64("dimension", name);
    u32("tensor type", name);
    u64("data offset", name);
  }
  return { fields, headerEnd: at };
}

/** Writes `value` into `field` of a copy of `bytes`. */
export function withField(bytes: Buffer, field: GgufField, value: bigint): Buffer {
  const copy = Buffer.from(bytes);
  if (field.width === 4) copy.writeUInt32LE(Number(value & 0xffffffffn), field.offset);
  else copy.writeBigUInt64LE(value & 0xffffffffffffffffn, field.offset);
  return copy;
}
