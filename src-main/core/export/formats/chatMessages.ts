import type { ChatLine } from "../../../contract/exportLayouts.ts";
import { contextText } from "./contextText.ts";
import type { FileFormatWriter } from "./FormatWriter.ts";

/** The system message of every example: what the assistant is for, in one sentence. */
export const CHAT_SYSTEM_PROMPT = "You answer questions about scientific papers accurately and concisely.";
/** The system message of open-book examples. */
export const CHAT_SYSTEM_PROMPT_OPEN_BOOK = "You answer questions about scientific papers from the excerpt given, and say so when the excerpt does not contain the answer.";

/**
 * Chat fine-tuning lines as OpenAI's fine-tuning API and the ShareGPT/"messages" loaders of
 * Axolotl, LLaMA-Factory and TRL read them: `{"messages": [system, user, assistant]}` and
 * nothing else (OpenAI refuses unknown keys). Open-book puts the evidence before the question;
 * closed-book asks the question alone, as SciQAG trains, and leaves out "not answerable"
 * negatives, which mean nothing without the text they refer to.
 */
export const chatMessages: FileFormatWriter = {
  kind: "file",
  format: "chat",
  start: () => "",
  record(record, _index, context) {
    const open = (context.options.book ?? "open") === "open";
    if (!open && record.negative) return null;
    const user = open ? `Excerpt:\n${contextText(record, context)}\n\nQuestion: ${record.question}` : record.question;
    const line: ChatLine = {
      messages: [
        { role: "system", content: open ? CHAT_SYSTEM_PROMPT_OPEN_BOOK : CHAT_SYSTEM_PROMPT },
        { role: "user", content: user },
        { role: "assistant", content: record.answer },
      ],
    };
    return `${JSON.stringify(line)}\n`;
  },
  end: () => "",
};
