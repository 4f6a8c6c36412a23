/**
 * One message for every RFC 3986 problem of a URI: each offending character
 * named once, with its count and the component it is in, then what each
 * becomes ("Unexpected `|` ×2 in path; `^` in query, expected `%7C`,
 * `%5E`"). Problems no percent-encoding mends keep core's own message.
 * Nothing in the password is quoted.
 */
import type {Diagnostic, Span, UriReference} from '@urilint/core'
import {Allow, codes, firstNonAscii, grammar, isHexDigit} from '@urilint/core/character'
import {describe, overlaps, quoted} from '@urilint/core/internal'
import {isCharacterProblem, type Replacement} from './repair.js'

/** Most characters (or runs of non-ASCII text) named per component, and replacements listed after "expected". */
const maxListed = 6

const nonAscii = 'non-ASCII '

interface Item {
  count: number
  expected: string
}

/** The message for `diagnostics` of `reference`, mended by `list` where it mends them. */
export function malformedReason(
  reference: UriReference,
  diagnostics: readonly Diagnostic[],
  list: readonly Replacement[] | undefined,
  password: (Span & {cut: boolean}) | undefined,
  inner: readonly Span[] = []
): string {
  const structural = new Map<string, number>()
  // Component, then what is shown of the character: in order of appearance.
  const groups = new Map<string, Map<string, Item>>()
  const add = (component: string, shown: string, expected: string) => {
    let items = groups.get(component)
    if (items === undefined) groups.set(component, (items = new Map()))
    const item = items.get(shown)
    if (item === undefined) items.set(shown, {count: 1, expected})
    else item.count++
  }

  const hosts = new Set<Replacement>()
  let inPassword = 0
  // The inner passwords that diagnostics fall in: counted as a password's, never quoted.
  const innerHit = new Set<Span>()
  for (const diagnostic of diagnostics) {
    const innerPassword = inner.find((span) => overlaps(diagnostic, span))
    if (innerPassword !== undefined) {
      innerHit.add(innerPassword)
      continue
    }
    // Nothing of the password is quoted, however RFC 3986 reads it (a `/` in it ends the authority);
    // what may be one is not quoted either, but core's messages, which quote nothing there, stay.
    if (
      password !== undefined &&
      overlaps(diagnostic, password) &&
      !(password.cut && !isCharacterProblem(diagnostic))
    ) {
      inPassword++
      continue
    }
    if (!isCharacterProblem(diagnostic)) {
      structural.set(diagnostic.message, (structural.get(diagnostic.message) ?? 0) + 1)
      continue
    }
    const host = list?.find((replacement) => replacement.host === true && replacement.mends.includes(diagnostic))
    if (host !== undefined) {
      if (!hosts.has(host)) {
        hosts.add(host)
        add('host', nonAscii + quoted(reference.authority!.host.value), quoted(host.text))
      }
      continue
    }
    const component = componentAt(reference, diagnostic.start)
    const shown =
      diagnostic.id === 'non-ascii' ? nonAscii + quoted(diagnostic.actual ?? '') : describe(diagnostic.actual ?? '')
    add(component, shown, diagnostic.expected === undefined ? 'percent-encoding' : quoted(diagnostic.expected))
  }

  const pieces: string[] = []
  if (innerHit.size > 0) {
    let characters = 0
    for (const span of innerHit)
      characters += Math.max(1, disallowedInUserinfo(reference.input.slice(span.start, span.end)))
    const count = characters === 1 ? 'character' : characters + ' characters'
    pieces.push(
      `Unexpected ${count} in the password of a URI inside this one that RFC 3986 does not allow there, expected the password out of the URI`
    )
  }
  if (inPassword > 0) {
    // In a password, its characters that a userinfo may not hold (`Kx9/пароль`: 7, the `/` and the six
    // letters; core gives two diagnostics, a "port" and a run); after a cut, core's diagnostics.
    const characters = password!.cut
      ? inPassword
      : Math.max(1, disallowedInUserinfo(reference.input.slice(password!.start, password!.end)))
    const count = characters === 1 ? 'character' : characters + ' characters'
    pieces.push(
      password!.cut
        ? `Unexpected ${count} after a port that is not a number, expected them percent-encoded (not quoted: they may be part of a password)`
        : `Unexpected ${count} in the password that RFC 3986 does not allow there, expected the password out of the URI`
    )
  }
  for (const [message, count] of structural) pieces.push(count > 1 ? `${message} (${count} times)` : message)
  if (groups.size > 0) {
    const where: string[] = []
    const expected: string[] = []
    for (const [component, items] of groups) {
      const shown: string[] = []
      for (const [text, item] of items) {
        // "non-ASCII `é`, `ï`": the class named once per component.
        const named =
          text.startsWith(nonAscii) && shown.some((earlier) => earlier.startsWith(nonAscii))
            ? text.slice(nonAscii.length)
            : text
        if (shown.length < maxListed) shown.push(named + (item.count > 1 ? ` ×${item.count}` : ''))
        if (!expected.includes(item.expected)) expected.push(item.expected)
      }
      const more = items.size - shown.length
      where.push(shown.join(', ') + (more > 0 ? ` and ${more} more` : '') + ' in ' + component)
    }
    const listed = expected.length > maxListed ? [...expected.slice(0, maxListed), '…'] : expected
    pieces.push('Unexpected ' + where.join('; ') + ', expected ' + listed.join(', '))
  }
  return pieces.join('; ')
}

const rfc3986 = grammar('rfc3986')

/**
 * How many characters of `text` a userinfo may not hold as they are (RFC
 * 3986 3.2.1): a `/`, `?`, `#` or `@`, a space, a `%` that starts no
 * escape, each non-ASCII character (one, whatever its UTF-16 length).
 */
function disallowedInUserinfo(text: string): number {
  let count = 0
  for (let index = 0; index < text.length; index++) {
    const c = text.charCodeAt(index)
    if (c < firstNonAscii && (rfc3986[c]! & Allow.userinfo) !== 0) continue
    if (c === codes.percentSign && isHexDigit(text.charCodeAt(index + 1)) && isHexDigit(text.charCodeAt(index + 2))) {
      index += 2
      continue
    }
    count++
    // A surrogate pair is one character.
    if (c >= 0xd8_00 && c <= 0xdb_ff && index + 1 < text.length) index++
  }
  return count
}

/**
 * The component of `reference` that holds `offset`, a character problem, as
 * core messages name it. A character no scheme may hold (`"https://…`,
 * `my host:80`) makes what precedes the `:` no scheme: browsers read a
 * relative reference, and that is its first segment.
 */
function componentAt(reference: UriReference, offset: number): string {
  const {authority, query, fragment} = reference
  if (fragment !== undefined && offset >= fragment.start) return 'fragment'
  if (query !== undefined && offset >= query.start) return 'query'
  if (reference.scheme !== undefined && offset < reference.scheme.end) return 'first segment'
  if (authority !== undefined && offset >= authority.start && offset < authority.end) {
    if (authority.userinfo !== undefined && offset < authority.userinfo.end) return 'userinfo'
    if (authority.port !== undefined && offset >= authority.port.start) return 'port'
    return 'host'
  }
  return 'path'
}
