import type { PaperReading } from "@contract/paperDetail.ts";

interface SectionOutlineProps {
  sections: PaperReading["sections"];
  onOpen(section: PaperReading["sections"][number]): void;
}

/** The paper's headings; choosing one scrolls the text there and turns the PDF to its page. */
export function SectionOutline({ sections, onOpen }: SectionOutlineProps) {
  if (sections.length === 0) return <p className="muted pane-empty">The paper has no headings the reader could find.</p>;
  return (
    <nav aria-label="Section outline">
      <ul className="outline">
        {sections.map((section) => (
          <li key={section.id} style={{ paddingLeft: `${(Math.max(1, section.level) - 1) * 14}px` }}>
            <button type="button" className="outline-item" onClick={() => onOpen(section)}>
              {section.number && <span className="outline-number">{section.number}</span>}
              <span className="outline-heading">{section.heading}</span>
              {section.page !== null && <span className="outline-page muted">p. {section.page}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
