/**
 * The authority: RFC 3986 3.2 (`[ userinfo "@" ] host [ ":" port ]`, with a
 * fast path for the common plain authority) and RFC 2396 3.2 (the server
 * form first, the registry-name form when that fails), with the host's
 * forms (IP literal, IPv4 address, registered name or RFC 2396 hostname),
 * DNS length limits and the port.
 */
import {Allow, caseBit, codePointAt, grammar, isAlpha, isAlphanumeric, isDigit, isHexDigit} from './character.js'
import {codes, firstNonAscii} from './codes.js'
import {code, describe, diagnostic, quoted, type DiagnosticId} from './diagnostics.js'
import {idnaForm} from './idna.js'
import {
  ipv4Problem,
  ipv6Problem,
  ipvFutureProblem,
  looksLikeIPv4,
  numericHostProblem,
  type AddressProblem
} from './ip.js'
import {rules, scan} from './scan.js'
import {holds} from './span.js'
import type {Authority, Component, Diagnostic, Host, Mode, Port} from './types.js'

/** RFC 1034 3.1, cited by RFC 3986 3.2.2: a label holds at most 63 octets. */
export const maxLabelOctets = 63

/** RFC 1034 3.1: a host name holds at most 255 octets. */
const maxHostOctets = 255

/** What `scanAuthorityShape` finds. */
interface AuthorityShape {
  /** Where the authority ends (the first `/`, `?`, `#` or the end). */
  end: number
  /** The last `@`, or -1. */
  at: number
  /** The first `:` after the last `@`, or -1. */
  colon: number
  /** Only unreserved characters, sub-delims, `:` and at most one `@`: nothing to check again. */
  plain: boolean
}

/**
 * RFC 3986 3.2, the shape of the authority from `start` in one scan: where it
 * ends, its last `@` and the first `:` after that, and whether every
 * character is plain. Shared by `parse` and `validate`'s fast path.
 */
export function scanAuthorityShape(input: string, start: number): AuthorityShape {
  const table = grammar('rfc3986')
  const length = input.length
  let index = start
  let at = -1
  let ats = 0
  let colon = -1
  let plain = true
  while (index < length) {
    const c = input.charCodeAt(index)
    if (c < firstNonAscii && (table[c]! & Allow.regName) !== 0) {
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
  // A new object per call costs nothing measurable: the callers take it
  // apart at once and V8 drops it (as fast as the reused object it replaced).
  return {end: index, at, colon, plain: plain && ats < 2}
}

/**
 * RFC 3986 3.2 on the fast path: a plain authority (see
 * `scanAuthorityShape`) needs no check of its characters; anything else goes
 * to the full `parseServer`.
 */
export function parseAuthority3986(input: string, start: number, diagnostics: Diagnostic[]): Authority {
  const {end, at, colon, plain} = scanAuthorityShape(input, start)
  if (!plain) return parseServer(input, start, end, 'rfc3986', diagnostics)
  const hostStart = at === -1 ? start : at + 1
  const hostEnd = colon === -1 ? end : colon
  let kind: Host['kind'] = 'reg-name'
  if (hostStart < hostEnd && isDigit(input.charCodeAt(hostStart)) && looksLikeIPv4(input, hostStart, hostEnd)) {
    const problem = ipv4Problem(input, hostStart, hostEnd)
    if (problem) diagnostics.push(ipv4Warning(problem))
    else kind = 'ipv4'
  } else if (hostStart < hostEnd && isDigit(input.charCodeAt(hostStart))) {
    // `2130706433`, `0x7f.0.0.1`: read as an address by browsers, as the octal `0177.0.0.1` is.
    const problem = numericHostProblem(input, hostStart, hostEnd)
    if (problem) diagnostics.push(ipv4Warning(problem))
    else if (hostEnd - hostStart > maxLabelOctets) checkLabelLengths(input, hostStart, hostEnd, 'rfc3986', diagnostics)
  } else if (hostEnd - hostStart > maxLabelOctets) {
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

/**
 * RFC 3986 3.2 (RFC 2396 3.2.2's server form): `authority = [ userinfo "@" ]
 * host [ ":" port ]` in `[start, end)`, every character checked.
 */
function parseServer(input: string, start: number, end: number, mode: Mode, diagnostics: Diagnostic[]): Authority {
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
    scan(input, start, at, rules.userinfo, mode, diagnostics, colon < at ? colon + 1 : undefined)
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
        diagnostic(
          'invalid-ip-literal',
          mode,
          end,
          end,
          'Unexpected end of host, expected `]` to close the IP literal',
          'error',
          {expected: ']'}
        )
      )
    } else {
      const future = (input.charCodeAt(hostStart + 1) | caseBit) === codes.lowercaseV
      host = {
        value: input.slice(hostStart, close + 1),
        start: hostStart,
        end: close + 1,
        kind: future ? 'ipvfuture' : 'ipv6'
      }
      if (mode === 'rfc2396' && future) {
        diagnostics.push(
          diagnostic(
            'invalid-ipvfuture',
            mode,
            hostStart + 1,
            close,
            'Unexpected IPvFuture literal, expected an IPv6 address (RFC 2396 with RFC 2732 has no IPvFuture)'
          )
        )
      } else {
        const problem = future
          ? ipvFutureProblem(input, hostStart + 1, close)
          : ipv6Problem(input, hostStart + 1, close)
        if (problem)
          diagnostics.push(
            addressDiagnostic(
              future ? 'invalid-ipvfuture' : 'invalid-ipv6',
              mode,
              problem,
              future ? 'IPvFuture literal' : 'IPv6 address'
            )
          )
      }
      const after = close + 1
      if (after < end) {
        if (input.charCodeAt(after) === codes.colon) {
          port = parsePort(input, after + 1, end, mode, diagnostics)
        } else {
          const found = codePointAt(input, after)
          diagnostics.push(
            passwordLikelyAfter(input, end)
              ? diagnostic(
                  'invalid-ip-literal',
                  mode,
                  after,
                  end,
                  'Unexpected text after the IP literal, expected `:` and a port'
                )
              : diagnostic(
                  'invalid-ip-literal',
                  mode,
                  after,
                  after + found.length,
                  `Unexpected ${describe(found)} after the IP literal, expected \`:\` and a port`,
                  'error',
                  {actual: found}
                )
          )
        }
      }
    }
  } else {
    let colon = hostStart
    while (colon < end && input.charCodeAt(colon) !== codes.colon) colon++
    const isIPv4 = looksLikeIPv4(input, hostStart, colon)
    const ipv4 = isIPv4 ? ipv4Problem(input, hostStart, colon) : undefined
    host = {
      value: input.slice(hostStart, colon),
      start: hostStart,
      end: colon,
      kind: isIPv4 && !ipv4 ? 'ipv4' : 'reg-name'
    }
    // `2130706433`, `0x7f.0.0.1`: read as an address by browsers, as the octal `0177.0.0.1` is.
    const numeric =
      ipv4 === undefined && !isIPv4 && isDigit(input.charCodeAt(hostStart))
        ? numericHostProblem(input, hostStart, colon)
        : undefined
    if (ipv4 ?? numeric) {
      diagnostics.push(ipv4Warning((ipv4 ?? numeric)!))
    } else if (host.kind === 'reg-name') {
      const before = diagnostics.length
      scan(input, hostStart, colon, rules.host, mode, diagnostics)
      idnaHost(host, mode, diagnostics, before)
      checkLabelLengths(input, hostStart, colon, mode, diagnostics)
    }
    if (colon < end) port = parsePort(input, colon + 1, end, mode, diagnostics)
  }

  return {value: input.slice(start, end), start, end, userinfo, host, port, form: 'server'}
}

/**
 * A registered name whose only problems (the diagnostics from `before` on)
 * are runs of non-ASCII text: one diagnostic on the whole host, expecting
 * its IDNA form, as browsers send it and RFC 3986 3.2.2 asks producers to
 * write it, rather than each run percent-encoded.
 */
function idnaHost(host: Host, mode: Mode, diagnostics: Diagnostic[], before: number): void {
  if (diagnostics.length === before) return
  for (let index = before; index < diagnostics.length; index++) if (diagnostics[index]!.id !== 'non-ascii') return
  const ascii = idnaForm(host.value)
  if (ascii === undefined) return
  diagnostics.length = before
  const found = diagnostic(
    'non-ascii',
    mode,
    host.start,
    host.end,
    `Unexpected non-ASCII host ${quoted(host.value)}, expected its IDNA form ${code(ascii)}`,
    'error',
    {actual: host.value, expected: ascii}
  )
  // The section that says so, rather than 2.5's percent-encoding.
  if (mode === 'rfc3986') found.url = 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2'
  diagnostics.push(found)
}

/**
 * RFC 2396 3.2: `authority = server | reg_name`; the server form first
 * (hostname labels, IPv4address as four runs of digits, and RFC 2732's IPv6
 * literal), the registry-name form when it fails.
 */
export function parseAuthority2396(input: string, start: number, diagnostics: Diagnostic[]): Authority {
  let end = start
  while (end < input.length) {
    const c = input.charCodeAt(end)
    if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) break
    end++
  }
  const serverDiagnostics: Diagnostic[] = []
  const server = parseServer(input, start, end, 'rfc2396', serverDiagnostics)
  const {host} = server
  if (host.kind === 'reg-name' || host.kind === 'ipv4') {
    // The rfc3986 reg-name reading above is too lenient for RFC 2396:
    // keep its findings of characters no URI may hold, and replace the rest
    // with the hostname / IPv4address rules.
    let excluded = false
    for (let index = serverDiagnostics.length - 1; index >= 0; index--) {
      const found = serverDiagnostics[index]!
      if (!holds(host, found.start)) continue
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
          diagnostic(
            'invalid-hostname',
            'rfc2396',
            problem.start,
            problem.end,
            `Unexpected ${problem.found} in host, expected ${problem.want}`,
            'error',
            {
              note: 'RFC 2396 3.2.2: hostname = *( domainlabel "." ) toplabel [ "." ]'
            }
          )
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
  scan(input, start, end, rules.registry, 'rfc2396', registryDiagnostics)
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
        return {
          start: index,
          end: Math.min(index + 1, end),
          found: index < last ? '`.`' : 'end of host',
          want: 'a letter or digit to start a label'
        }
      }
      if (input.charCodeAt(index - 1) === codes.dash) {
        return {start: index - 1, end: index, found: '`-`', want: 'a letter or digit to end a label'}
      }
      if (index === last && !isAlpha(input.charCodeAt(labelStart))) {
        return {
          start: labelStart,
          end: labelStart + 1,
          found: code(input.charAt(labelStart)),
          want: 'a letter to start the top label'
        } // an ASCII letter or digit: checked above
      }
      labelStart = index + 1
    } else if (c === codes.dash) {
      if (index === labelStart)
        return {start: index, end: index + 1, found: '`-`', want: 'a letter or digit to start a label'}
    } else if (!isAlphanumeric(c)) {
      const found = codePointAt(input, index)
      return {start: index, end: index + found.length, found: describe(found), want: 'a letter, digit, `-` or `.`'}
    }
  }
  return undefined
}

/** RFC 1034 3.1, cited by RFC 3986 3.2.2: labels of at most 63 octets, names of at most 255. */
function checkLabelLengths(input: string, start: number, end: number, mode: Mode, diagnostics: Diagnostic[]): void {
  if (end - start > maxHostOctets) {
    diagnostics.push(
      diagnostic(
        'invalid-hostname',
        mode,
        start,
        end,
        `Unexpected host of ${end - start} characters, expected at most ${maxHostOctets}`,
        'warning',
        {
          note: 'RFC 3986 3.2.2: URI producers should use names that conform to the DNS syntax'
        }
      )
    )
    return
  }
  let labelStart = start
  let octets = 0 // a percent-encoding is one octet (RFC 1034 counts octets)
  for (let index = start; index <= end; index++) {
    if (
      index < end &&
      input.charCodeAt(index) === codes.percentSign &&
      isHexDigit(input.charCodeAt(index + 1)) &&
      isHexDigit(input.charCodeAt(index + 2))
    ) {
      octets++
      index += 2
    } else if (index < end && input.charCodeAt(index) !== codes.dot) {
      octets++
    } else {
      if (octets > maxLabelOctets) {
        diagnostics.push(
          diagnostic(
            'invalid-hostname',
            mode,
            labelStart,
            index,
            `Unexpected label of ${octets} octets in host, expected at most ${maxLabelOctets}`,
            'warning',
            {
              note: 'RFC 3986 3.2.2: URI producers should use names that conform to the DNS syntax'
            }
          )
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
function passwordLikelyAfter(input: string, authorityEnd: number): boolean {
  return input.indexOf('@', authorityEnd) !== -1
}

/** The warning for a dotted quad that is not an IPv4address. */
function ipv4Warning(problem: AddressProblem): Diagnostic {
  // RFC 3986 3.2.2 reads it as a reg-name, but resolvers would take it
  // as an address (or fail): say so, without making it invalid.
  return diagnostic(
    'invalid-ipv4',
    'rfc3986',
    problem.start,
    problem.end,
    `Unexpected ${code(problem.found)} in IPv4 address, expected ${problem.want}`,
    'warning',
    {
      actual: problem.found,
      note: 'RFC 3986 reads this host as a registered name, but resolvers treat numbers as an address'
    }
  )
}

/** A diagnostic for a bad address literal. */
function addressDiagnostic(id: DiagnosticId, mode: Mode, problem: AddressProblem, what: string): Diagnostic {
  return diagnostic(
    id,
    mode,
    problem.start,
    problem.end,
    `Unexpected ${problem.found} in ${what}, expected ${problem.want}`
  )
}
