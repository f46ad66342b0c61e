import { isLlamaText, type LlamaGrammar, type LlamaModel, type LlamaText, type Token } from "node-llama-cpp";

type Trigger = LlamaText | string | readonly (string | Token)[];

/**
 * Ends generation where the chat format or the grammar says the answer is over. End-of-generation
 * tokens (EOS, EOT) already stop `sequence.evaluate`; this handles the rest: text such as
 * "\n### Human" for the General format or the blank lines a JSON grammar allows after the object,
 * and single special tokens that are not end-of-generation tokens.
 */
export class StopDetector {
  readonly tokens = new Set<Token>();
  readonly texts: string[] = [];
  /** Length of the longest text trigger: how much text a search needs to keep. */
  readonly longest: number;

  constructor(model: LlamaModel, triggers: readonly Trigger[]) {
    for (const trigger of triggers) {
      const values = isLlamaText(trigger) ? trigger.values : typeof trigger === "string" ? [trigger] : trigger;
      if (values.every((v) => typeof v === "string")) {
        const text = values.join("");
        if (text) this.texts.push(text);
        continue;
      }
      const tokens = isLlamaText(trigger) ? trigger.tokenize(model.tokenizer) : values.filter((v): v is Token => typeof v === "number");
      if (tokens.length === 1 && !model.isEogToken(tokens[0])) this.tokens.add(tokens[0]!);
    }
    this.longest = Math.max(0, ...this.texts.map((t) => t.length));
  }

  static forGrammar(model: LlamaModel, wrapperTriggers: readonly LlamaText[], grammar?: LlamaGrammar): StopDetector {
    return new StopDetector(model, grammar ? [...wrapperTriggers, ...grammar.stopGenerationTriggers] : wrapperTriggers);
  }

  get hasText(): boolean {
    return this.texts.length > 0;
  }

  /** Where the first text trigger starts in `text`, looking only at what `added` characters could complete; -1 if none. */
  findText(text: string, added: number): number {
    const from = Math.max(0, text.length - added - this.longest + 1);
    let found = -1;
    for (const trigger of this.texts) {
      const at = text.indexOf(trigger, from);
      if (at >= 0 && (found < 0 || at < found)) found = at;
    }
    return found;
  }
}
