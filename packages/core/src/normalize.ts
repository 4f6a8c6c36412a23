/** RFC 3986 section 6.2.2 and 6.2.3 (RFC 2396 section 6): normalization and comparison. */
import {Allow, grammar, hexValue} from './character.js'
import {caseBit, codes, firstNonAscii} from './codes.js'
import type {ModeOptions} from './options.js'
import {parse} from './parse.js'
import {percentOctet} from './percent.js'
import {removeDotSegments} from './resolve.js'
import {defaultPort, emptyPathIsRoot} from './schemes.js'
import {serialize} from './serialize.js'
import type {Authority, Mode} from './types.js'

/**
 * Normalize a URI reference: lowercase scheme and host, drop an empty or
 * default port, uppercase percent-encodings and decode those of unreserved
 * characters (the set of the mode), remove dot segments from absolute
 * paths, and give `http(s)`/`ws(s)` an empty path as `/`. A `%2E` that would
 * become a dot segment stays encoded: decoding it would change the path.
 * Never throws; text it cannot read is left as it is.
 */
export function normalize(uri: string, options?: ModeOptions): string {
  const reference = parse(uri, options)
  const {mode, authority} = reference
  const scheme = reference.scheme === undefined ? undefined : reference.scheme.value.toLowerCase()
  let authorityText: string | undefined
  if (authority !== undefined) {
    authorityText =
      authority.form === 'registry'
        ? normalizeRegistry(authority.value, scheme, mode)
        : normalizeServer(authority, scheme, mode)
  }
  let path = normalizePath(reference.path.value, mode)
  if (path.startsWith('/')) path = removeDotSegments(path)
  if (path === '' && authority !== undefined && scheme !== undefined && emptyPathIsRoot.has(scheme)) path = '/'
  return serialize({
    scheme,
    authority: authorityText,
    path,
    query: reference.query === undefined ? undefined : normalizePercent(reference.query.value, mode),
    fragment: reference.fragment === undefined ? undefined : normalizePercent(reference.fragment.value, mode)
  })
}

/** RFC 3986 6.2.2.1, 6.2.3: case of the host, escapes, an empty or default port. */
function normalizeServer(authority: Authority, scheme: string | undefined, mode: Mode): string {
  const {userinfo, host, port} = authority
  // Text the parts do not account for (after an IP literal): leave it all as it is.
  if (
    (userinfo === undefined ? 0 : userinfo.value.length + 1) +
      host.value.length +
      (port === undefined ? 0 : port.value.length + 1) !==
    authority.value.length
  ) {
    return authority.value
  }
  let result = userinfo === undefined ? '' : normalizePercent(userinfo.value, mode) + '@'
  result += lowerAscii(host.kind === 'ipv4' ? host.value : normalizePercent(host.value, mode))
  if (port !== undefined && port.value !== '' && !(scheme !== undefined && port.number === defaultPort(scheme))) {
    result += ':' + port.value
  }
  return result
}

/**
 * RFC 2396 3.2.1: a registry-based authority is only percent-normalized,
 * unless decoding made it a server-based one, which is then normalized as such.
 */
function normalizeRegistry(value: string, scheme: string | undefined, mode: Mode): string {
  const decoded = normalizePercent(value, mode)
  const server = parse('//' + decoded, {mode}).authority
  return server !== undefined && server.form === 'server' ? normalizeServer(server, scheme, mode) : decoded
}

/** Whether two URI references are equivalent after normalization (RFC 3986 6.1). */
export function equivalent(a: string, b: string, options?: ModeOptions): boolean {
  return normalize(a, options) === normalize(b, options)
}

/** RFC 3986 6.2.2.1-2: uppercase hex, decode unreserved characters. */
function normalizePercent(text: string, mode: Mode): string {
  if (!text.includes('%')) return text
  // With a stray `%` about, decoding could make a new escape (`%%34%31`
  // would become `%41`): then only the case of the hex digits changes.
  const decodes = !hasStrayPercent(text)
  const table = grammar(mode)
  const parts: string[] = [] // joined once: linear where `+=` on 10^5 pieces was not
  let from = 0
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) !== codes.percentSign) continue
    const high = hexValue(text.charCodeAt(index + 1))
    const low = hexValue(text.charCodeAt(index + 2))
    if (high === -1 || low === -1) continue
    const octet = high * 16 + low
    parts.push(
      text.slice(from, index),
      decodes && octet < firstNonAscii && (table[octet]! & Allow.unreserved) !== 0
        ? String.fromCharCode(octet)
        : percentOctet(octet)
    )
    index += 2
    from = index + 1
  }
  parts.push(text.slice(from))
  return parts.join('')
}

/** Whether a `%` is not followed by two hex digits. */
function hasStrayPercent(text: string): boolean {
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index + 1)) {
    if (hexValue(text.charCodeAt(index + 1)) === -1 || hexValue(text.charCodeAt(index + 2)) === -1) return true
    index += 2
  }
  return false
}

/** Percent-normalize each segment, keeping `%2E` where decoding would make a dot segment. */
function normalizePath(path: string, mode: Mode): string {
  if (!path.includes('%')) return path
  return path
    .split('/')
    .map((original) => {
      const segment = normalizePercent(original, mode)
      return (segment === '.' || segment === '..') && original !== segment ? original.toUpperCase() : segment
    })
    .join('/')
}

/** Lowercase ASCII letters outside percent-encodings (RFC 3986 6.2.2.1). */
function lowerAscii(text: string): string {
  let result = ''
  let from = 0
  for (let index = 0; index < text.length; index++) {
    const c = text.charCodeAt(index)
    if (c === codes.percentSign) {
      index += 2
    } else if (c >= codes.uppercaseA && c <= codes.uppercaseZ) {
      result += text.slice(from, index) + String.fromCharCode(c | caseBit)
      from = index + 1
    }
  }
  return result + text.slice(from)
}
