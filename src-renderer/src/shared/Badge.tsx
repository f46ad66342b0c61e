import type { ReactNode } from "react";
import type { VerdictTone } from "@contract/scoreWords.ts";
import "./shared.css";

/** A verdict's tones, and two of the badge's own: a warning, and an accent for what is neither good nor bad. */
export type BadgeTone = VerdictTone | "warn" | "accent";

/** A small label whose words carry the meaning; the tone only repeats it in color. */
export function Badge({ tone = "neutral", title, children }: { tone?: BadgeTone; title?: string; children: ReactNode }) {
  return (
    <span className={`badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}
