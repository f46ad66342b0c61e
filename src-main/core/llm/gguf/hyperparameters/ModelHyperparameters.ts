import { InvalidHyperparameterError } from "../../errors/InvalidHyperparameterError.ts";
import type { GgufHeaderFacts, GgufScalar } from "../GgufHeaderFacts.ts";

/** A count or size in the words of an error message: "4,294,967,295". */
export const fmt = (value: number): string => (Number.isFinite(value) ? value.toLocaleString("en-US", { maximumFractionDigits: 6 }) : String(value));

/**
 * A model's hyperparameters as llama.cpp reads them: the `{general.architecture}.…` keys, a
 * per-layer key either as one value for every layer or as an array of one per layer, and the
 * shapes of the tensors the rules compare them with. Rules refuse through `refuse`, which names
 * the key.
 */
export class ModelHyperparameters {
  readonly file: string;
  readonly architecture: string;
  private readonly facts: GgufHeaderFacts;

  constructor(file: string, architecture: string, facts: GgufHeaderFacts) {
    this.file = file;
    this.architecture = architecture;
    this.facts = facts;
  }

  /** The full key of an architecture key: `attention.head_count` -> `llama.attention.head_count`. */
  key(suffix: string): string {
    return `${this.architecture}.${suffix}`;
  }

  has(suffix: string): boolean {
    const key = this.key(suffix);
    return this.facts.scalars.has(key) || this.facts.arrayLengths.has(key);
  }

  /** Every architecture key present, scalar or array, by its suffix. */
  suffixes(): string[] {
    const prefix = `${this.architecture}.`;
    return [...this.facts.scalars.keys(), ...this.facts.arrayLengths.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  }

  /** A scalar key's number (a flag counts as 0 or 1); NaN when it holds text or an array; undefined when absent. */
  number(suffix: string): number | undefined {
    const key = this.key(suffix);
    if (this.facts.arrayLengths.has(key)) return Number.NaN;
    const value = this.facts.scalars.get(key);
    return value === undefined ? undefined : toNumber(value);
  }

  text(suffix: string): string | undefined {
    const value = this.facts.scalars.get(this.key(suffix));
    return typeof value === "string" ? value : undefined;
  }

  /** The length of an array key; undefined for a scalar or an absent key. */
  arrayLength(suffix: string): number | undefined {
    return this.facts.arrayLengths.get(this.key(suffix));
  }

  /**
   * A per-layer key's value for each of `layers` layers: the array as it is (when it has the
   * right length, which `layerArrayRules` checks first), or the scalar repeated. Undefined when absent.
   */
  perLayer(suffix: string, layers: number): number[] | undefined {
    const array = this.facts.arrays.get(this.key(suffix));
    if (array) return array.map(toNumber);
    const value = this.number(suffix);
    return value === undefined ? undefined : Array.from({ length: layers }, () => value);
  }

  /** The number of tokens in the vocabulary (tokenizer.ggml.tokens); undefined without one. */
  get vocabularySize(): number | undefined {
    return this.facts.arrayLengths.get("tokenizer.ggml.tokens");
  }

  /** A tensor's shape, contiguous dimension first; undefined when the file has no such tensor. */
  tensor(name: string): number[] | undefined {
    return this.facts.tensors.get(name);
  }

  /** True when layer `layer` has any of these tensors, e.g. ["attn_q", "attn_qkv"]. */
  layerHas(layer: number, kinds: readonly string[]): boolean {
    return kinds.some((kind) => this.facts.tensors.has(`blk.${layer}.${kind}.weight`));
  }

  /** Refuses the file, naming `suffix`'s full key; `problem` finishes "its <key> ...". */
  refuse(suffix: string, problem: string): never {
    throw new InvalidHyperparameterError(this.file, this.key(suffix), problem);
  }

  /** Refuses the file naming a key outside the architecture's (a tensor, a tokenizer key). */
  refuseKey(key: string, problem: string): never {
    throw new InvalidHyperparameterError(this.file, key, problem);
  }
}

function toNumber(value: GgufScalar): number {
  if (typeof value === "string") return Number.NaN;
  return Number(value);
}
