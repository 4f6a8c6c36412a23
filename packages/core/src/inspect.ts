/**
 * Security findings of RFC 3986 section 7 (RFC 2396 section 7): passwords in
 * userinfo, ports of other protocols, escaped protocol delimiters.
 */
import {Allow, firstNonAscii, grammar, hexValue, isAlpha} from './character.js'
import {codes, maxPort} from './codes.js'
import {code, diagnostic, maxDiagnostics, type SecurityId} from './diagnostics.js'
import {decode} from './encoding.js'
import {checkAllowPorts, checkInput, checkMode, type InspectOptions} from './options.js'
import {parse} from './parse.js'
import {masked, passwordSpan, revealingUserSpan, type Secret} from './password.js'
import {printfEnd} from './printf.js'
import {secretDiagnostic} from './scan.js'
import {badPorts, defaultPort} from './schemes.js'
import {holds} from './span.js'
import type {Diagnostic, Span, UriReference} from './types.js'

export {passwordSpan} from './password.js'

/** A security finding; `service` names the protocol a flagged port belongs to. */
export interface Finding extends Diagnostic<SecurityId> {
  service?: string
}

/** What a client could unescape into the protocol (RFC 3986 7.3). */
const escapedDelimiters: ReadonlyMap<number, string> = new Map([
  [codes.nul, 'NUL'],
  [codes.lf, 'line feed'],
  [codes.cr, 'carriage return']
])

/**
 * Inspect a URI for the problems of RFC 3986 section 7, each with the span
 * of the exact part. No message ever holds the password.
 */
export function inspect(uri: string, options?: InspectOptions): Finding[] {
  checkInput(uri)
  const mode = checkMode(options)
  const allow = checkAllowPorts(options)
  // Security is about how clients read the URI, and they read RFC 3986's
  // structure (RFC 2396's registry form would hide a password).
  const reference = parse(uri)
  const findings: Finding[] = []
  const {authority} = reference
  const secrets = secretsOf(reference)
  // The URI's own password, for the port and the escapes below.
  const password = passwordSpan(reference)

  // Each is masked by `redact`; past core's limit of diagnostics, not reported.
  for (const secret of secrets.slice(0, maxDiagnostics)) {
    const span = secret.password
    const placeholder = isPlaceholder(uri.slice(span.start, span.end))
    findings.push(
      placeholder
        ? diagnostic(
            'uri-password-placeholder',
            mode,
            span.start,
            span.end,
            `Unexpected placeholder password in ${code(shown(uri, secrets, secret))}, expected no password in the URI`,
            'info',
            {
              note: 'Recognised as a placeholder, not a real secret'
            }
          )
        : diagnostic(
            'uri-password',
            mode,
            span.start,
            span.end,
            `Unexpected password in ${code(shown(uri, secrets, secret))}, expected no credentials in the URI`,
            'error',
            {
              expected: '***',
              note: 'RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way'
            }
          )
    )
  }

  const port = authority?.port
  // A "port" that is the start of a password is not a port to judge.
  if (port !== undefined && port.number !== undefined && !(password !== undefined && holds(password, port.start))) {
    const scheme = reference.scheme?.value.toLowerCase()
    const schemeText = scheme === undefined ? 'this reference' : code(scheme)
    if (port.number > maxPort) {
      findings.push(
        diagnostic(
          'port-out-of-range',
          mode,
          port.start,
          port.end,
          `Unexpected port ${code(port.value)}, expected a number from 0 to ${maxPort}`,
          'error',
          {
            actual: port.value
          }
        )
      )
    } else if ((scheme === undefined || port.number !== defaultPort(scheme)) && !allow.has(port.number)) {
      const bad = badPorts.has(port.number)
      if (bad || (options?.strict === true && port.number < 1024)) {
        const service = badPorts.get(port.number)
        const finding: Finding = diagnostic(
          'unsafe-port',
          mode,
          port.start,
          port.end,
          `Unexpected port ${code(port.value)}${service ? ` (${service})` : ''} for ${schemeText}, expected its default port or one no other protocol uses`,
          'error',
          {
            actual: port.value,
            note: bad
              ? 'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports)'
              : 'Strict mode: a well-known port below 1024 that is not the default of the scheme'
          }
        )
        if (service !== undefined) finding.service = service
        findings.push(finding)
      }
    }
  }

  // RFC 3986 7.3: %0D, %0A and %00 could be unescaped into the protocol.
  for (let index = uri.indexOf('%'); index !== -1; index = uri.indexOf('%', index + 1)) {
    const high = hexValue(uri.charCodeAt(index + 1))
    const low = hexValue(uri.charCodeAt(index + 2))
    if (high !== 0) continue
    const name = escapedDelimiters.get(low)
    if (name === undefined) continue
    if (findings.length >= maxDiagnostics) break
    const inPassword = secrets.some((secret) => holds(secret.password, index))
    // A user name that reveals its password is not quoted either.
    const inUser = !inPassword && secrets.some((secret) => secret.user !== undefined && holds(secret.user, index))
    findings.push(
      diagnostic(
        'escaped-delimiter',
        mode,
        index,
        index + 3,
        inPassword || inUser
          ? `Unexpected escaped ${name} in ${inPassword ? 'password' : 'user name'}, expected no escaped line break or NUL`
          : `Unexpected ${code(uri.slice(index, index + 3))} (escaped ${name}), expected no escaped line break or NUL`,
        'warning',
        {
          note: 'RFC 3986 7.3: a client that unescapes it could write it into the protocol stream and split a request or header'
        }
      )
    )
  }

  return findings.sort((a, b) => a.start - b.start)
}

/** Messages show this much of a URI at most: enough to find it, no query. */
const maxShown = 96

/**
 * The URI that holds `secret` (`uri`, or one written inside it) as a
 * message shows it: every password in it redacted, up to the end of its
 * path, shortened. The path of the redacted URI: where the password holds a
 * `?` or `#`, RFC 3986 reads the URI's path as ending in it, before the host.
 */
function shown(uri: string, secrets: readonly Secret[], secret: Secret): string {
  const {start, end} = secret.uri
  // The URI itself holds every password; one written inside it holds only its own.
  const written = masked(uri, start === 0 ? secrets : [secret], start, end)
  // An encoded URI as it reads: `https://user:***@db.acme.io/`, not `https%3A%2F%2Fuser%3A***%40…`.
  const whole = secret.encoded ? readEncoded(written) : written
  const redacted = whole.slice(0, parse(whole).path.end)
  return redacted.length > maxShown ? redacted.slice(0, maxShown) + '…' : redacted
}

/**
 * Every password of `reference` with the user name that reveals it, if
 * any: its own (`passwordSpan`), then those of the URIs written inside its
 * path, query or fragment (`https://web.archive.org/web/2020/https://user:pass@db.acme.io/`,
 * `?u=https://…`, `#https://…`), each read as a URI of its own up to the
 * next `://`, so that each character is parsed at most twice. A URI written
 * percent-encoded (`?next=https%3A%2F%2Fuser%3Apass%40db.acme.io`, as a
 * login page's redirect carries it) is read decoded, up to the next `&` or
 * `#` too, and so on to `maxEncodedDepth` levels of encoding (`%253A`).
 * With `cut`, what is left of an inner one that the text cut short too
 * (`strayPort`).
 */
export function secretsOf(reference: UriReference, cut = false, depth = 0): Secret[] {
  const input = reference.input
  const secrets: Secret[] = []
  const whole = {start: 0, end: input.length}
  const own = passwordSpan(reference)
  if (own !== undefined) secrets.push({password: own, user: revealingUserSpan(reference, own), uri: whole})
  // Nothing of an inner URI before the outer's password or authority ends.
  let floor = own?.end ?? reference.authority?.end ?? 0
  const finder = new SlashesFinder(input, depth < maxEncodedDepth)
  for (let slashes = nextSchemed(finder, input, floor, floor); slashes !== -1;) {
    const written = finder.width(slashes) === 3
    const after = slashes + finder.width(slashes)
    let next = nextSchemed(finder, input, after, after)
    const start = schemeStart(input, slashes, floor)
    // Up to the next URI's scheme.
    let end = next === -1 ? input.length : schemeStart(input, next, after)
    // `https://app:Q%3A%2F%2F/@db.acme.io/`: none starts inside this one's authority (a password's `://`).
    for (let scanned = after; next !== -1 && written && !holdsPathStart(input, scanned, end);) {
      scanned = end
      next = nextSchemed(finder, input, next + finder.width(next), after)
      end = next === -1 ? input.length : schemeStart(input, next, after)
    }
    if (start < slashes && written) {
      const inner = parse(input.slice(start, end))
      // With `cut`, what is left of a password too (`redact`'s `strayPort`).
      const span = passwordSpan(inner) ?? (cut ? strayPort(inner) : undefined)
      if (span !== undefined) {
        const user = revealingUserSpan(inner, span)
        secrets.push({
          password: {start: start + span.start, end: start + span.end},
          user: user === undefined ? undefined : {start: start + user.start, end: start + user.end},
          uri: {start, end}
        })
        floor = start + span.end
      }
    } else if (start < slashes) {
      // A parameter's value ends at `&` or `#`, which the encoded URI holds encoded.
      end = parameterEnd(input, after, end)
      const {text, offsets} = decodeAscii(input, start, end)
      const shift = (span: Span): Span => ({start: start + offsets[span.start]!, end: start + offsets[span.end]!})
      for (const secret of secretsOf(parse(text), cut, depth + 1)) {
        secrets.push({
          password: shift(secret.password),
          user: secret.user === undefined ? undefined : shift(secret.user),
          uri: {start, end},
          encoded: true
        })
        floor = Math.max(floor, start + offsets[secret.password.end]!)
      }
    }
    slashes = next
  }
  return secrets
}

/**
 * A URI written percent-encoded inside another (a `Secret`'s `encoded`
 * `uri`), as it reads: `https%253A%252F%252Fu%253A***%2540h` is `https://u:***@h`.
 */
export function readEncoded(text: string): string {
  for (let level = 0; level < maxEncodedDepth && encodedSlashes(text, 0) !== -1; level++)
    text = decodeAscii(text, 0, text.length).text
  return text
}

/**
 * The next `://` (as written or encoded) at or after `from` with a scheme
 * after `floor` before it, or -1. One without (`app:%3A%2F%2F/` of a
 * password, `a ://b`) starts no URI, and the URI before it goes on over it.
 */
function nextSchemed(finder: SlashesFinder, input: string, from: number, floor: number): number {
  let slashes = finder.next(from)
  while (slashes !== -1 && schemeStart(input, slashes, floor) === slashes)
    slashes = finder.next(slashes + finder.width(slashes))
  return slashes
}

/** Whether a `/`, `?` or `#`, which end an authority, is in `input.slice(from, to)`. */
function holdsPathStart(input: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = input.charCodeAt(index)
    if (code === codes.slash || code === codes.questionMark || code === codes.numberSign) return true
  }
  return false
}

/** Levels of percent-encoding read for a URI inside another: `%3A`, `%253A`, `%25253A`. */
const maxEncodedDepth = 3

/**
 * Finds `://` and, when asked, its percent-encoding at one or two levels
 * (`%3A%2F%2F`, `%253A%252F%252F`, in any case), the next of any from an
 * index; each character is looked at a bounded number of times over a
 * whole scan.
 */
class SlashesFinder {
  private raw = -2
  private encoded = -2
  constructor(
    private readonly input: string,
    private readonly decoding: boolean
  ) {}

  /** Where the next `://` or encoded `://` at or after `from` is, or -1. */
  next(from: number): number {
    if (this.raw !== -1 && this.raw < from) this.raw = this.input.indexOf('://', from)
    if (!this.decoding) return this.raw
    if (this.encoded !== -1 && this.encoded < from) this.encoded = encodedSlashes(this.input, from)
    if (this.raw === -1) return this.encoded
    return this.encoded === -1 ? this.raw : Math.min(this.raw, this.encoded)
  }

  /** How long the slashes at `index` are as written. */
  width(index: number): number {
    return this.input.charCodeAt(index) === codes.colon ? 3 : 3 * escapeWidth(this.input, index, 0x3a)
  }
}

/** Where `://` encoded once or twice is at or after `from`, or -1. */
function encodedSlashes(input: string, from: number): number {
  for (let index = input.indexOf('%', from); index !== -1; index = input.indexOf('%', index + 1)) {
    const width = escapeWidth(input, index, 0x3a)
    if (
      width !== 0 &&
      escapeWidth(input, index + width, 0x2f) === width &&
      escapeWidth(input, index + 2 * width, 0x2f) === width
    )
      return index
  }
  return -1
}

/** How long the escape of `value` at `index` is: `%3A` (3) or `%253A` (5); 0 if there is none. */
function escapeWidth(input: string, index: number, value: number): number {
  if (input.charCodeAt(index) !== codes.percentSign) return 0
  const once = escapedValue(input, index)
  if (once === value) return 3
  return once === codes.percentSign && escapedValue(input, index + 2) === value ? 5 : 0
}

/** The value of the `%XX` at `index` (its `%` unchecked), or -1. */
function escapedValue(input: string, index: number): number {
  const high = hexValue(input.charCodeAt(index + 1))
  const low = hexValue(input.charCodeAt(index + 2))
  return high === -1 || low === -1 ? -1 : high * 16 + low
}

/** Where a query parameter's value that starts before `from` ends: the first `&` or `#`, before `end`. */
function parameterEnd(input: string, from: number, end: number): number {
  for (let index = from; index < end; index++) {
    const c = input.charCodeAt(index)
    if (c === codes.ampersand || c === codes.numberSign) return index
  }
  return end
}

/**
 * `input` from `start` to `end` with each `%XX` of an ASCII character
 * decoded (others stay as written: a URI may hold them), and for each
 * index of the result (and its end) the index in the text as written.
 */
function decodeAscii(input: string, start: number, end: number): {text: string; offsets: Int32Array} {
  const offsets = new Int32Array(end - start + 1)
  let text = ''
  let from = start
  let length = 0
  for (let index = start; index < end; index++) {
    if (input.charCodeAt(index) === codes.percentSign && index + 2 < end) {
      const value = escapedValue(input, index)
      if (value !== -1 && value < firstNonAscii) {
        text += input.slice(from, index) + String.fromCharCode(value)
        from = index + 3
        offsets[length++] = index - start
        index += 2
        continue
      }
    }
    offsets[length++] = index - start
  }
  offsets[length] = end - start
  return {text: text + input.slice(from, end), offsets: offsets.subarray(0, length + 1)}
}

/**
 * `diagnostics` of `reference` with those on the password of a URI written
 * inside it (or on a user name that reveals it) in a password's words (`Unexpected non-ASCII character in
 * password, expected it percent-encoded`): the outer URI reads it as a
 * path, a query or a fragment, whose diagnostics quote the characters and
 * spell their encoding. As `hideCutPassword` does for the URI's own. In
 * place; returns `diagnostics`.
 */
export function hideInnerPasswords(reference: UriReference, diagnostics: Diagnostic[]): Diagnostic[] {
  const input = reference.input
  // Fast path: no `://` after the URI's own, no URI inside it.
  if (
    diagnostics.length === 0 ||
    (input.indexOf('://', input.indexOf('://') + 3) === -1 && encodedSlashes(input, 0) === -1)
  )
    return diagnostics
  const inner = secretsOf(reference).filter((secret) => secret.uri.start > 0)
  if (inner.length === 0) return diagnostics
  for (const [index, found] of diagnostics.entries()) {
    const inPassword = inner.some((secret) => holds(secret.password, found.start))
    // A user name that reveals its password (`пQ:пQ@`) is kept from quoting as the password is.
    if (!inPassword && !inner.some((secret) => secret.user !== undefined && holds(secret.user, found.start))) continue
    diagnostics[index] = secretDiagnostic(found, inPassword ? 'password' : 'user name')
  }
  return diagnostics
}

/**
 * The URI with every userinfo password replaced by `***` (RFC 3986 7.5),
 * those of URIs written inside it too (`secretsOf`), and the user name where
 * it reveals the password (`amqp://***:***@host/`). A "port" that is not
 * all digits is masked too: it is what is left of a password when a `/`,
 * `?`, `#` or a character that ends a URI in text cut the URI short
 * (`https://deploy:hunter2{x}@…` found as `https://deploy:hunter2`).
 */
export function redact(uri: string): string {
  checkInput(uri)
  const reference = parse(uri)
  const secrets = secretsOf(reference, true)
  if (secrets[0]?.uri.start !== 0) {
    const stray = strayPort(reference)
    if (stray !== undefined)
      secrets.unshift({password: stray, user: revealingUserSpan(reference, stray), uri: {start: 0, end: uri.length}})
  }
  return secrets.length === 0 ? uri : masked(uri, secrets)
}

/**
 * Mask every password of `uri` (and the user names that reveal them)
 * wherever `text` holds it (a last guard for output that quotes a URI),
 * leaving alone a backticked quote of the URI already redacted: the
 * password's text may also be a host or path word there
 * (`https://release:products@docs.products.io/`).
 */
export function maskPassword(text: string, uri: string): string {
  checkInput(text, 'text')
  checkInput(uri)
  const secrets = secretsOf(parse(uri))
  // Once each (a URI may repeat one inside it many times).
  const found = new Set<string>()
  for (const {password, user} of secrets) {
    found.add(uri.slice(password.start, password.end))
    if (user !== undefined) found.add(uri.slice(user.start, user.end))
  }
  const words = [...found]
  if (!words.some((word) => word !== '' && text.includes(word))) return text
  const hide = (piece: string) =>
    words.reduce((hidden, word) => (word === '' ? hidden : hidden.split(word).join('***')), piece)
  // What `redact` gives, of the URI and of each inside it: the quotes a message makes.
  const redacted = secrets.map((secret) =>
    masked(uri, secret.uri.start === 0 ? secrets : [secret], secret.uri.start, secret.uri.end)
  )
  // A word with a backtick would be cut by the split into quotes below: hidden everywhere, first.
  const withBackticks = words.filter((word) => word.includes('`'))
  const unquoted =
    withBackticks.length === 0 ? text : withBackticks.reduce((hidden, word) => hidden.split(word).join('***'), text)
  // Odd pieces are backticked.
  return unquoted
    .split('`')
    .map((piece, index) => {
      const head = piece.endsWith('…') ? piece.slice(0, -1) : piece
      const quoted = index % 2 === 1 && redacted.some((form) => form.startsWith(head))
      return quoted ? piece : hide(piece)
    })
    .join('`')
}

/** `…/|https://`: where the scheme before the `://` at `slashes` starts (a letter, not before `floor`), or `slashes`. */
function schemeStart(input: string, slashes: number, floor: number): number {
  let start = slashes
  while (start > floor && isSchemeChar(input.charCodeAt(start - 1))) start--
  // Not the hex digits of an escape before it: `%3Dhttps%3A%2F%2F…`.
  if (input.charCodeAt(start - 1) === codes.percentSign && start - 1 >= floor && escapedValue(input, start - 1) !== -1)
    start += 2
  while (start < slashes && !isAlpha(input.charCodeAt(start))) start++
  return start
}

const rfc3986 = grammar('rfc3986')

/** RFC 3986 3.1: a character of a scheme after its first letter. */
function isSchemeChar(c: number): boolean {
  return c < firstNonAscii && (rfc3986[c]! & Allow.scheme) !== 0
}

/** A port with other characters than digits. */
function strayPort(reference: UriReference): Span | undefined {
  const port = reference.authority?.port
  return port === undefined || port.value === '' || port.number !== undefined
    ? undefined
    : {start: port.start, end: port.end}
}

/** Words that mean "put your password here", compared without case, `-`, `_` or spaces. */
const placeholderWords = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'pw',
  'secret',
  'changeme',
  'changeit',
  'token',
  'apikey',
  'yourpassword',
  'mypassword',
  'yourpass',
  'userpassword',
  'dbpassword',
  'dbpass',
  'placeholder',
  'redacted',
  'replaceme',
  'insertpasswordhere',
  'passwordhere',
  'yoursecret',
  'yourtoken',
  'secrettoken'
])

/** Words that make a phrase of lower-case words a password's placeholder (not `pass`: `pass-the-salt`). */
const phraseWords: ReadonlySet<string> = new Set(['password', 'passwd', 'pwd'])

/** Parts of names that mark a template or variable as a password's. */
const placeholderStems = ['pass', 'pwd', 'secret', 'token', 'key', 'cred', 'auth']

/**
 * Whether a password is a placeholder: a variable (`${TOKEN}`, `$DB_PASS`,
 * `$(TOKEN)`, `${{ secrets.TOKEN }}`, `%PASSWORD%`), a printf conversion
 * (`%s`, `%1$s`, `%(password)s`), a template naming a
 * password (`<password>`, `{{secret}}`, `[your-password]`), a mask (`***`,
 * `xxxx`), or a word such as `password` or `changeme`. Anything else, even
 * with a `$` or brackets, is taken for a real secret.
 */
export function isPlaceholder(password: string): boolean {
  if (password.length === 0 || password.length > 384) return false
  // A printf conversion, as written (`%20s` would decode): the whole password.
  if (printfEnd(password, 0) === password.length) return true
  const text = decode(password, 'any')
  if (text.length > 128) return false
  // Masks: ***, xxxx, ....
  if (/^(?:\*{3,}|x{3,}|X{3,}|\.{3,}|•{3,})$/u.test(text)) return true
  // Shell and CI variables: $NAME (upper case), ${name}, ${NAME:-default}, $(NAME), ${{ secrets.NAME }}.
  const variable =
    /^\$(?:([A-Z_][A-Z0-9_]*)|\{\{?\s*([A-Za-z_][\w.]*)\s*(?::-[^}]*)?\}\}?|\(\s*([A-Za-z_]\w*)\s*\))$/.exec(text)
  if (variable) return true
  // A bare environment-variable name that says what it holds: PG_PASSWORD, API_TOKEN.
  if (
    /^[A-Z][A-Z0-9_]*$/.test(text) &&
    text
      .toLowerCase()
      .split('_')
      .some((part) => placeholderStems.includes(part) || placeholderWords.has(part))
  )
    return true
  // Windows variables: %NAME%.
  if (/^%[A-Za-z_]\w*%$/.test(text)) return true
  // Templates: <...>, {...}, {{...}}, [...] holding a name that says what goes there.
  const template = /^(?:<\s*([\w .-]+?)\s*>|\{\{?\s*([\w .-]+?)\s*\}\}?|\[\s*([\w .-]+?)\s*\])$/.exec(text)
  if (template) {
    const name = template[1] ?? template[2] ?? template[3] ?? ''
    // Each word of the name on its own (`your-api-key`, `dbPassword`): a stem inside a word
    // (`{monkey77}`, `[Passw0rd2024]`) is a secret's text, not a name.
    const words = name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).map((part) => part.toLowerCase())
    return (
      /^[A-Z_][A-Z0-9_]*$/.test(name) ||
      words.some((part) => placeholderStems.includes(part) || placeholderWords.has(part)) ||
      placeholderWords.has(word(name))
    )
  }
  if (placeholderWords.has(word(text.startsWith('$') ? text.slice(1) : text))) return true
  // A phrase that says what goes there (`passwd-on-proxy`, `the_password`): lower-case words, one a password's.
  if (/^[a-z]+(?:[-_][a-z]+){1,4}$/.test(text) && text.split(/[-_]/).some((part) => phraseWords.has(part))) return true
  // A placeholder word inside a syntax template's brackets, cut by the URI's
  // structure: `postgresql://[user[:password]@][netloc]` has the password `password]`.
  // Only one side bracketed: a balanced pair (`(Secret)`) is the password's own text.
  const leading = /^[[\]{}<>()]+/.test(text)
  const trailing = /[[\]{}<>()]+$/.test(text)
  if (leading === trailing) return false
  const unbracketed = text.replace(/^[[\]{}<>()]+|[[\]{}<>()]+$/g, '')
  return unbracketed !== '' && placeholderWords.has(word(unbracketed))
}

/** Lowercase, without the separators people put in placeholder words. */
function word(text: string): string {
  return text.toLowerCase().replace(/[-_ ]/g, '')
}
