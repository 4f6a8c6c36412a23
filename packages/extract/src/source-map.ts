/**
 * Source maps: from a string derived from a source (a URI with character
 * references or escapes decoded, wrapping whitespace dropped, `http://` added
 * to a `www.` find) back to offsets in that source. The one source map of the
 * repository: the extractor locates its diagnostics, HTML values and mail
 * URIs with it, and remark-lint-uri its reports. Published as
 * `@urilint/extract/source-map`. Offsets are UTF-16 code unit indices; ends
 * are exclusive.
 */

/**
 * `value[from, to)` is written at `source[start, end)`. When both lengths are
 * equal the piece maps character for character (verbatim); otherwise it is
 * atomic (a backslash escape, a character reference, a quoted-printable
 * escape, an added `http://`): any offset inside it maps to its whole source
 * range.
 */
export interface Segment {
  from: number
  to: number
  start: number
  end: number
}

/** Builds a value and its map left to right, merging runs of verbatim characters. */
export class SegmentBuilder {
  /** The map so far, in value order. */
  readonly segments: Segment[] = []
  /** The value so far. */
  value = ''

  /** Append `text`, written verbatim at `source[start, start + text.length)`. */
  verbatim(text: string, start: number): void {
    if (text.length === 0) return
    const last = this.segments[this.segments.length - 1]
    const from = this.value.length
    if (last !== undefined && last.to === from && last.end === start && isLinear(last)) {
      last.to += text.length
      last.end += text.length
    } else {
      this.segments.push({from, to: from + text.length, start, end: start + text.length})
    }
    this.value += text
  }

  /** Append `text`, which stands for `source[start, end)` as a whole. */
  atomic(text: string, start: number, end: number): void {
    const from = this.value.length
    this.segments.push({from, to: from + text.length, start, end})
    this.value += text
  }
}

/**
 * Index of the last segment whose `from` is at most `index` (below it when
 * `strict`), or -1. Segments are in order, so this is a binary search: a URI
 * in HTML spread over 10^4 quoted lines has 10^4 segments.
 */
function lastFrom(segments: readonly Segment[], index: number, strict: boolean): number {
  let low = 0
  let high = segments.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    const from = segments[middle]!.from
    if (strict ? from < index : from <= index) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}

/**
 * Where offset `index` of the value starts in the source. At the boundary
 * between two segments it is the start of the later one (so a range starting
 * there does not begin at the end of the line before); at or past the end of
 * the value, the end of the last segment.
 */
export function sourceStart(segments: readonly Segment[], index: number): number {
  const at = lastFrom(segments, index, false)
  if (at === -1) return segments[0]?.start ?? 0
  const segment = segments[at]!
  if (index < segment.to) return isLinear(segment) ? segment.start + (index - segment.from) : segment.start
  // At (or past) the end of the value: right after the last piece before it.
  return segment.end
}

/**
 * Where the exclusive end offset `index` of the value ends in the source. At
 * the boundary between two segments it is the end of the earlier one.
 */
export function sourceEnd(segments: readonly Segment[], index: number): number {
  const at = lastFrom(segments, index, true)
  const segment = at === -1 ? undefined : segments[at]!
  if (segment !== undefined && index <= segment.to) {
    return isLinear(segment) ? segment.start + (index - segment.from) : segment.end
  }
  return sourceStart(segments, index)
}

/** The source range of `value[start, end)`; an empty range stays empty, and the end is never before the start. */
export function sourceRange(segments: readonly Segment[], start: number, end: number): {start: number; end: number} {
  const from = sourceStart(segments, start)
  if (end <= start) return {start: from, end: from}
  return {start: from, end: Math.max(from, sourceEnd(segments, end))}
}

/** The map of a value written verbatim at `start`. */
export function verbatim(value: string, start: number): Segment[] {
  return [{from: 0, to: value.length, start, end: start + value.length}]
}

/**
 * The map of `value[from, to)`, renumbered to start at 0. An atomic segment
 * cut keeps its whole source range. Only the segments of the piece are
 * visited (found by bisection, the map being in value order): cutting each
 * of a `srcset`'s candidates out of the whole value's map went over all of
 * it each time (5,000 candidates with a reference each: 0.2 s; 20,000: 4.5 s).
 */
export function slice(segments: readonly Segment[], from: number, to: number): Segment[] {
  const result: Segment[] = []
  // The first segment that ends after `from`.
  let low = 0
  let high = segments.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (segments[middle]!.to <= from) low = middle + 1
    else high = middle
  }
  for (let index = low; index < segments.length; index++) {
    const segment = segments[index]!
    if (segment.from >= to) break
    if (segment.to <= from) continue
    const low = Math.max(segment.from, from)
    const high = Math.min(segment.to, to)
    if (isLinear(segment)) {
      result.push({
        from: low - from,
        to: high - from,
        start: segment.start + (low - segment.from),
        end: segment.start + (high - segment.from)
      })
    } else {
      result.push({from: low - from, to: high - from, start: segment.start, end: segment.end})
    }
  }
  return result
}

function isLinear(segment: Segment): boolean {
  return segment.to - segment.from === segment.end - segment.start
}

/**
 * Compose two maps: `outer` maps a value into an intermediate string, `inner`
 * maps that string into the source; the result maps the value into the source.
 */
export function compose(outer: readonly Segment[], inner: readonly Segment[]): Segment[] {
  const result: Segment[] = []
  for (const segment of outer) {
    if (!isLinear(segment)) {
      // As `sourceRange`: an empty range stays empty (at a boundary `sourceEnd` is before `sourceStart`).
      const {start, end} = sourceRange(inner, segment.start, segment.end)
      result.push({from: segment.from, to: segment.to, start, end})
      continue
    }
    // Split a verbatim piece where the inner map changes pieces.
    let position = segment.start
    while (position < segment.end) {
      const at = lastFrom(inner, position, false)
      const piece = at === -1 || position >= inner[at]!.to ? undefined : inner[at]!
      const pieceEnd = piece === undefined ? segment.end : Math.min(segment.end, piece.to)
      const from = segment.from + (position - segment.start)
      const to = segment.from + (pieceEnd - segment.start)
      result.push({from, to, start: sourceStart(inner, position), end: sourceEnd(inner, pieceEnd)})
      position = pieceEnd
    }
  }
  return result
}

/**
 * The map of `prefix + value` from the map of `value`, where the prefix (the
 * `http://` added to a `www.` find) is `length` characters not written in the
 * source: it maps to the empty stretch where the first segment starts. A new
 * array; `segments` is left as it is.
 */
export function addPrefix(segments: readonly Segment[], length: number): Segment[] {
  const result = segments.map((segment) => ({...segment, from: segment.from + length, to: segment.to + length}))
  if (length > 0 && result.length > 0)
    result.unshift({from: 0, to: length, start: result[0]!.start, end: result[0]!.start})
  return result
}
