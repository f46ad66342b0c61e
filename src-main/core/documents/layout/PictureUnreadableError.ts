/** A page's picture that could not be decoded for OCR (too large, or damaged). */
export class PictureUnreadableError extends Error {
  override readonly name = "PictureUnreadableError";
  /** What pdf.js said of a damaged picture, in its own words: for the log, not for the user. */
  readonly detail: string | undefined;
  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }

  /** Too large for the bounds here: `why` says which. */
  static tooLarge(why: string): PictureUnreadableError {
    return new PictureUnreadableError(`its picture could not be read (${why})`);
  }

  /** A page drawing more pictures than `max`: counted while pdf.js lists them, and stopped there. */
  static tooMany(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws more than ${max.toLocaleString("en-US")} pictures, too many to read`);
  }

  /** A page drawing its pictures more than `max` times in all (one picture repeated counts each time). */
  static drawnTooOften(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures more than ${max.toLocaleString("en-US")} times, too many to read`);
  }

  /** A page whose pictures, drawn, cover more than `max` times its own area (counted only until past it). */
  static drawnOverTooLarge(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures over an area more than ${max.toLocaleString("en-US")} times the page's, too much to read`);
  }

  /** A page whose draws copy more than `max` of their pictures' pixels in all (a large picture drawn again and again, however small). */
  static copiedTooMuch(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures again and again, more than ${(max / 1e6).toLocaleString("en-US")} million pixels in all, too much to read`);
  }

  /** A picture pdf.js could not decode, told in the app's words with the picture's kind; pdf.js's own (`words`) kept as the detail. */
  static damaged(words: string | undefined): PictureUnreadableError {
    const kind = PICTURE_KINDS.find(([pattern]) => pattern.test(words ?? ""))?.[1];
    return new PictureUnreadableError(`its picture is damaged and cannot be read${kind ? ` (${kind})` : ""}`, words?.replace(/^Warning:\s*/, "") ?? "pdf.js decoded nothing");
  }
}

/** pdf.js names the decoder that failed in its error's name; the user is told the picture's format. */
const PICTURE_KINDS: [RegExp, string][] = [
  [/JpegError/, "JPEG"],
  [/JpxError/, "JPEG 2000"],
  [/Jbig2Error/, "JBIG2"],
  [/CCITT/i, "CCITT fax"],
];

/** The warning in which pdf.js said it could not decode a page's picture, if it said so. */
export const undecodedWarning = (warnings: readonly string[]): string | undefined => warnings.find((w) => /Unable to decode image|JpegError|JpxError|Jbig2Error|CCITT/i.test(w));
