/**
 * How two half-open ranges `[start, end)` of UTF-16 offsets relate, each
 * meaning named once (the callers need different ones, written down here).
 */
import type {Span} from './types.js'

/**
 * Whether each of `a` and `b` starts before the other ends: two non-empty
 * ranges that share a code unit, or an empty one strictly inside the other
 * (something missing inside a password is in it). (A finding on a password,
 * a fix on a placeholder.)
 */
export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end
}

/**
 * Whether `a` overlaps `b`, or is empty at `b`'s start: a diagnostic of
 * something missing (an empty range) where a placeholder begins is the
 * placeholder's. (Whether a URI is a template.)
 */
export function touches(a: Span, b: Span): boolean {
  return a.start < b.end && (a.end > b.start || a.start === b.start)
}

/**
 * Whether `a` overlaps `b` or ends where `b` starts: `b` right after a
 * problem is named with it. (The placeholders a template's message names.)
 */
export function overlapsOrMeets(a: Span, b: Span): boolean {
  return a.start < b.end && a.end >= b.start
}

/** Whether `inner` lies inside `outer`, edges included (an empty `inner` at either edge too). */
export function within(inner: Span, outer: Span): boolean {
  return inner.start >= outer.start && inner.end <= outer.end
}

/** Whether the code unit at `offset` is in `span`. */
export function holds(span: Span, offset: number): boolean {
  return offset >= span.start && offset < span.end
}
