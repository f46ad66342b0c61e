/**
 * A page with no title page: a book's or report's page that opens with a section heading in
 * large type and short paragraphs under it, then a long one. The heading is the page's largest
 * text, so it is read as the title; what stood between it and the first long paragraph (taken as
 * an abstract) used to be read as front matter and dropped. Our own words.
 */
import { BODY, MARGIN, Sheet, TEXT_WIDTH, TITLE, type Style } from "./layoutSheet.ts";

export const OPENING = {
  heading: "Exercises on Moving Bodies",
  opening: [
    "For the exercises below, each function gives the position of a cart rolling along a straight track.",
    "Find the velocity of the cart at each moment, and say when it slows down or speeds up.",
    // Prose that says an address's word in lower case ("center") is no address.
    "Mark the center of the track with chalk, and find the moment the cart passes over the mark.",
  ],
  long: "A stone is dropped from the top of a tower and falls freely until it reaches the ground below. Its height above the ground after a given number of seconds follows from the height of the tower and the pull of gravity, and the time it takes to fall grows with the square root of the height it falls from, which the exercise asks you to show.",
  after: [
    "A ball is thrown upward from the edge of a roof and lands on the pavement below after some seconds of flight.",
    "Compare the speed of the ball as it passes the edge of the roof on its way down with the speed it was thrown at.",
  ],
  /** Names under the title: then the page is a title page, and what stands between is front matter. */
  names: "Ada Example and Ben Sample",
};

const AUTHORS: Style = { font: "Times-Roman", size: 11, leading: 14 };

/** The page drawn; `withNames` prints author names under the heading, as a title page would. */
export function openingParagraphsPdf(withNames = false): Promise<Uint8Array> {
  const sheet = new Sheet();
  let y = sheet.paragraph(OPENING.heading, MARGIN, 90, TEXT_WIDTH, TITLE) + 6;
  if (withNames) {
    sheet.text(OPENING.names, MARGIN, y, AUTHORS);
    y += 2 * AUTHORS.leading;
  }
  for (const text of OPENING.opening) y = sheet.paragraph(text, MARGIN, y, TEXT_WIDTH, BODY) + 6;
  y = sheet.paragraph(OPENING.long, MARGIN, y, TEXT_WIDTH, BODY) + 6;
  for (const text of OPENING.after) y = sheet.paragraph(text, MARGIN, y, TEXT_WIDTH, BODY) + 6;
  return sheet.render();
}
