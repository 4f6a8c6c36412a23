/**
 * The repair of a malformed URI as RFC 3986 reads it: every character it
 * does not allow percent-encoded (a `%` that starts no escape as `%25`), and
 * a non-ASCII host in its IDNA form (punycode, RFC 3987 3.1), as core's
 * diagnostic on the host expects it. One repair for the whole URI, so that
 * one quick fix mends every character at once.
 */
import {encode, type Diagnostic, type Host, type UriReference} from '@urilint/core'
import {sourceRange, type Segment} from '@urilint/extract/source-map'

/** A piece of the URI and what replaces it; offsets into the URI. */
export interface Replacement {
  start: number
  end: number
  text: string
  /** The diagnostics it mends. */
  mends: Diagnostic[]
  /** The whole host, in its IDNA form. */
  host?: true
}

/** Diagnostics a percent-encoding mends: the character classes. */
const characterIds: ReadonlySet<string> = new Set([
  'invalid-percent-encoding',
  'excluded-control',
  'excluded-space',
  'excluded-delim',
  'excluded-unwise',
  'non-ascii',
  'unexpected-character'
])

/**
 * Whether `diagnostic` is about a character that percent-encoding mends.
 * (In a password core gives no `expected`: it would spell the password.)
 */
export function isCharacterProblem(diagnostic: Diagnostic): boolean {
  return (
    characterIds.has(diagnostic.id) &&
    (diagnostic.expected === undefined || diagnostic.expected.startsWith('%') || diagnostic.id === 'non-ascii')
  )
}

/**
 * The replacements that repair `reference` (whose `diagnostics` are given
 * in order), or `undefined` when one of them is not a character problem
 * (a port that is not a number, a scheme that starts with `(`): no
 * repair can know what was meant.
 */
export function replacements(reference: UriReference, diagnostics: readonly Diagnostic[]): Replacement[] | undefined {
  if (!diagnostics.every(isCharacterProblem)) return undefined
  const host = reference.authority?.host
  return diagnostics.map((diagnostic) => {
    const text = diagnostic.expected ?? encode(reference.input.slice(diagnostic.start, diagnostic.end), 'userinfo')
    const replacement: Replacement = {start: diagnostic.start, end: diagnostic.end, text, mends: [diagnostic]}
    if (isIdnaHost(diagnostic, host)) replacement.host = true
    return replacement
  })
}

/** Whether `diagnostic` is core's on a whole non-ASCII host, expecting its IDNA form (not a percent-encoding). */
function isIdnaHost(diagnostic: Diagnostic, host: Host | undefined): boolean {
  return (
    diagnostic.id === 'non-ascii' &&
    host !== undefined &&
    diagnostic.start === host.start &&
    diagnostic.end === host.end &&
    diagnostic.expected?.startsWith('%') === false
  )
}

/**
 * `text` with each `{start, end, text}` (sorted, not overlapping) in place
 * of its range: the repair of a URI here, the fixes of a file in `urilint --fix`.
 */
export function applyReplacements(
  text: string,
  list: ReadonlyArray<{start: number; end: number; text: string}>
): string {
  let result = ''
  let cursor = 0
  for (const replacement of list) {
    result += text.slice(cursor, replacement.start) + replacement.text
    cursor = replacement.end
  }
  return result + text.slice(cursor)
}

/**
 * The source text of a URI written at `segments` in `source`, with
 * `replacements` applied where each piece is written: escapes and
 * character references around them stay as written.
 */
export function repairedSource(
  source: string,
  segments: readonly Segment[],
  uriLength: number,
  list: readonly Replacement[]
): {start: number; end: number; text: string} {
  const whole = sourceRange(segments, 0, uriLength)
  let text = ''
  let cursor = whole.start
  for (const replacement of list) {
    const range = sourceRange(segments, replacement.start, replacement.end)
    if (range.start < cursor) continue
    text += source.slice(cursor, range.start) + replacement.text
    cursor = range.end
  }
  return {start: whole.start, end: whole.end, text: text + source.slice(cursor, whole.end)}
}
