import type { ReactNode } from "react";
import "./shared.css";

export type BadgeTone = "neutral" | "ok" | "warn" | "danger" | "accent";

/** A small label whose words carry the meaning; the tone only repeats it in color. */
export function Badge({ tone = "neutral", title, children }: { tone?: BadgeTone; title?: string; children: ReactNode }) {
  return (
    <span className={`badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}
