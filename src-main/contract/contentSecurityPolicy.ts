/**
 * The renderer's Content-Security-Policy: only our own scripts, no eval, no remote loads. pdf.js
 * renders from blobs in a worker and canvas images come from data: URLs, hence those sources.
 * Sent as a response header for every page of the desktop app (app://) and of `distillate
 * serve`, and repeated in index.html. It lives in the contract because both transports send it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");
