import { describe, expect, it } from "vitest";
import { charFamilies, differingRuns } from "../../support/ocrCharFamilies.ts";

// The sorting a round reads to choose which family of a scan's lost characters to fix: a family
// put in the wrong bin sends that round after the wrong cause.
const PROSE = "The samples were kept at four degrees and read the next morning by two observers who did not know the group.";

describe("ocrCharFamilies", () => {
  it("aligns two word lists and returns only the runs they differ by", () => {
    expect(differingRuns(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toEqual([
      { lost: ["b"], extra: ["x"] },
      { lost: [], extra: ["e"] },
    ]);
  });

  it("tells a misspelt word, a dropped full stop and a joined hyphen apart", () => {
    const scan = PROSE.replace("morning", "rnorning").replace("two", "tvvo");
    const families = charFamilies(`${PROSE} inter-strand links by Smith et al., as`, `${scan} interstrand links by Smith et al, as`).map((d) => d.family).sort();
    expect(families).toEqual(["letters", "letters", "signs", "spaces and hyphens"]);
  });

  it("counts a paragraph only one reading keeps as a block, and one read elsewhere as moved", () => {
    const note = "A footnote the other reading keeps in its notes instead of the body text";
    const lost = charFamilies(`${PROSE} ${note}`, PROSE);
    expect(lost).toEqual([{ family: "lost block", digital: note, scan: "", chars: note.length + 1 }]);
    const moved = charFamilies(`${note} ${PROSE}`, `${PROSE} ${note}`);
    expect(new Set(moved.map((d) => d.family))).toEqual(new Set(["moved"]));
  });

  it("sorts a misread symbol or number with the digits and math", () => {
    expect(charFamilies("a mass of 10 μg per well", "a mass of 10 pg per well").map((d) => d.family)).toEqual(["digits and math"]);
  });
});
