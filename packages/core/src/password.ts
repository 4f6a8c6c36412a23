/**
 * Where a password is in a parsed reference (RFC 3986 3.2.1, 7.5), also
 * where a `/`, `?` or `#` in it ended the authority early, and the
 * diagnostics of such a password kept from quoting it.
 */
import {isAlpha, isAlphanumeric, isDigit} from './character.js'
import {codes} from './codes.js'
import {secretDiagnostic} from './scan.js'
import {holds} from './span.js'
import type {Span, UriReference} from './types.js'

/**
 * Where the password of the userinfo is (after its first `:`), if
 * non-empty. A password holding `/`, `?` or `#` ends the authority early and
 * reads as a malformed port followed by an `@`: that is taken as a password
 * too, up to that `@`. Either way the password runs to the last `@` before
 * the host, whatever comes between (`lastAt`): `app:Kx@QZ/t@db.acme.io`.
 */
export function passwordSpan(reference: UriReference): Span | undefined {
  const authority = reference.authority
  if (authority === undefined) return undefined
  const input = reference.input
  const userinfo = authority.userinfo
  if (userinfo === undefined) {
    const port = authority.port
    if (port === undefined) return undefined
    const first = input.indexOf('@', authority.end)
    if (first === -1) return undefined
    const at = lastAt(input, first)
    // A numeric or empty "port" is a password only when the "host" is a user
    // name, no host name (`deploy:2024/x@git.example.com`, `app:2024/s3cr@db/app`:
    // a Docker or Kubernetes service), and a host follows the `@`, not as a
    // handle in a path (`https://example.com:8443/@user`, `http://localhost:3000/@admin`).
    if (
      (port.number !== undefined || port.value === '') &&
      (authority.host.kind !== 'reg-name' || isHostName(input, authority.host.start) || !endsPasswordAt(input, at))
    )
      return undefined
    return {start: port.start, end: at}
  }
  const colon = userinfo.value.indexOf(':')
  if (colon === -1) return undefined
  const end = lastAt(input, userinfo.end)
  if (colon === userinfo.value.length - 1 && end === userinfo.end) return undefined
  return {start: userinfo.start + colon + 1, end}
}

/**
 * The `@` that ends a password whose first `@` is at `at`: the last one
 * before the host, whatever comes between. Past a `/`, `?` or `#` the
 * password goes on only where no host name follows its `@`
 * (`Kx@QZJ9secret/tail@db.acme.io`, not `p@medium.com/@x.io`), to an `@`
 * that a host follows and that is no handle in a path (`/@user`), with no
 * URI starting between (`/web/https://u:p@h/`: a URI of its own, see
 * `secretsOf`). Each character is looked at a bounded number of times.
 */
function lastAt(input: string, at: number): number {
  let end = at
  // Whether a `/`, `?` or `#` is between `end` and the next `@`, and whether a host name follows `end` (once known).
  let crossed = false
  let hostName: boolean | undefined
  let scanned = at + 1
  for (let next = input.indexOf('@', at + 1); next !== -1; next = input.indexOf('@', next + 1)) {
    const from = scanned
    scanned = next + 1
    if (!crossed && !endsAuthority(input, from, next)) {
      // In the same authority: the userinfo ends at its last `@`.
      end = next
      hostName = undefined
      continue
    }
    crossed = true
    if (holdsSchemeSlashes(input, Math.max(end + 1, from - 2), next)) break
    hostName ??= isHostName(input, end + 1)
    if (hostName) break
    if (endsPasswordAt(input, next)) {
      end = next
      crossed = false
      hostName = undefined
    }
  }
  return end
}

/**
 * Whether the `@` at `at` may end a password: a host follows it, a host
 * name if a `/` is before it (`/@user` is a handle in a path; a password
 * may still end in `/`: `Kx/@db.acme.io`).
 */
function endsPasswordAt(input: string, at: number): boolean {
  return input.charCodeAt(at - 1) === codes.slash ? isHostName(input, at + 1) : isHostAt(input, at + 1)
}

/** Whether a `/`, `?` or `#` is in `input` from `start` to `end`. */
function endsAuthority(input: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const c = input.charCodeAt(index)
    if (isAuthorityEnd(c)) return true
  }
  return false
}

/** Whether `://` is in `input` from `start` to `end`. */
function holdsSchemeSlashes(input: string, start: number, end: number): boolean {
  for (let index = start; index + 3 <= end; index++)
    if (
      input.charCodeAt(index) === codes.colon &&
      input.charCodeAt(index + 1) === codes.slash &&
      input.charCodeAt(index + 2) === codes.slash
    )
      return true
  return false
}

/** `/`, `?` or `#`: what ends an authority (RFC 3986 3.2). */
function isAuthorityEnd(c: number): boolean {
  return c === codes.slash || c === codes.questionMark || c === codes.numberSign
}

/** Whether a port (`:` and digits) and then the end of the authority (or of `input`) are at `index`. */
function endsHost(input: string, index: number): boolean {
  if (input.charCodeAt(index) === codes.colon) {
    index++
    while (isDigit(input.charCodeAt(index))) index++
  }
  return index >= input.length || isAuthorityEnd(input.charCodeAt(index))
}

/**
 * Whether a host name is at `index`, up to the end of the authority: an IP
 * literal, `localhost`, or dotted labels (`git.example.com`, `10.1.2.3`);
 * what a password's text after an `@` rarely is.
 */
function isHostName(input: string, index: number): boolean {
  if (input.charCodeAt(index) === codes.leftSquareBracket) {
    const close = input.indexOf(']', index)
    return close !== -1 && isIpLiteralText(input, index + 1, close) && endsHost(input, close + 1)
  }
  let dot = false
  let end = index
  for (; end < input.length; end++) {
    const c = input.charCodeAt(end)
    if (c === codes.dot) {
      // No empty label.
      if (end === index || input.charCodeAt(end - 1) === codes.dot) return false
      dot = true
    } else if (!(isAlphanumeric(c) || c === codes.dash)) break
  }
  if (end === index || input.charCodeAt(end - 1) === codes.dot || !endsHost(input, end)) return false
  return dot || input.slice(index, end).toLowerCase() === 'localhost'
}

/** Hex digits, `:` and `.` (an IPv6 or IPv4 address), at least one `:`. */
function isIpLiteralText(input: string, start: number, end: number): boolean {
  if (input.indexOf(':', start) >= end || input.indexOf(':', start) === -1) return false
  for (let index = start; index < end; index++) {
    const c = input.charCodeAt(index)
    if (!(isAlphanumeric(c) || c === codes.colon || c === codes.dot)) return false
  }
  return true
}

/** Whether a host is at `index`: a host name, or one label that starts with a letter (`db`, `redis-master`). */
function isHostAt(input: string, index: number): boolean {
  if (isHostName(input, index)) return true
  if (!isAlpha(input.charCodeAt(index))) return false
  let end = index + 1
  while (end < input.length && (isAlphanumeric(input.charCodeAt(end)) || input.charCodeAt(end) === codes.dash)) end++
  return endsHost(input, end)
}

/**
 * Give the diagnostics of a password that a `/`, `?` or `#` cut short the
 * words a password's get (`Unexpected non-ASCII character in password,
 * expected it percent-encoded`): RFC 3986 reads the rest of it as a path, a
 * query or a fragment, whose diagnostics quote the characters and give
 * their percent-encoding (which spells them). The same for the diagnostics
 * of a user name that reveals the password (`guest:guest`), in a user
 * name's words. In place; `parse` returns what this returns.
 */
export function hideCutPassword(reference: UriReference): UriReference {
  const authority = reference.authority
  if (authority === undefined || reference.diagnostics.length === 0) return reference
  const span = passwordSpan(reference)
  if (span === undefined) return reference
  // From the end of the userinfo or the authority (where the cut password reads as a host, a path, a query or a
  // fragment) to the password's end.
  const cutStart = authority.userinfo === undefined ? authority.end : authority.userinfo.end
  const cut = span.end > cutStart ? {start: cutStart, end: span.end} : undefined
  const user = revealingUserSpan(reference, span)
  if (cut === undefined && user === undefined) return reference
  const {diagnostics} = reference
  for (const [index, found] of diagnostics.entries()) {
    const inCut = cut !== undefined && holds(cut, found.start)
    if (!inCut && !(user !== undefined && holds(user, found.start))) continue
    diagnostics[index] = secretDiagnostic(found, inCut ? 'password' : 'user name')
  }
  return reference
}

/** A user name and a password this long or longer reveal each other when one holds the other. */
const minRevealing = 3

/**
 * Where the user name is (before the password's `:`, or the "host" of a
 * password cut short) when it reveals the password (RFC 3986 7.5): equal
 * to it, or, both at least 3 characters, one holding the other, compared
 * without ASCII case (`guest:guest`, `admin:Admin2024`). Equality is the
 * common case (`postgres:postgres`); holding catches a password made of
 * the user name plus a little; 3 characters keeps a short user name (`u`)
 * that any password may hold from being masked for nothing.
 */
export function revealingUserSpan(reference: UriReference, password: Span): Span | undefined {
  const authority = reference.authority
  if (authority === undefined) return undefined
  const start = authority.start
  // The `:` before the password ends the user name.
  const end = password.start - 1
  if (end <= start) return undefined
  const input = reference.input
  const user = input.slice(start, end).toLowerCase()
  const secret = input.slice(password.start, password.end).toLowerCase()
  if (user === secret) return {start, end}
  if (user.length < minRevealing || secret.length < minRevealing) return undefined
  return user.includes(secret) || secret.includes(user) ? {start, end} : undefined
}

/** A password, the user name that reveals it (if any), and the URI that holds them: offsets into one text. */
export interface Secret {
  password: Span
  user: Span | undefined
  uri: Span
  /** The URI is written percent-encoded inside another (`?next=https%3A%2F%2Fu%3Ap%40h`). */
  encoded?: true
}

/**
 * `input` from `start` to `end` with each password of `secrets` inside it
 * masked as `***`, and each user name that reveals one
 * (`amqp://***:***@host/`). The spans do not overlap.
 */
export function masked(input: string, secrets: readonly Secret[], start = 0, end = input.length): string {
  const spans: Span[] = []
  for (const {password, user} of secrets) {
    if (password.start < start || password.end > end) continue
    if (user !== undefined) spans.push(user)
    spans.push(password)
  }
  spans.sort((a, b) => a.start - b.start)
  let result = ''
  let at = start
  for (const span of spans) {
    result += input.slice(at, span.start) + '***'
    at = span.end
  }
  return result + input.slice(at, end)
}
