/**
 * Line and column of offsets visited in increasing order, counted at LF
 * (so CRLF counts once, and a lone CR is not a line break); both 0 when
 * not `counting` (the `lines: false` option).
 */
export class Locator {
  /** 1-based line of `lineStart`. */
  line: number
  /** Absolute offset where the current line starts. */
  lineStart = 0
  /** Absolute offset of the next line feed not yet counted; -1 when not known. */
  private nextLineFeed = -1

  constructor(private readonly counting = true) {
    this.line = counting ? 1 : 0
  }

  /**
   * Move to `offset` (absolute, not before the last one) in `text`, whose
   * first character is at absolute offset `base`. The next line feed is
   * remembered, so many offsets on one long line cost one search.
   */
  advance(text: string, base: number, offset: number): void {
    if (!this.counting) return
    if (this.nextLineFeed < 0) this.nextLineFeed = search(text, base, Math.max(this.lineStart, base))
    let nextLineFeed = this.nextLineFeed
    if (nextLineFeed >= offset) return
    // One turn per line of the text: locals, and `indexOf` inline. (Measured
    // with --cpu-prof on the 8 MB prose corpus: 5.5 to 5.1 ms a run.)
    let line = this.line
    let lineStart = this.lineStart
    while (nextLineFeed < offset) {
      line++
      lineStart = nextLineFeed + 1
      const found = text.indexOf('\n', lineStart - base)
      nextLineFeed = found < 0 ? Number.POSITIVE_INFINITY : found + base
    }
    this.line = line
    this.lineStart = lineStart
    this.nextLineFeed = nextLineFeed
  }

  /** Forget the remembered line feed (the text it was searched in grew). */
  invalidate(): void {
    this.nextLineFeed = -1
  }

  /** 1-based column of `offset` (after `advance` to it). */
  column(offset: number): number {
    return this.counting ? offset - this.lineStart + 1 : 0
  }
}

/** Absolute offset of the first LF at or after `from`, or `Infinity`. */
function search(text: string, base: number, from: number): number {
  const found = text.indexOf('\n', from - base)
  return found < 0 ? Number.POSITIVE_INFINITY : found + base
}
