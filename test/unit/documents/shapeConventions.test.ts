// The "shape right, conventions mapped" figure (test/support/tables/shapeConventions.ts): each
// convention maps the truth's way of typing a table and nothing the reader got wrong.
import { describe, expect, it } from "vitest";
import { gridFigures } from "../../support/tables/gridFigures.ts";
import { shapeMissKind, shapeRightMapped, shapeWithConventions, withoutNoteRows, withStackedLinesFolded } from "../../support/tables/shapeConventions.ts";

const body = [
  ["Left", "Military", "0.0287"],
  ["", "Union", "0.0196"],
];

describe("a found table's shape with the truth's conventions mapped", () => {
  it("keeps a right shape right and says how a wrong one differs", () => {
    const right = gridFigures(body, body);
    expect(right.misshapen).toBeUndefined();
    expect(shapeWithConventions(right).right).toBe(true);
    expect(shapeMissKind(gridFigures([...body, ["x", "y", "z"]], body))).toBe("rows under");
    expect(shapeMissKind(gridFigures(body, body.map((r) => r.slice(1))))).toBe("columns under");
    expect(shapeMissKind(gridFigures(body, [["a", "b", "c", "d"]]))).toBe("both");
  });

  it("drops a spacer column the truth keeps and the page prints nothing in", () => {
    const truth = body.map((r) => [r[0]!, "", r[1]!, r[2]!]);
    const g = gridFigures(truth, body);
    expect(g.shapeRight).toBe(false);
    expect(shapeWithConventions(g)).toMatchObject({ right: true, emptyLines: true });
  });

  it("drops a note typed as the truth's last row only when the found table holds its text nowhere", () => {
    const noted = [...body, ["Note: values are shares.", "", ""]];
    expect(withoutNoteRows(noted, body)).toEqual(body);
    expect(shapeWithConventions(gridFigures(noted, body))).toMatchObject({ right: true, notes: true });
    // A one-cell row the reader joined to the row above is still in the found table: not a note.
    const joined = [body[0]!, ["Union more", "Union", "0.0196"]];
    expect(withoutNoteRows([...body, ["more", "", ""]], joined)).toHaveLength(3);
  });

  it("joins a heading printed over two lines that the truth keeps as two rows, where the join is the found row", () => {
    const truth = [["Political", "Theme", "Comm/"], ["Orient.", "", "View"], ...body];
    const found = [["Political Orient.", "Theme", "Comm/ View"], ...body];
    expect(withStackedLinesFolded(truth, found).expected).toEqual(found);
    expect(shapeWithConventions(gridFigures(truth, found))).toMatchObject({ right: true, stackedLines: true });
    // The other way: two found rows the truth keeps as one cell of two lines.
    expect(shapeWithConventions(gridFigures(found, truth))).toMatchObject({ right: true, stackedLines: true });
  });

  it("maps nothing where the rows differ in text: a row the reader lost stays a wrong shape", () => {
    const g = gridFigures([["Stub", "A", "B"], ...body, ["Total", "1", "2"]], [["Stub", "A", "B"], ...body]);
    expect(shapeWithConventions(g).right).toBe(false);
    expect(shapeRightMapped([g, gridFigures(body, body)])).toBe(1);
  });
});
