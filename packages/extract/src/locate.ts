/**
 * Line and column of offsets visited in increasing order, counted at LF
 * (so CRLF counts once, and a lone CR is not a line break).
 */
export class Locator {
  /** 1-based line of `lineStart`. */
  line = 1
  /** Absolute offset where the current line starts. */
  lineStart = 0
  /** Absolute offset of the next line feed not yet counted; -1 when not known. */
  private nextLineFeed = -1

  /**
   * Move to `offset` (absolute, not before the last one) in `text`, whose
   * first character is at absolute offset `base`. The next line feed is
   * remembered, so many offsets on one long line cost one search.
   */
  advance(text: string, base: number, offset: number): void {
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
    return offset - this.lineStart + 1
  }
}

/** Absolute offset of the first LF at or after `from`, or `Infinity`. */
function search(text: string, base: number, from: number): number {
  const found = text.indexOf('\n', from - base)
  return found < 0 ? Number.POSITIVE_INFINITY : found + base
}

/** A deferred line: where to count it, and, once read or assigned, its value. */
interface DeferredLine {
  /** Dropped once the line is known, so that the object no longer keeps the text alive. */
  lines: LineIndex | undefined
  offset: number
  line: number
}

/** Where a deferred `line` keeps its state (not enumerable, so neither JSON nor deep equality sees it). */
const deferredKey = Symbol('urilint.line')

/**
 * `line` deferred: an accessor, enumerable (so JSON, spreading and deep
 * equality see a number), assignable (also on a sealed or frozen object),
 * counted once at the offset the object was made with. One descriptor for
 * all: a getter made per text would give each text new hidden classes and
 * soon slow property access everywhere.
 */
const deferredLine: PropertyDescriptor = {
  get(this: {[deferredKey]: DeferredLine}): number {
    const state = this[deferredKey]
    if (state.lines !== undefined) {
      state.line = state.lines.line(state.offset)
      state.lines = undefined
    }
    return state.line
  },
  set(this: {[deferredKey]: DeferredLine}, value: number) {
    const state = this[deferredKey]
    state.line = value
    state.lines = undefined
  },
  enumerable: true,
  configurable: true
}

/**
 * Lines and columns in one whole text (`extract`). Columns are found as
 * results are made, for offsets in increasing order, with a search back to
 * the line start that never passes the last line feed seen (so linear in
 * all). Lines are counted only when one is read: on prose, counting lines
 * was a third of the time of `extract`, and many callers only use offsets.
 */
export class LineIndex {
  /** Lines counted forward: for reads in increasing order, and for results made with lines counted at once. */
  readonly counter = new Locator()
  /** Offset where each line starts (after each LF), built on the first read backwards. */
  private starts: number[] | undefined
  /** Start of the line of the last offset given to `column`. */
  private lineStart = 0
  /** First LF at or after the last offset given to `column` (`-1`: not searched; `Infinity`: none). */
  private nextLineFeed = -1

  constructor(private readonly text: string) {}

  /** Give `object` a `line`, that of its `start` now, counted when first read. */
  deferLine(object: {start: number}): void {
    const state: DeferredLine = {lines: this, offset: object.start, line: 0}
    // Writable, so that V8 keeps the value in the object, not in its hidden class.
    Object.defineProperty(object, deferredKey, {value: state, writable: true})
    Object.defineProperty(object, 'line', deferredLine)
  }

  /** 1-based column of `offset`, which must not be before the last one asked. */
  column(offset: number): number {
    if (this.nextLineFeed < 0) this.nextLineFeed = search(this.text, 0, this.lineStart)
    if (this.nextLineFeed < offset) {
      // A line feed lies between: the line start is after the last one before `offset`, at or after `nextLineFeed`.
      this.lineStart = this.text.lastIndexOf('\n', offset - 1) + 1
      this.nextLineFeed = search(this.text, 0, offset)
    }
    return offset - this.lineStart + 1
  }

  /**
   * 1-based line of `offset`, in any order: counted forward from the last
   * line read (results are mostly read in order, which then costs what
   * counting as they were made would have), else from a table of line starts.
   */
  line(offset: number): number {
    const counter = this.counter
    if (offset >= counter.lineStart) {
      counter.advance(this.text, 0, offset)
      return counter.line
    }
    const starts = (this.starts ??= lineStarts(this.text))
    // The last line start at or before `offset`.
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

function lineStarts(text: string): number[] {
  const starts = [0]
  let found = text.indexOf('\n')
  while (found >= 0) {
    starts.push(found + 1)
    found = text.indexOf('\n', found + 1)
  }
  return starts
}
