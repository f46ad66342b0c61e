import { memo, useEffect, useRef, type ReactNode } from "react";
import type { PaperReading } from "@contract/paperDetail.ts";
import { splitMarks, type CharRange, type Passage } from "./evidence.ts";
import { passagesBySection } from "./passagesBySection.ts";

/** Where the text should scroll to: the selected QA's first mark, or a section; `nonce` tells two asks apart. */
export type TextTarget = { kind: "evidence"; nonce: number } | { kind: "section"; sectionId: number; nonce: number };

interface ReadingTextProps {
  reading: PaperReading;
  /** Ranges to mark, by passage id (the selected QA's evidence). */
  marks: Map<number, CharRange[]>;
  target: TextTarget | null;
  /** Whether the text is on screen: a target asked for while it is hidden is reached when it shows. */
  visible: boolean;
}

const KIND_LABEL: Partial<Record<Passage["kind"], string>> = { caption: "Caption", footnote: "Footnote", equation: "Equation", table: "Table" };

/** The text as extracted, section by section, with the selected QA's evidence marked. */
export function ReadingText({ reading, marks, target, visible }: ReadingTextProps) {
  const container = useRef<HTMLDivElement>(null);
  const reached = useRef<number | null>(null);
  const groups = passagesBySection(reading);

  useEffect(() => {
    if (!target || !visible || reached.current === target.nonce) return;
    reached.current = target.nonce;
    if (target.kind === "evidence") {
      container.current?.querySelector("mark")?.scrollIntoView({ block: "center" });
      return;
    }
    const heading = container.current?.querySelector<HTMLElement>(`[data-section-id="${target.sectionId}"]`);
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  }, [target, visible]);

  return (
    <div ref={container} className="reading-text">
      {groups.map(({ section, passages }) => (
        <section key={section?.id ?? "front"} className="reading-section">
          {section && (
            <SectionHeading level={section.level} id={section.id}>
              {section.number ? `${section.number} ` : ""}
              {section.heading}
            </SectionHeading>
          )}
          {passages.map((passage) => (
            <PassageText key={passage.id} passage={passage} ranges={marks.get(passage.id)} />
          ))}
        </section>
      ))}
      {reading.references.length > 0 && (
        <section className="reading-section">
          <h3 className="reading-heading">References</h3>
          <ol className="reading-references">
            {reading.references.map((reference, i) => (
              <li key={i}>{reference}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function SectionHeading({ level, id, children }: { level: number; id: number; children: ReactNode }) {
  // The view's h1 is the title and the panes are h2, so paper sections start at h3.
  const Tag = (["h3", "h4", "h5", "h6"] as const)[Math.min(3, Math.max(0, level - 1))]!;
  return (
    <Tag className="reading-heading" data-section-id={id} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** One passage; memoised so selecting a QA re-renders only the passages whose marks change. */
const PassageText = memo(function PassageText({ passage, ranges }: { passage: Passage; ranges: CharRange[] | undefined }) {
  const label = KIND_LABEL[passage.kind];
  return (
    <p className={`passage passage-${passage.kind}`} data-passage-id={passage.id} data-page={passage.page}>
      {label && <span className="passage-kind">{label}</span>}
      {ranges
        ? splitMarks(passage.text, ranges).map((segment, i) =>
            segment.mark ? (
              <mark key={i} className="evidence-mark">
                {segment.text}
              </mark>
            ) : (
              <span key={i}>{segment.text}</span>
            ),
          )
        : passage.text}
    </p>
  );
});
