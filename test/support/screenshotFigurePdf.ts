/**
 * A generated page whose figure is a screenshot of another document: a framed panel of three
 * columns of small type (5.5 pt against a 10 pt body), a caption under it, and the paper's body
 * paragraphs above and below. On a scan the panel's sentences are text to OCR like any other;
 * a born-digital page has none for a picture, and the body must not take them. Laid out by hand,
 * one line at a time; the text is our own.
 */
import { TITLE_PAGE_LEFT as LEFT, titlePagePdf } from "./titlePageSheet.ts";

const BODY_ABOVE = [
  "Readers who come to a field from outside it meet papers written for those already inside.",
  "The terms are unfamiliar, the methods assumed, and the findings hedged in ways that only",
  "experts weigh well. We built a reading aid that sits beside the paper and answers the few",
  "questions such readers ask most, pointing each answer back to the passage it comes from.",
];

const BODY_BELOW = [
  "The aid never replaces the paper: every answer it gives is a link into the page, so the",
  "reader can check it against the authors' own words. We asked twelve readers to use it on",
  "two papers each and compared what they understood with readers of the plain page alone.",
];

/** The screenshot's two columns: a page of some other document, shown small. */
const PANEL_LEFT = [
  "Glacial lakes grow as the ice behind them",
  "retreats, and a lake dammed by loose rock",
  "can burst without warning. Surveys of the",
  "basin counted forty such lakes in one year",
  "and sixty a decade later. Most are small.",
  "The largest hold enough water to flood the",
  "valley floor for many kilometres below.",
];
const PANEL_MIDDLE = [
  "Sediment carried by the outflow settles in",
  "fans at each bend of the river, and older",
  "fans record earlier floods. Dating their",
  "layers gives the history of past bursts,",
  "some of which reached villages that stand",
  "today. Residents recall two such floods.",
  "Records before them are only of oral kind.",
];
const PANEL_RIGHT = [
  "Monitoring relies on satellite images taken",
  "every few days, which show a lake's outline",
  "but not its depth. Field teams sound the",
  "depth by boat where they can reach it and",
  "estimate the rest from the shape of the",
  "shore. Warning systems at the outlet send",
  "an alarm when the water level falls fast.",
];

export interface ScreenshotFigurePage {
  bytes: Uint8Array;
  /** The paper's own body sentences, above and below the figure. */
  body: string[];
  /** The screenshot's lines. */
  panel: string[];
}

export async function screenshotFigurePdf(): Promise<ScreenshotFigurePage> {
  const bytes = await titlePagePdf((pen) => {
    const { doc } = pen;
    pen.line("Reading Aids for Papers Outside One's Field", "Times-Bold", 16, 40);
    pen.line("1. Introduction", "Times-Bold", 12, 20);
    pen.lines(BODY_ABOVE, "Times-Roman", 10, 13);
    // The screenshot: a grey frame around two columns of small type.
    const top = pen.y + 14;
    const panelHeight = 16 + 2 * PANEL_LEFT.length * 7.5;
    doc.lineWidth(1.5).strokeColor("#555555").rect(LEFT, top, 468, panelHeight).stroke();
    doc.fillColor("black");
    // Three columns of a page shown whole, twice over (its top and its bottom half), as a screenshot shows a page.
    for (const [n, column] of [PANEL_LEFT, PANEL_MIDDLE, PANEL_RIGHT].entries()) {
      [...column, ...column].forEach((text, i) => doc.font("Helvetica").fontSize(5.5).text(text, LEFT + 10 + n * 152, top + 10 + i * 7.5, { lineBreak: false }));
    }
    pen.y = top + panelHeight + 12;
    pen.line("Figure 1. A page of another paper as the reading aid shows it.", "Times-Roman", 9, 24);
    pen.lines(BODY_BELOW, "Times-Roman", 10, 13);
  });
  return { bytes, body: [...BODY_ABOVE, ...BODY_BELOW], panel: [...PANEL_LEFT, ...PANEL_MIDDLE, ...PANEL_RIGHT] };
}
