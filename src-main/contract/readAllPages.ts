/**
 * The one loop through which the CLI and the views read a list answered a page at a time (a run's
 * items, the runs, the imported datasets): the first page, then each `next` in turn. A `next` that
 * does not move on in the list's own order ends the reading rather than asking again, so a server
 * that hands back the same cursor cannot keep a caller asking forever.
 */
export async function readAllPages<Page extends { next: Cursor | null }, Row, Cursor>(
  page: (after: Cursor | undefined) => Promise<Page>,
  rowsOf: (part: Page) => readonly Row[],
  movesOn: (from: Cursor, to: Cursor) => boolean,
): Promise<Row[]> {
  let part = await page(undefined);
  const all = [...rowsOf(part)];
  let last: Cursor | null = null;
  while (part.next !== null && (last === null || movesOn(last, part.next))) {
    last = part.next;
    part = await page(last);
    all.push(...rowsOf(part));
  }
  return all;
}
