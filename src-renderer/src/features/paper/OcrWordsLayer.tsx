import type { OcrWord } from "@contract/ocrWords.ts";
import { isDoubtfulWord, wordType } from "./ocrOverlay.ts";

interface OcrWordsLayerProps {
  words: OcrWord[];
  /** The page's size in PDF units, the words' coordinates. */
  width: number;
  height: number;
}

/**
 * The words OCR read, each drawn over its place on the page picture on a pale ground so it reads
 * over the scan. SVG in the page's own units: the browser scales it with the page, and stretches
 * each word to its box's width, so a word sits on the one it was read from. The text can be
 * selected and copied.
 */
export function OcrWordsLayer({ words, width, height }: OcrWordsLayerProps) {
  return (
    <svg className="ocr-words" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" data-testid="ocr-words">
      {words.map((word, i) => {
        const doubtful = isDoubtfulWord(word);
        const type = wordType(word);
        return (
          <g key={i} className={doubtful ? "ocr-word doubtful" : "ocr-word"} data-confidence={word.confidence}>
            <rect x={word.x} y={word.y} width={word.w} height={word.h} />
            <text x={word.x} y={type.baseline} fontSize={type.fontSize} textLength={word.w} lengthAdjust="spacingAndGlyphs">
              {word.text}
            </text>
            {doubtful && <line x1={word.x} x2={word.x + word.w} y1={word.y + word.h} y2={word.y + word.h} />}
          </g>
        );
      })}
    </svg>
  );
}
