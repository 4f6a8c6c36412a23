/**
 * Where a password is in a parsed reference (RFC 3986 3.2.1, 7.5), also
 * where a `/`, `?` or `#` in it ended the authority early, and the
 * diagnostics of such a password kept from quoting it.
 */
import {isAlphanumeric} from './character.js'
import {codes} from './codes.js'
import {secretMessage} from './scan.js'
import {holds} from './span.js'
import type {Span, UriReference} from './types.js'

/**
 * Where the password of the userinfo is (after its first `:`), if
 * non-empty. A password holding `/`, `?` or `#` ends the authority early and
 * reads as a malformed port followed by an `@`: that is taken as a password
 * too, up to that `@` (the last one before a `/`, `?` or `#`, as the
 * userinfo of an authority ends at its last `@`: the password may hold `@`).
 */
export function passwordSpan(reference: UriReference): Span | undefined {
  const authority = reference.authority
  if (authority === undefined) return undefined
  const userinfo = authority.userinfo
  if (userinfo === undefined) {
    const port = authority.port
    if (port === undefined) return undefined
    const input = reference.input
    let at = input.indexOf('@', authority.end)
    if (at === -1) return undefined
    for (
      let next = input.indexOf('@', at + 1);
      next !== -1 && !endsAuthority(input, at + 1, next);
      next = input.indexOf('@', at + 1)
    )
      at = next
    // A numeric or empty "port" is a password only when the "host" is no
    // host name (`deploy:2024/x@git.example.com`, `deploy:#x@git.example.com`)
    // and a host name follows the `@` (not `https://example.com:8443/@user`).
    const numberOrEmpty = port.number !== undefined || port.value === ''
    if (
      numberOrEmpty &&
      (authority.host.value.includes('.') || authority.host.kind !== 'reg-name' || !hostNameAt(input, at + 1))
    )
      return undefined
    return {start: port.start, end: at}
  }
  const colon = userinfo.value.indexOf(':')
  if (colon === -1 || colon === userinfo.value.length - 1) return undefined
  return {start: userinfo.start + colon + 1, end: userinfo.end}
}

/** Whether a `/`, `?` or `#` is in `input` from `start` to `end`. */
function endsAuthority(input: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const c = input.charCodeAt(index)
    if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) return true
  }
  return false
}

/** Whether a dotted name (`git.example.com`) starts at `index`. */
function hostNameAt(input: string, index: number): boolean {
  let dot = false
  let length = 0
  for (; index < input.length; index++, length++) {
    const c = input.charCodeAt(index)
    if (c === codes.dot) dot = true
    else if (c === codes.slash || c === codes.questionMark || c === codes.numberSign || c === codes.colon) break
    else if (!(isAlphanumeric(c) || c === codes.dash)) return false
  }
  return dot && length > 2
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
  // From the end of the authority (where the cut password reads as a path, a query or a fragment) to the password's end.
  const cut =
    authority.userinfo === undefined && authority.port !== undefined ? {start: authority.end, end: span.end} : undefined
  const user = revealingUserSpan(reference, span)
  if (cut === undefined && user === undefined) return reference
  const {diagnostics} = reference
  for (const [index, found] of diagnostics.entries()) {
    const inCut = cut !== undefined && holds(cut, found.start)
    if (!inCut && !(user !== undefined && holds(user, found.start))) continue
    diagnostics[index] = {
      id: found.id,
      message: secretMessage(found.id, inCut ? 'password' : 'user name'),
      start: found.start,
      end: found.end,
      severity: found.severity,
      url: found.url
    }
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

/**
 * `input` with the password at `password` masked as `***`, and the user
 * name too where it reveals the password (`amqp://***:***@host/`).
 */
export function masked(reference: UriReference, password: Span): string {
  const input = reference.input
  const withPassword = input.slice(0, password.start) + '***' + input.slice(password.end)
  const user = revealingUserSpan(reference, password)
  return user === undefined ? withPassword : withPassword.slice(0, user.start) + '***' + withPassword.slice(user.end)
}
