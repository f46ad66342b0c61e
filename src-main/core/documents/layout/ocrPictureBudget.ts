// The bounds a page must keep to be rendered for OCR: each stops one way a hostile or freak PDF
// (a poster, a tiled background, thousands of pictures) takes minutes and gigabytes a page.
/**
 * The most pixels one page is rendered to (a 300 dpi A3 page is 17.4 M): a page drawn larger
 * (a poster, a page box set in metres) is rendered at less than 300 dpi so its canvas stays
 * within about 100 MB.
 */
export const OCR_MAX_RENDER_PIXELS = 25_000_000;
/**
 * The largest picture a page may hold to be read (width x height): decoding one takes 4 bytes a
 * pixel, so this bounds a page at about 200 MB. A 600 dpi scan of a Letter page is 33.7 M.
 */
export const OCR_MAX_IMAGE_PIXELS = 50_000_000;
/**
 * The most pixels all the pictures of one page may hold together: a 600 dpi scan split in three
 * layers (text, pictures, background) is about 100 M on a Letter page. Each picture is under
 * OCR_MAX_IMAGE_PIXELS, but a 190 KB file drew 400 of 49 M each on one page, and rendering it
 * was still decoding at 300 s and 7.3 GB. Decoding takes 4 bytes a pixel: about 600 MB a page.
 */
export const OCR_MAX_PAGE_PICTURE_PIXELS = 150_000_000;
/**
 * The most pictures one page may draw to be read by OCR. pdf.js decodes each while it builds the
 * page's list of drawing operations, before any pixel is drawn: a page of 20,000 tiny pictures
 * took 10.2 s and 640 MB for the list, 62 s and 959 MB to import, and OCR read noise. The busiest
 * page among 78 publishers' papers (the fixture PDFs) draws 1,349; a scan draws one to three.
 * A picture drawn again is decoded once and counts once here (see OCR_MAX_PAGE_DRAWS).
 */
export const OCR_MAX_PAGE_PICTURES = 4000;
/**
 * The most times one page may draw its pictures (a picture drawn again counts again). A tiled
 * background repeats one small picture: one 8 x 8 picture drawn 100,000 times renders in 7.1 s
 * and 241 MB (500,000 times: 26.9 s, 331 MB), against 23.8 s and 757 MB for 20,000 distinct ones;
 * the bound keeps the list of drawing operations and the drawing to about a busy page's cost.
 */
export const OCR_MAX_PAGE_DRAWS = 100_000;
/**
 * The most area one page's pictures may cover, summed over their draws, in pages' worth (the
 * page's own area). Each draw paints the pixels it covers: one page-sized 300 dpi picture drawn
 * 50 times over its page renders in 13.6 s under load (0.25 s a draw; 3,999 draws would take
 * about a quarter of an hour), though it is decoded once and counts once among the pictures. The
 * busiest page among 214 real PDFs (the 78 publishers' papers and the table suites' 136) covers
 * 2.7 pages' worth; a scan covers one, or a few with its layers.
 */
export const OCR_MAX_PAGE_AREAS = 50;
/**
 * The most pixels one page's draws may copy of their pictures, summed over draws (DrawnPixels).
 * pdf.js copies a picture's every pixel to draw it, at any size: one 7,000 x 7,000 picture drawn
 * ten times as two-point squares covers almost nothing (OCR_MAX_PAGE_AREAS) and counts once among
 * the pictures (OCR_MAX_PAGE_PICTURE_PIXELS), yet rendered in 158 s under load (one draw: 15 s;
 * 3,999 draws would take most of a day). Twice OCR_MAX_PAGE_PICTURE_PIXELS, so every page that
 * draws each of its pictures once is still read; the busiest page among 214 real PDFs (the 78
 * publishers' and OCR tuning papers, the table suites' 136) copies 27 M (bench/ocrDrawnPixels.ts).
 */
export const OCR_MAX_PAGE_DRAWN_PIXELS = 2 * OCR_MAX_PAGE_PICTURE_PIXELS;
