/**
 * Which `scheme:` in text starts a URI: the evidence a careful reader uses
 * (Appendix E gives none). A colon follows many words that are not schemes
 * (`Data::Dumper`, `"user:password"`, `<xml:foo/>`, `unix:runtime=yes`), so
 * a name alone is not enough unless it is one people write bare in prose.
 */
import {codes} from '@urilint/core/character'
import {isSchemeStructureCode} from './character.js'
import {registeredSchemes, wellKnownSchemes} from './registries.js'

/**
 * Registered schemes whose URIs prose writes bare, without `//`, in any case
 * (`Mailto:`, `URN:ISBN:…`): taken with any body that holds a word.
 */
export const bareSchemes: ReadonlySet<string> = new Set([
  'mailto', // RFC 6068
  'news', // RFC 5538
  'urn', // RFC 8141
  'tel', // RFC 3966
  'sms', // RFC 5724
  'fax', // RFC 3966
  'xmpp', // RFC 5122
  'sip', // RFC 3261
  'sips', // RFC 3261
  'geo', // RFC 5870
  'magnet',
  'data', // RFC 2397
  'cid', // RFC 2392
  'mid', // RFC 2392
  'bitcoin',
  'doi',
  'did', // W3C DID
  'about', // RFC 6694: `about:blank`
  'http', // RFC 9110; RFC 3986's own examples write `http:g`
  'https' // RFC 9110
])

/** How much a scheme name alone says. */
export type SchemeStanding =
  /** Written bare in prose (`bareSchemes`, the `schemes` option): a URI whatever follows. */
  | 'bare'
  /** Registered with IANA or well known: a URI when written in lower case with a URI's structure after it. */
  | 'registered'
  /** Not known: a URI only after `//`, inside `<URL:…>`, or with `schemes: 'any'`. */
  | 'unknown'

/** What the `schemes` option adds: names, or every name (`'any'`). */
export type ExtraSchemes = ReadonlySet<string> | 'any' | undefined

/** Longest registered name: longer words before a colon need no lookup. */
const longest = Math.max(...[...registeredSchemes, ...wellKnownSchemes, ...bareSchemes].map((scheme) => scheme.length))

/** The standing of the scheme `text.slice(start, colon)`. */
export function schemeStanding(text: string, start: number, colon: number, extra: ExtraSchemes): SchemeStanding {
  if (extra === 'any') return 'bare'
  if (colon - start > longest && extra === undefined) return 'unknown'
  const lower = text.slice(start, colon).toLowerCase()
  if (bareSchemes.has(lower) || (extra !== undefined && extra.has(lower))) return 'bare'
  return registeredSchemes.has(lower) || wellKnownSchemes.has(lower) ? 'registered' : 'unknown'
}

/**
 * Whether a registered scheme at `start` with its body up to `end` reads as
 * a URI: the name in lower case (`INFO:root:…` is a log line) and a `/`,
 * `?`, `=`, `@`, `,`, `;` or `:` after the body's first character
 * (`info:lccn/2002022641`, `tag:example.com,2004:x`; not `session:opened`,
 * `go:generate`).
 */
export function hasRegisteredShape(text: string, start: number, colon: number, end: number): boolean {
  for (let index = start; index < colon; index++) {
    const code = text.charCodeAt(index)
    if (code >= codes.uppercaseA && code <= codes.uppercaseZ) return false
  }

  for (let index = colon + 2; index < end; index++) if (isSchemeStructureCode(text.charCodeAt(index))) return true
  return false
}
