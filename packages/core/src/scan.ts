/**
 * The character check of every component. `scan` walks a component's
 * character codes: a character its rule allows passes with one table read,
 * a percent-encoding passes, the delimiter that ends the component stops
 * the walk, and anything else becomes a diagnostic. `parse` finds the
 * components' ends and checks them in this one pass.
 */
import {Allow, excludedClass, grammar, isAlpha, isAlphanumeric, isHexDigit} from './character.js'
import {codes, firstNonAscii} from './codes.js'
import {code, describe, diagnostic, maxDiagnostics, quoted, type DiagnosticId} from './diagnostics.js'
import {percentOctet} from './percent.js'
import type {Diagnostic, Mode} from './types.js'

/** Names of components, as messages say them. */
type Where = 'userinfo' | 'host' | 'authority' | 'path' | 'query' | 'fragment'

/** What a component may hold as is, and which delimiter ends it. */
export interface ComponentRule {
  /** The component, as messages name it. */
  readonly name: Where
  /** The bit of the mode's grammar table (`Allow`) that the component's characters have. */
  readonly allow: number
  /** Whether `/` is allowed too (the path's table bit leaves it out: it separates segments). */
  readonly slash: boolean
  /** Whether a `?` ends the component (the path: a query starts there). */
  readonly endsAtQuestionMark: boolean
  /** Whether a `#` ends the component (the path and the query: a fragment starts there). */
  readonly endsAtNumberSign: boolean
}

/** The rule of each component that `scan` checks (RFC 3986 3, RFC 2396 3). */
export const rules = {
  /** RFC 3986 3.3: `path = *( "/" / pchar )`, ended by `?` or `#`. */
  path: {name: 'path', allow: Allow.pathChar, slash: true, endsAtQuestionMark: true, endsAtNumberSign: true},
  /** RFC 2396 3: `opaque_part = uric_no_slash *uric` (its `?` starts a query, as Appendix B splits). */
  opaquePath: {name: 'path', allow: Allow.opaque, slash: true, endsAtQuestionMark: true, endsAtNumberSign: true},
  /** RFC 3986 3.4: `query = *( pchar / "/" / "?" )`, ended by `#`. */
  query: {name: 'query', allow: Allow.query, slash: true, endsAtQuestionMark: false, endsAtNumberSign: true},
  /** RFC 3986 3.5: `fragment = *( pchar / "/" / "?" )`, to the end. */
  fragment: {name: 'fragment', allow: Allow.query, slash: true, endsAtQuestionMark: false, endsAtNumberSign: false},
  /** RFC 3986 3.2.1: `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`. */
  userinfo: {name: 'userinfo', allow: Allow.userinfo, slash: false, endsAtQuestionMark: false, endsAtNumberSign: false},
  /** RFC 3986 3.2.2: `reg-name = *( unreserved / pct-encoded / sub-delims )`. */
  host: {name: 'host', allow: Allow.regName, slash: false, endsAtQuestionMark: false, endsAtNumberSign: false},
  /** RFC 2396 3.2.1: `reg_name`, the whole authority when it is not a server. */
  registry: {name: 'authority', allow: Allow.regName, slash: false, endsAtQuestionMark: false, endsAtNumberSign: false}
} as const satisfies Record<string, ComponentRule>

/**
 * Check characters from `start` up to `end` or the delimiter that ends the
 * component under `rule`, and return where it stopped. A character passes
 * when the rule allows it as is or it opens a percent-encoding. From
 * `secretFrom` on (when given) the text is a password: messages never
 * quote it.
 */
export function scan(
  input: string,
  start: number,
  end: number,
  rule: ComponentRule,
  mode: Mode,
  diagnostics: Diagnostic[],
  secretFrom?: number
): number {
  const table = grammar(mode)
  // The rule's fields in locals: read once a call, not once a character.
  const {allow, slash, endsAtQuestionMark, endsAtNumberSign} = rule
  let index = start
  while (index < end) {
    const c = input.charCodeAt(index)
    if (c < firstNonAscii && (table[c]! & allow) !== 0) {
      index++
      continue
    }
    if ((c === codes.questionMark && endsAtQuestionMark) || (c === codes.numberSign && endsAtNumberSign)) return index
    if (c === codes.slash && slash) {
      index++
      continue
    }
    if (
      c === codes.percentSign &&
      index + 2 < end &&
      isHexDigit(input.charCodeAt(index + 1)) &&
      isHexDigit(input.charCodeAt(index + 2))
    ) {
      index += 3
      continue
    }
    index = report(input, index, end, rule.name, mode, diagnostics, secretFrom !== undefined && index >= secretFrom)
  }
  return index
}

/**
 * RFC 3986 3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`; report
 * every other character of the scheme that ends at `end` (its `:`).
 */
export function checkScheme(input: string, end: number, mode: Mode, diagnostics: Diagnostic[]): void {
  const table = grammar(mode)
  for (let index = 0; index < end; index++) {
    const c = input.charCodeAt(index)
    if (index === 0 ? isAlpha(c) : c < firstNonAscii && (table[c]! & Allow.scheme) !== 0) continue
    if (diagnostics.length >= maxDiagnostics) return
    const width = c >= 0xd8_00 && c <= 0xdb_ff && index + 1 < end ? 2 : 1 // a high surrogate and what follows it
    const found = input.slice(index, index + width)
    const scheme = quoted(input.slice(0, end))
    diagnostics.push(
      diagnostic(
        // An excluded character keeps its own id; no escape can fix a scheme.
        excludedId(c) ?? 'invalid-scheme',
        mode,
        index,
        index + width,
        index === 0
          ? `Unexpected ${describe(found)} at the start of scheme ${scheme}, expected a letter`
          : `Unexpected ${describe(found)} in scheme ${scheme}, expected a letter, digit, \`+\`, \`-\` or \`.\``,
        'error',
        {actual: found}
      )
    )
    index += width - 1
  }
}

/** Report the character (or run) at `index` that the component may not hold; return where to go on. */
function report(
  input: string,
  index: number,
  end: number,
  where: Where,
  mode: Mode,
  diagnostics: Diagnostic[],
  secret: boolean
): number {
  const c = input.charCodeAt(index)
  let after = index + 1
  if (c === codes.percentSign) {
    while (after < end && after < index + 3 && isAlphanumeric(input.charCodeAt(after))) after++
    if (diagnostics.length < maxDiagnostics) {
      const found = input.slice(index, after)
      diagnostics.push(
        secret
          ? diagnostic('invalid-percent-encoding', mode, index, after, secretMessage('invalid-percent-encoding'))
          : diagnostic(
              'invalid-percent-encoding',
              mode,
              index,
              after,
              `Unexpected ${code(found)} in ${where}, expected \`%\` followed by two hex digits`,
              'error',
              {
                actual: found,
                expected: '%25' + found.slice(1)
              }
            )
      )
    }
    return index + 1 // what follows `%` is checked on its own
  }
  // One diagnostic for a run of non-ASCII characters.
  if (c >= firstNonAscii) while (after < end && input.charCodeAt(after) >= firstNonAscii) after++
  if (diagnostics.length < maxDiagnostics)
    diagnostics.push(characterDiagnostic(input, index, after, where, mode, secret))
  return after
}

/** The diagnostic for a character the component may not hold as is. */
function characterDiagnostic(
  input: string,
  start: number,
  end: number,
  where: Where,
  mode: Mode,
  secret: boolean
): Diagnostic {
  const found = input.slice(start, end)
  const c = input.charCodeAt(start)
  const excluded = excludedClass(c)
  const id: DiagnosticId = excludedId(c) ?? 'unexpected-character'
  if (secret) {
    return diagnostic(id, mode, start, end, secretMessage(id))
  }
  const expected = excluded === 'non-ascii' ? percentEncodeRun(found) : percentOctet(c)
  if (expected === undefined) {
    return diagnostic(
      id,
      mode,
      start,
      end,
      `Unexpected lone surrogate in ${where}, expected a whole Unicode character`,
      'error',
      {actual: found}
    )
  }
  const what = excluded === 'non-ascii' ? 'non-ASCII ' + quoted(found) : describe(found)
  return diagnostic(id, mode, start, end, `Unexpected ${what} in ${where}, expected ${code(expected)}`, 'error', {
    actual: found,
    expected
  })
}

/** The id of a character no URI may hold as is (RFC 2396 2.4.3), by its class. */
function excludedId(c: number): DiagnosticId | undefined {
  switch (excludedClass(c)) {
    case 'control':
      return 'excluded-control'
    case 'space':
      return 'excluded-space'
    case 'delim':
      return 'excluded-delim'
    case 'unwise':
      return 'excluded-unwise'
    case 'non-ascii':
      return 'non-ascii'
    default:
      return undefined
  }
}

/** The message of a diagnostic `id` on a character of a password: what it is, never which. */
export function secretMessage(id: string, where = 'password'): string {
  return id === 'invalid-percent-encoding'
    ? `Unexpected \`%\` in ${where}, expected \`%\` followed by two hex digits`
    : `Unexpected ${describeClass(id)} in ${where}, expected it percent-encoded`
}

/** `found`, on a character of a password or of a user name that reveals one, with a message that quotes none of it (and no `actual` or `expected`). */
export function secretDiagnostic(found: Diagnostic, where: 'password' | 'user name'): Diagnostic {
  return {
    id: found.id,
    message: secretMessage(found.id, where),
    start: found.start,
    end: found.end,
    severity: found.severity,
    url: found.url
  }
}

/** How a message about a password names a character, without showing it. */
function describeClass(id: string): string {
  switch (id) {
    case 'non-ascii':
      return 'non-ASCII character'
    case 'excluded-control':
      return 'control character'
    case 'excluded-space':
      return 'space'
    default:
      return 'character'
  }
}

/**
 * The UTF-8 percent-encoding of a run of non-ASCII characters, `undefined`
 * when it holds a lone surrogate. The native encoder is linear even on
 * runs of 10^5 characters, where building the string here was not.
 */
function percentEncodeRun(run: string): string | undefined {
  try {
    return encodeURIComponent(run)
  } catch {
    return undefined
  }
}
