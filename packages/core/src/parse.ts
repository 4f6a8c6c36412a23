/**
 * Parse a URI reference in one pass over its character codes: the five
 * components exactly where Appendix B's regular expression splits them, the
 * authority's parts, and every grammar violation as a diagnostic.
 */
import {Allow, codePointAt, excludedClass, grammar, isAlpha, isDigit, isHexDigit} from './character.ts'
import {codes} from './codes.ts'
import {code, diagnostic, type DiagnosticId} from './diagnostics.ts'
import {ipv4Problem, ipv6Problem, ipvFutureProblem, looksLikeIPv4, type AddressProblem} from './ip.ts'
import {percentOctet} from './percent.ts'
import type {Authority, Component, Diagnostic, Host, Mode, Port} from './types.ts'

/** A parsed URI reference (RFC 3986 section 4.1). */
export interface UriReference {
  input: string
  mode: Mode
  /** `uri` when a scheme is present, else `relative-ref` (RFC 3986 4.1). */
  kind: 'uri' | 'relative-ref'
  scheme: Component | undefined
  authority: Authority | undefined
  /** Always present; may be empty (RFC 3986 3.3). */
  path: Component
  query: Component | undefined
  fragment: Component | undefined
  diagnostics: Diagnostic[]
}

export interface ModeOptions {
  /** `rfc3986` (default) or `rfc2396`. */
  mode?: Mode | undefined
}

/**
 * At most this many diagnostics per reference: past it the text is not a
 * URI anyone meant, and listing every character only costs time and memory.
 */
export const maxDiagnostics = 100

/** Messages quote at most this much of a run of characters; `expected` has it all. */
const maxQuoted = 32

/** Names of components, as messages say them. */
type Where = 'scheme' | 'userinfo' | 'password' | 'host' | 'port' | 'path' | 'query' | 'fragment' | 'authority'

/** Throw on API misuse (never on the user's text). */
export function checkMode(options: ModeOptions | undefined): Mode {
  if (options === undefined || options === null) return 'rfc3986'
  if (typeof options !== 'object') throw new TypeError('Expected options to be an object')
  const mode = options.mode
  if (mode === undefined) return 'rfc3986'
  if (mode !== 'rfc3986' && mode !== 'rfc2396') {
    throw new TypeError("Expected `mode` to be 'rfc3986' or 'rfc2396', not " + JSON.stringify(mode))
  }
  return mode
}

export function checkInput(input: unknown, name = 'input'): asserts input is string {
  if (typeof input !== 'string') throw new TypeError(`Expected \`${name}\` to be a string, not ${typeof input}`)
}

/**
 * Parse a URI reference (RFC 3986 4.1, or RFC 2396 3 in `rfc2396` mode).
 * Never throws on any string: problems are in `diagnostics`.
 */
export function parse(input: string, options?: ModeOptions): UriReference {
  checkInput(input)
  const mode = checkMode(options)
  const table = grammar(mode)
  const diagnostics: Diagnostic[] = []
  const length = input.length
  // One pass: each scan below checks characters while it looks for the
  // delimiter that ends its component, where Appendix B's expression would.
  // (Measured with `pnpm bench`: 4.2M parses/s against 1.9M when it split
  // first and checked each component after.)
  let index = 0

  // `^(([^:/?#]+):)?`: a valid scheme is the common case, so scan for one.
  while (index < length) {
    const c = input.charCodeAt(index)
    if (c < 128 && (table[c]! & Allow.scheme) !== 0) index++
    else break
  }
  let scheme: Component | undefined
  if (index > 0 && index < length && input.charCodeAt(index) === codes.colon && isAlpha(input.charCodeAt(0))) {
    scheme = {value: input.slice(0, index), start: 0, end: index}
    index++
  } else {
    // Anything up to `:` before `/`, `?` or `#` is a scheme, valid or not.
    while (index < length) {
      const c = input.charCodeAt(index)
      if (c === codes.colon || c === codes.slash || c === codes.questionMark || c === codes.numberSign) break
      index++
    }
    if (index > 0 && index < length && input.charCodeAt(index) === codes.colon) {
      scheme = {value: input.slice(0, index), start: 0, end: index}
      checkScheme(input, index, mode, diagnostics)
      index++
    } else {
      index = 0
    }
  }

  // `(//([^/?#]*))?`
  let authority: Authority | undefined
  if (input.charCodeAt(index) === codes.slash && input.charCodeAt(index + 1) === codes.slash) {
    authority = mode === 'rfc2396' ? parseAuthority2396(input, index + 2, table, diagnostics) : scanAuthority(input, index + 2, table, diagnostics)
    index = authority.end
  }

  // `([^?#]*)`
  const pathStart = index
  let pathBit: number = Allow.pathChar
  if (scheme === undefined && authority === undefined && input.charCodeAt(index) === codes.colon) {
    // RFC 3986 4.2 path-noscheme (RFC 2396 rel_segment): with no scheme, a
    // colon in the first segment would read as one. Appendix B makes that
    // happen only when the reference starts with `:`.
    diagnostics.push(
      diagnostic('unexpected-character', mode, index, index + 1, 'Unexpected `:` at the start of a relative path, expected a scheme name before it or `./` before the path', 'error', {
        actual: ':',
        expected: './:'
      })
    )
    index++
  } else if (mode === 'rfc2396' && scheme !== undefined && authority === undefined && index < length && input.charCodeAt(index) !== codes.slash) {
    pathBit = Allow.opaque // RFC 2396 opaque_part = uric_no_slash *uric
  }
  index = scan(input, index, length, codes.questionMark, codes.numberSign, pathBit, 'path', mode, table, diagnostics, -1)
  const path: Component = {value: input.slice(pathStart, index), start: pathStart, end: index}
  if (mode === 'rfc2396' && scheme !== undefined && authority === undefined && pathStart === index) {
    // RFC 2396 3: absoluteURI = scheme ":" ( hier_part | opaque_part ), both non-empty.
    diagnostics.push(diagnostic('missing-path', mode, index, index, `Unexpected end after ${code(scheme.value + ':')}, expected a path`))
  }

  // `(\?([^#]*))?`
  let query: Component | undefined
  if (index < length && input.charCodeAt(index) === codes.questionMark) {
    const start = index + 1
    index = scan(input, start, length, codes.numberSign, -1, Allow.query, 'query', mode, table, diagnostics, -1)
    query = {value: input.slice(start, index), start, end: index}
  }

  // `(#(.*))?`
  let fragment: Component | undefined
  if (index < length) {
    const start = index + 1
    scan(input, start, length, -1, -1, Allow.query, 'fragment', mode, table, diagnostics, -1)
    fragment = {value: input.slice(start), start, end: length}
  }

  return {
    input,
    mode,
    kind: scheme === undefined ? 'relative-ref' : 'uri',
    scheme,
    authority,
    path,
    query,
    fragment,
    diagnostics
  }
}

/** RFC 3986 3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
function checkScheme(input: string, end: number, mode: Mode, diagnostics: Diagnostic[]): void {
  const table = grammar(mode)
  for (let index = 0; index < end; index++) {
    const c = input.charCodeAt(index)
    if (index === 0 ? isAlpha(c) : c < 128 && (table[c]! & Allow.scheme) !== 0) continue
    if (diagnostics.length >= maxDiagnostics) return
    const width = c >= 0xd8_00 && c <= 0xdb_ff && index + 1 < end ? 2 : 1
    const found = input.slice(index, index + width)
    const scheme = end > maxQuoted ? input.slice(0, maxQuoted) + '…' : input.slice(0, end)
    diagnostics.push(
      diagnostic(
        // An excluded character keeps its own id; no escape can fix a scheme.
        excludedId(c) ?? 'invalid-scheme',
        mode,
        index,
        index + width,
        index === 0
          ? `Unexpected ${describe(found)} at the start of scheme ${code(scheme)}, expected a letter`
          : `Unexpected ${describe(found)} in scheme ${code(scheme)}, expected a letter, digit, \`+\`, \`-\` or \`.\``,
        'error',
        {actual: found}
      )
    )
    index += width - 1
  }
}

/** What `scanAuthorityShape` found. One object, reused: no allocation per URI. */
export const authorityShape = {
  /** Where the authority ends (the first `/`, `?`, `#` or the end). */
  end: 0,
  /** The last `@`, or -1. */
  at: -1,
  /** The first `:` after the last `@`, or -1. */
  colon: -1,
  /** Only unreserved characters, sub-delims, `:` and at most one `@`. */
  plain: true
}

/**
 * RFC 3986 3.2, the shape of the authority from `start` in one scan: where it
 * ends, its last `@` and the first `:` after that, and whether every
 * character is plain, so that nothing needs checking again. Shared by
 * `parse` and `validate`'s fast path.
 */
export function scanAuthorityShape(input: string, start: number): void {
  const table = grammar('rfc3986')
  const length = input.length
  let index = start
  let at = -1
  let ats = 0
  let colon = -1
  let plain = true
  while (index < length) {
    const c = input.charCodeAt(index)
    if (c < 128 && (table[c]! & Allow.regName) !== 0) {
      index++
      continue
    }
    if (c === codes.colon) {
      if (colon === -1) colon = index
    } else if (c === codes.atSign) {
      at = index
      ats++
      colon = -1
    } else if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) {
      break
    } else {
      plain = false
    }
    index++
  }
  authorityShape.end = index
  authorityShape.at = at
  authorityShape.colon = colon
  authorityShape.plain = plain && ats < 2
}

/**
 * RFC 3986 3.2 on the fast path: a plain authority (see
 * `scanAuthorityShape`) needs no check of its characters; anything else goes
 * to the full `parseAuthority`.
 */
function scanAuthority(input: string, start: number, table: Uint8Array, diagnostics: Diagnostic[]): Authority {
  scanAuthorityShape(input, start)
  const {end, at, colon} = authorityShape
  if (!authorityShape.plain) return parseAuthority(input, start, end, 'rfc3986', table, diagnostics)
  const hostStart = at === -1 ? start : at + 1
  const hostEnd = colon === -1 ? end : colon
  let kind: Host['kind'] = 'reg-name'
  if (hostStart < hostEnd && isDigit(input.charCodeAt(hostStart)) && looksLikeIPv4(input, hostStart, hostEnd)) {
    const problem = ipv4Problem(input, hostStart, hostEnd)
    if (problem) diagnostics.push(ipv4Warning(problem))
    else kind = 'ipv4'
  } else if (hostEnd - hostStart > 63) {
    // A label needs 64 characters to be too long, so shorter hosts skip the count.
    checkLabelLengths(input, hostStart, hostEnd, 'rfc3986', diagnostics)
  }
  return {
    value: input.slice(start, end),
    start,
    end,
    userinfo: at === -1 ? undefined : {value: input.slice(start, at), start, end: at},
    host: {value: input.slice(hostStart, hostEnd), start: hostStart, end: hostEnd, kind},
    port: colon === -1 ? undefined : parsePort(input, colon + 1, end, 'rfc3986', diagnostics),
    form: 'server'
  }
}

/** The warning for a dotted quad that is not an IPv4address. */
function ipv4Warning(problem: AddressProblem): Diagnostic {
  // RFC 3986 3.2.2 reads it as a reg-name, but resolvers would take it
  // as an address (or fail): say so, without making it invalid.
  return diagnostic('invalid-ipv4', 'rfc3986', problem.start, problem.end, `Unexpected ${code(problem.found)} in IPv4 address, expected ${problem.want}`, 'warning', {
    actual: problem.found,
    note: 'RFC 3986 reads this host as a registered name, but resolvers treat dotted numbers as an address'
  })
}

/** RFC 3986 3.2: `authority = [ userinfo "@" ] host [ ":" port ]`. */
function parseAuthority(
  input: string,
  start: number,
  end: number,
  mode: Mode,
  table: Uint8Array,
  diagnostics: Diagnostic[]
): Authority {
  // Userinfo ends at the last `@`: that is where every client finds the
  // host, so a password holding a raw `@` is still seen as a password.
  let at = end - 1
  while (at >= start && input.charCodeAt(at) !== codes.atSign) at--
  let userinfo: Component | undefined
  let hostStart = start
  if (at >= start) {
    userinfo = {value: input.slice(start, at), start, end: at}
    let colon = start
    while (colon < at && input.charCodeAt(colon) !== codes.colon) colon++
    checkCharacters(input, start, at, Allow.userinfo, 'userinfo', mode, table, diagnostics, colon < at ? colon + 1 : -1)
    hostStart = at + 1
  }

  let host: Host
  let port: Port | undefined
  if (input.charCodeAt(hostStart) === codes.leftSquareBracket) {
    let close = hostStart + 1
    while (close < end && input.charCodeAt(close) !== codes.rightSquareBracket) close++
    if (close === end) {
      host = {value: input.slice(hostStart, end), start: hostStart, end, kind: 'ipv6'}
      diagnostics.push(
        diagnostic('invalid-ip-literal', mode, end, end, 'Unexpected end of host, expected `]` to close the IP literal', 'error', {expected: ']'})
      )
    } else {
      const future = input.charCodeAt(hostStart + 1) | 0x20
      host = {value: input.slice(hostStart, close + 1), start: hostStart, end: close + 1, kind: future === codes.lowercaseV ? 'ipvfuture' : 'ipv6'}
      const problem =
        host.kind === 'ipvfuture' ? ipvFutureProblem(input, hostStart + 1, close) : ipv6Problem(input, hostStart + 1, close)
      if (mode === 'rfc2396' && host.kind === 'ipvfuture') {
        diagnostics.push(
          diagnostic('invalid-ipvfuture', mode, hostStart + 1, close, 'Unexpected IPvFuture literal, expected an IPv6 address (RFC 2396 with RFC 2732 has no IPvFuture)')
        )
      } else if (problem) {
        diagnostics.push(addressDiagnostic(host.kind === 'ipvfuture' ? 'invalid-ipvfuture' : 'invalid-ipv6', mode, problem, host.kind === 'ipvfuture' ? 'IPvFuture literal' : 'IPv6 address'))
      }
      const after = close + 1
      if (after < end) {
        if (input.charCodeAt(after) === codes.colon) {
          port = parsePort(input, after + 1, end, mode, diagnostics)
        } else {
          const found = codePointAt(input, after)
          diagnostics.push(
            passwordLikelyAfter(input, end)
              ? diagnostic('invalid-ip-literal', mode, after, end, 'Unexpected text after the IP literal, expected `:` and a port')
              : diagnostic('invalid-ip-literal', mode, after, after + found.length, `Unexpected ${describe(found)} after the IP literal, expected \`:\` and a port`, 'error', {actual: found})
          )
        }
      }
    }
  } else {
    let colon = hostStart
    while (colon < end && input.charCodeAt(colon) !== codes.colon) colon++
    const isIPv4 = looksLikeIPv4(input, hostStart, colon)
    const ipv4 = isIPv4 ? ipv4Problem(input, hostStart, colon) : undefined
    host = {value: input.slice(hostStart, colon), start: hostStart, end: colon, kind: isIPv4 && !ipv4 ? 'ipv4' : 'reg-name'}
    if (ipv4) {
      diagnostics.push(ipv4Warning(ipv4))
    } else if (host.kind === 'reg-name') {
      checkCharacters(input, hostStart, colon, Allow.regName, 'host', mode, table, diagnostics, -1)
      checkLabelLengths(input, hostStart, colon, mode, diagnostics)
    }
    if (colon < end) port = parsePort(input, colon + 1, end, mode, diagnostics)
  }

  return {value: input.slice(start, end), start, end, userinfo, host, port, form: 'server'}
}

/**
 * RFC 2396 3.2: `authority = server | reg_name`; the server form first
 * (hostname labels, IPv4address as four runs of digits, and RFC 2732's IPv6
 * literal), the registry-name form when it fails.
 */
function parseAuthority2396(input: string, start: number, table: Uint8Array, diagnostics: Diagnostic[]): Authority {
  let end = start
  while (end < input.length) {
    const c = input.charCodeAt(end)
    if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) break
    end++
  }
  const serverDiagnostics: Diagnostic[] = []
  const server = parseAuthority(input, start, end, 'rfc2396', table, serverDiagnostics)
  const {host} = server
  if (host.kind === 'reg-name' || host.kind === 'ipv4') {
    // The rfc3986 reg-name reading above is too lenient for RFC 2396:
    // keep its findings of characters no URI may hold, and replace the rest
    // with the hostname / IPv4address rules.
    let excluded = false
    for (let index = serverDiagnostics.length - 1; index >= 0; index--) {
      const found = serverDiagnostics[index]!
      if (found.start < host.start || found.start >= host.end) continue
      if (found.id === 'unexpected-character' || found.id === 'invalid-ipv4') serverDiagnostics.splice(index, 1)
      else excluded = true
    }
    if (excluded) {
      host.kind = 'reg-name'
    } else if (looksLikeIPv4(input, host.start, host.end)) {
      host.kind = 'ipv4'
    } else {
      host.kind = 'reg-name'
      const problem =
        host.start === host.end
          ? server.userinfo !== undefined || server.port !== undefined
            ? {start: host.start, end: host.end, found: 'empty host', want: 'a host name or IPv4 address'}
            : undefined
          : hostnameProblem(input, host.start, host.end)
      if (problem) {
        serverDiagnostics.push(
          diagnostic('invalid-hostname', 'rfc2396', problem.start, problem.end, `Unexpected ${problem.found} in host, expected ${problem.want}`, 'error', {
            note: 'RFC 2396 3.2.2: hostname = *( domainlabel "." ) toplabel [ "." ]'
          })
        )
      }
    }
  }
  if (!serverDiagnostics.some((found) => found.severity === 'error')) {
    for (const found of serverDiagnostics) diagnostics.push(found)
    return server
  }
  // reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
  const registryDiagnostics: Diagnostic[] = []
  checkCharacters(input, start, end, Allow.regName, 'authority', 'rfc2396', table, registryDiagnostics, -1)
  if (start < end && registryDiagnostics.length === 0) {
    return {
      value: input.slice(start, end),
      start,
      end,
      userinfo: undefined,
      host: {value: input.slice(start, end), start, end, kind: 'reg-name'},
      port: undefined,
      form: 'registry'
    }
  }
  for (const found of serverDiagnostics) diagnostics.push(found)
  return server
}

/**
 * RFC 2396 3.2.2: `hostname = *( domainlabel "." ) toplabel [ "." ]`, labels of
 * alphanumerics and inner hyphens, the top label starting with a letter.
 */
function hostnameProblem(input: string, start: number, end: number): AddressProblem | undefined {
  let labelStart = start
  const last = input.charCodeAt(end - 1) === codes.dot && end - 1 > start ? end - 1 : end
  for (let index = start; index <= last; index++) {
    const c = index < last ? input.charCodeAt(index) : codes.dot
    if (c === codes.dot) {
      if (index === labelStart) {
        return {start: index, end: Math.min(index + 1, end), found: index < last ? '`.`' : 'end of host', want: 'a letter or digit to start a label'}
      }
      if (input.charCodeAt(index - 1) === codes.dash) {
        return {start: index - 1, end: index, found: '`-`', want: 'a letter or digit to end a label'}
      }
      if (index === last && !isAlpha(input.charCodeAt(labelStart))) {
        return {start: labelStart, end: labelStart + 1, found: code(input.charAt(labelStart)), want: 'a letter to start the top label'} // an ASCII letter or digit: checked above
      }
      labelStart = index + 1
    } else if (c === codes.dash) {
      if (index === labelStart) return {start: index, end: index + 1, found: '`-`', want: 'a letter or digit to start a label'}
    } else if (!(isAlpha(c) || isDigit(c))) {
      const found = codePointAt(input, index)
      return {start: index, end: index + found.length, found: describe(found), want: 'a letter, digit, `-` or `.`'}
    }
  }
  return undefined
}

/** RFC 1034 3.1, cited by RFC 3986 3.2.2: labels of at most 63 octets, names of at most 255. */
function checkLabelLengths(input: string, start: number, end: number, mode: Mode, diagnostics: Diagnostic[]): void {
  if (end - start > 255) {
    diagnostics.push(
      diagnostic('invalid-hostname', mode, start, end, `Unexpected host of ${end - start} characters, expected at most 255`, 'warning', {
        note: 'RFC 3986 3.2.2: URI producers should use names that conform to the DNS syntax'
      })
    )
    return
  }
  let labelStart = start
  let octets = 0 // a percent-encoding is one octet (RFC 1034 counts octets)
  for (let index = start; index <= end; index++) {
    if (index < end && input.charCodeAt(index) === codes.percentSign && isHexDigit(input.charCodeAt(index + 1)) && isHexDigit(input.charCodeAt(index + 2))) {
      octets++
      index += 2
    } else if (index < end && input.charCodeAt(index) !== codes.dot) {
      octets++
    } else {
      if (octets > 63) {
        diagnostics.push(
          diagnostic('invalid-hostname', mode, labelStart, index, `Unexpected label of ${octets} octets in host, expected at most 63`, 'warning', {
            note: 'RFC 3986 3.2.2: URI producers should use names that conform to the DNS syntax'
          })
        )
      }
      labelStart = index + 1
      octets = 0
    }
  }
}

/** RFC 3986 3.2.3: `port = *DIGIT`. */
function parsePort(input: string, start: number, end: number, mode: Mode, diagnostics: Diagnostic[]): Port {
  let allDigits = true
  for (let index = start; index < end && allDigits; index++) allDigits = isDigit(input.charCodeAt(index))
  const value = input.slice(start, end)
  if (allDigits) return {value, start, end, number: start < end ? Number(value) : undefined}
  // `user:pa/ss@host` or a URI cut short at `user:pa{ss`: what reads as a
  // port is often a password, so the message never quotes it.
  diagnostics.push(
    diagnostic('invalid-port', mode, start, end, 'Unexpected characters in port, expected digits', 'error', {
      note: passwordLikelyAfter(input, end)
        ? 'An `@` later in the URI suggests a password holding `/`, `?` or `#`; percent-encode them'
        : 'Its text is not shown: it may be part of a password'
    })
  )
  return {value, start, end, number: undefined}
}

/** Whether an `@` follows the authority: then a malformed port is likely part of a password. */
export function passwordLikelyAfter(input: string, authorityEnd: number): boolean {
  return input.indexOf('@', authorityEnd) !== -1
}

/** A diagnostic for a bad address literal. */
function addressDiagnostic(id: DiagnosticId, mode: Mode, problem: AddressProblem, what: string): Diagnostic {
  return diagnostic(id, mode, problem.start, problem.end, `Unexpected ${problem.found} in ${what}, expected ${problem.want}`)
}

/**
 * Check characters from `start` until `limit` or the first `stopA` /
 * `stopB` (-1 for none), and return where it stopped. A character passes
 * when the component allows it as is (`bit` in the mode's table; `/` in
 * path, query and fragment) or as a percent-encoding. From `secretFrom` on
 * the text is a password: its messages never quote it.
 */
function scan(
  input: string,
  start: number,
  limit: number,
  stopA: number,
  stopB: number,
  bit: number,
  where: Where,
  mode: Mode,
  table: Uint8Array,
  diagnostics: Diagnostic[],
  secretFrom: number
): number {
  let index = start
  while (index < limit) {
    const c = input.charCodeAt(index)
    if (c < 128 && (table[c]! & bit) !== 0) {
      index++
      continue
    }
    if (c === stopA || c === stopB) return index
    if (c === codes.slash && (where === 'path' || where === 'query' || where === 'fragment')) {
      index++
      continue
    }
    if (c === codes.percentSign && index + 2 < limit && isHexDigit(input.charCodeAt(index + 1)) && isHexDigit(input.charCodeAt(index + 2))) {
      index += 3
      continue
    }
    index = report(input, index, limit, where, mode, diagnostics, secretFrom !== -1 && index >= secretFrom)
  }
  return index
}

/** Check that `[start, end)` holds only characters the component allows. */
function checkCharacters(input: string, start: number, end: number, bit: number, where: Where, mode: Mode, table: Uint8Array, diagnostics: Diagnostic[], secretFrom: number): void {
  scan(input, start, end, -1, -1, bit, where, mode, table, diagnostics, secretFrom)
}

/** Report the character (or run) at `index` that the component may not hold; return where to go on. */
function report(input: string, index: number, limit: number, where: Where, mode: Mode, diagnostics: Diagnostic[], secret: boolean): number {
  const c = input.charCodeAt(index)
  let after = index + 1
  if (c === codes.percentSign) {
    while (after < limit && after < index + 3 && isAlphanumeric(input.charCodeAt(after))) after++
    if (diagnostics.length < maxDiagnostics) {
      const found = input.slice(index, after)
      diagnostics.push(
        secret
          ? diagnostic('invalid-percent-encoding', mode, index, after, 'Unexpected `%` in password, expected `%` followed by two hex digits')
          : diagnostic('invalid-percent-encoding', mode, index, after, `Unexpected ${code(found)} in ${where}, expected \`%\` followed by two hex digits`, 'error', {
              actual: found,
              expected: '%25' + found.slice(1)
            })
      )
    }
    return index + 1 // what follows `%` is checked on its own
  }
  // One diagnostic for a run of non-ASCII characters.
  if (c >= 128) while (after < limit && input.charCodeAt(after) >= 128) after++
  if (diagnostics.length < maxDiagnostics) diagnostics.push(characterDiagnostic(input, index, after, where, mode, secret))
  return after
}

/** The diagnostic for a character the component may not hold as is. */
function characterDiagnostic(input: string, start: number, end: number, where: Where, mode: Mode, secret: boolean): Diagnostic {
  const found = input.slice(start, end)
  const c = input.charCodeAt(start)
  const excluded = excludedClass(c)
  const id: DiagnosticId = excludedId(c) ?? 'unexpected-character'
  if (secret) {
    return diagnostic(id, mode, start, end, `Unexpected ${describeClass(id)} in password, expected it percent-encoded`)
  }
  const expected = excluded === 'non-ascii' ? percentEncodeRun(found) : percentOctet(c)
  if (expected === undefined) {
    return diagnostic(id, mode, start, end, `Unexpected lone surrogate in ${where}, expected a whole Unicode character`, 'error', {actual: found})
  }
  const what = excluded === 'non-ascii' ? 'non-ASCII ' + code(found.length > maxQuoted ? found.slice(0, maxQuoted) + '…' : found) : describe(found)
  return diagnostic(id, mode, start, end, `Unexpected ${what} in ${where}, expected ${code(expected)}`, 'error', {actual: found, expected})
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

function describeClass(id: DiagnosticId): string {
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

/** How a message names a character: controls and space by name, the rest in backticks. */
export function describe(text: string): string {
  const c = text.charCodeAt(0)
  if (text.length === 1 && (c < codes.space || c === codes.del)) {
    return 'control character U+' + c.toString(16).toUpperCase().padStart(4, '0')
  }
  if (text === ' ') return 'space'
  return code(text)
}

function isAlphanumeric(c: number): boolean {
  return isAlpha(c) || isDigit(c)
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
