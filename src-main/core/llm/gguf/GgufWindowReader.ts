import type { FileHandle } from "node:fs/promises";

/**
 * Reads a file front to back through one fixed-size window, so that checking a header never holds
 * more than `windowBytes` of it, whatever its numbers claim. Callers ask `has(n)` and `fill(n)`
 * before the synchronous reads: most values are already in the window, and awaiting only on a
 * refill keeps a 250,000-token vocabulary from costing a million awaits.
 */
export class GgufWindowReader {
  /** Offset in the file of the next byte to read. */
  position = 0;
  readonly fileSize: number;
  private readonly handle: FileHandle;
  private readonly window: Buffer;
  private windowStart = 0;
  private windowLength = 0;

  /**
   * `windowBytes` bounds the memory of a read and the longest `fill`. Defaults to 64 KiB: the
   * longest key name we accept, and few enough bytes past a small header to keep a check of a
   * small file cheap (measured in bench/gguf.bench.ts).
   */
  constructor(handle: FileHandle, fileSize: number, windowBytes = 1 << 16) {
    this.handle = handle;
    this.fileSize = fileSize;
    this.window = Buffer.alloc(windowBytes);
  }

  /** Bytes between the position and the end of the file. */
  get remaining(): number {
    return this.fileSize - this.position;
  }

  /** True when the next `length` bytes are in the window. */
  has(length: number): boolean {
    return this.position >= this.windowStart && this.position + length <= this.windowStart + this.windowLength;
  }

  /**
   * Loads the window from the position so that `has(length)` holds. False when the file ends
   * first (the window then holds what is left). `length` must fit the window.
   */
  async fill(length: number): Promise<boolean> {
    if (length > this.window.length) throw new RangeError(`a read of ${length} bytes does not fit the ${this.window.length}-byte window`);
    const want = Math.min(this.window.length, this.remaining);
    const { bytesRead } = await this.handle.read(this.window, 0, want, this.position);
    this.windowStart = this.position;
    this.windowLength = bytesRead;
    return this.has(length);
  }

  /** Up to `length` bytes from the start of the file, when the window still starts there. */
  peekFromStart(length: number): Buffer {
    return this.windowStart === 0 ? this.window.subarray(0, Math.min(length, this.windowLength)) : Buffer.alloc(0);
  }

  u32(): number {
    return this.window.readUInt32LE(this.advance(4));
  }

  u64(): bigint {
    return this.window.readBigUInt64LE(this.advance(8));
  }

  /** A numeric or boolean metadata value of GGUF value type `type` (not a string or array). */
  scalar(type: number): number | bigint | boolean {
    const w = this.window;
    switch (type) {
      case 0: return w.readUInt8(this.advance(1));
      case 1: return w.readInt8(this.advance(1));
      case 2: return w.readUInt16LE(this.advance(2));
      case 3: return w.readInt16LE(this.advance(2));
      case 4: return w.readUInt32LE(this.advance(4));
      case 5: return w.readInt32LE(this.advance(4));
      case 6: return w.readFloatLE(this.advance(4));
      case 7: return w.readUInt8(this.advance(1)) !== 0;
      case 10: return w.readBigUInt64LE(this.advance(8));
      case 11: return w.readBigInt64LE(this.advance(8));
      case 12: return w.readDoubleLE(this.advance(8));
      default: throw new RangeError(`value type ${type} is not a scalar`);
    }
  }

  text(length: number): string {
    const start = this.advance(length);
    return this.window.toString("utf8", start, start + length);
  }

  /** Moves past `length` bytes without reading them (they may lie beyond the window). */
  skip(length: number): void {
    this.position += length;
  }

  /** Window index of the next `length` bytes, moving past them; they must be in the window. */
  private advance(length: number): number {
    if (!this.has(length)) throw new RangeError("read outside the loaded window");
    const index = this.position - this.windowStart;
    this.position += length;
    return index;
  }
}
