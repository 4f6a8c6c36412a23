/**
 * Which `scheme:` in text starts a URI: the evidence a careful reader uses
 * (Appendix E gives none). A colon follows many words that are not schemes
 * (`Data::Dumper`, `"user:password"`, `<xml:foo/>`, `unix:runtime=yes`), so
 * a name alone is not enough unless it is one people write bare in prose.
 */
import {caseBit, codes, firstNonAscii, isAlpha, isAlphanumeric, isDigit, readsLower} from '@urilint/core/character'
import {isSchemeCode} from './character.js'
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
  /** Registered with IANA or well known: a URI when written in lower case with a URI's structure after it (`hasSchemeShape`). */
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

/** A digit somewhere in the body (`tel:+1-816-555-1212`). */
const needsDigit = -1
/** A body that is not a config value (`http:g`, not `http:true` or `http:80`). */
const needsNoValue = -2

/** What a scheme that prose writes bare needs in its body: `data:` a `,` (RFC 2397), a number a digit. */
const bodyNeeds: ReadonlyMap<string, number> = new Map([
  ['data', codes.comma],
  ['tel', needsDigit],
  ['fax', needsDigit],
  ['sms', needsDigit],
  ['http', needsNoValue],
  ['https', needsNoValue]
])

/** Values of YAML, JSON and INI keys, which follow `http:` in configuration. */
const configValues: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'none',
  'nil',
  'yes',
  'no',
  'on',
  'off',
  'undefined'
])

/**
 * Whether the scheme `text.slice(start, colon)`, of `standing`, with its
 * body up to `end` and no `//`, reads as a URI:
 * - never after `::` (`Data::Dumper`, `APT::Keep-Downloaded-Packages`), nor
 *   before a body that starts with punctuation (`about:'me'`);
 * - a scheme written bare: what its kind needs (`data:` a `,`, `tel:` a digit);
 * - a registered one: its name in lower case (`INFO:root:…` is a log line)
 *   and a body with a `/`, `@` or `?` (`file:/var/log/app.log`,
 *   `info:lccn/2002022641`, `ssh:user@host`; no `=` before it, as in
 *   `svn:eol-style=CR/LF`), or a `.` with a `,`, `;`,
 *   `:` or `=` (`tag:example.com,2004:x`), or alone between double quotes
 *   (`"file:in.mp3"`); not `session:id=abc123`,
 *   `cap:NET_ADMIN,SYS_TIME` or `info:root:started`, which are key-value text.
 */
export function hasSchemeShape(
  text: string,
  start: number,
  colon: number,
  end: number,
  standing: SchemeStanding,
  // Written whole between double quotes (a string in code): a registered scheme's body with a `.` is enough.
  quoted = false
): boolean {
  if (colon + 1 >= end || !startsBody(text.charCodeAt(colon + 1))) return false
  // `chown news:news`: a user and its group of the same name.
  if (end - colon - 1 === colon - start && isSameWord(text, start, colon + 1, colon - start)) return false
  // `"http:%2F%2Fxn--…jp%2Fdan%2F"` (decodeURIComponent's argument): a URI escaped as a component, none to follow.
  if (startsEscapedSlashes(text, colon + 1, end) && isAuthorityScheme(text, start, colon)) return false
  // `HTTP:80/index.html` (VM::EC2::ELB(3pm)'s health check), a firewall's `tcp:80`, nDPI's `udp:139@NETBIOS`: a
  // protocol and its port, not a URI of a scheme that is always written with `//`.
  if (isDigit(text.charCodeAt(colon + 1)) && isAuthorityScheme(text, start, colon)) return false
  if (standing === 'bare') return bareBodyFits(text, start, colon, end)
  if (standing !== 'registered') return false
  // `cpe:2.3:a:opensuse:libzypp:…`: CPE 2.3's formatted string, which its spec sets against the URI binding
  // `cpe:/a:…` (NISTIR 7695 6.1, 6.2): no URI.
  if (colon - start === 3 && text.startsWith('cpe:2.3:', start)) return false

  for (let index = start; index < colon; index++) {
    const code = text.charCodeAt(index)
    if (code >= codes.uppercaseA && code <= codes.uppercaseZ) return false
  }

  if (startsWithKey(text, colon + 1, end)) return false
  // OpenSMTPD's table `db:/etc/mail/aliases.db` is a file, not Sqitch's `db:pg://…`: a driver's scheme comes first.
  if (isDriverScheme(text, start, colon)) return startsWithScheme(text, colon + 1, end)
  // `smtp:bar.example:2025`, `ldap:ldap.example.com::uid=…`: a tool's `transport:host:port`, not a URI of a
  // scheme that is always written with `//`.
  if (authoritySchemes.has(text.slice(start, colon)) && startsWithHostColon(text, colon + 1, end)) return false

  let dot = false
  let separator = false
  let equals = false
  for (let index = colon + 1; index < end; index++) {
    const code = text.charCodeAt(index)
    // `svn:eol-style=CR/LF`: a key and its value before any path.
    if (code === codes.slash) return !equals && !isSearchPath(text, index, end)
    if (code === codes.atSign || code === codes.questionMark) return !equals
    if (code === codes.dot) dot = true
    else if (code === codes.comma || code === codes.semicolon || code === codes.colon || code === codes.equalsTo)
      separator = true
    if (code === codes.equalsTo) equals = true
  }

  // `"file:in.mp3"` (libavformat's avformat.h): a string that is one URI, as FFmpeg writes its protocols'.
  return dot && (separator || quoted)
}

/** Schemes whose body is a driver's URI (`jdbc:mysql://…`, Sqitch's `db:pg://…`, `r2dbc:postgresql://…`). */
const driverSchemes: readonly string[] = ['db', 'jdbc', 'r2dbc']

/**
 * Whether `text.slice(start, colon)` is one of `driverSchemes`, in any case:
 * compared in place (every URI result asks, through `driverBodyStart`; a
 * lower-cased slice of `http` each was 5% of mail's time).
 */
function isDriverScheme(text: string, start: number, colon: number): boolean {
  for (const scheme of driverSchemes)
    if (scheme.length === colon - start && readsLower(text, start, scheme)) return true
  return false
}

/** Where the driver's URI starts in a URI of `driverSchemes` (`pg://…` of `db:pg://…`), else 0. */
export function driverBodyStart(uri: string): number {
  const colon = uri.indexOf(':')
  if (!isDriverScheme(uri, 0, colon)) return 0
  return startsWithScheme(uri, colon + 1, uri.length) ? colon + 1 : 0
}

/** Whether a scheme's name and its colon start `text` at `from` (before `end`). */
function startsWithScheme(text: string, from: number, end: number): boolean {
  if (from >= end || !isAlpha(text.charCodeAt(from))) return false
  let index = from + 1
  while (index < end && index - from <= longest && isSchemeCode(text.charCodeAt(index))) index++
  return index < end && text.charCodeAt(index) === codes.colon
}

/** Registered schemes whose URIs always have an authority, written after `//` (their RFCs). */
const authoritySchemes: ReadonlySet<string> = new Set(
  'ftp ldap ldaps smtp imap pop nntp snews telnet ssh sftp git svn ws wss gopher rsync nfs smb rtsp rtsps rtspu irc ircs irc6 tftp redis rediss ipp ipps vnc afp dav rtmp coap coaps udp'.split(
    ' '
  )
)

/**
 * Whether the scheme `text.slice(start, colon)` is one whose URIs are always
 * written with `//` (HTTP's too: RFC 9110 4.2.1), so that without them it
 * cannot wrap a URI as `view-source:` and `jar:` do.
 */
export function isAuthorityScheme(text: string, start: number, colon: number): boolean {
  if (colon - start > authorityLongest) return false
  const lower = text.slice(start, colon).toLowerCase()
  return authoritySchemes.has(lower) || lower === 'http' || lower === 'https'
}

/** Longest name of `authoritySchemes`. */
const authorityLongest = Math.max(...[...authoritySchemes].map((scheme) => scheme.length))

/** Whether the body from `from` starts with a host name of two labels or more and a colon (`bar.example:`). */
function startsWithHostColon(text: string, from: number, end: number): boolean {
  let dot = false
  let label = 0
  for (let index = from; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.dot) {
      if (label === 0) return false
      dot = true
      label = 0
    } else if (isAlphanumeric(code) || code === codes.dash) label++
    else return code === codes.colon && dot && label > 0
  }
  return false
}

/**
 * Whether the body from `from` starts with a lower-case word (digits after
 * its first letter too) and a colon that names no scheme: the type of a
 * configuration's table or socket (Postfix's `proxy:unix:passwd.byname`,
 * `proxy:btree:/var/lib/x`), or a tool's name of an endpoint (aptly's
 * `filesystem:test1:wheezy/daily`), not a URI inside another
 * (`jar:file:/x.jar!/`, `view-source:http:…`, a driver's `jdbc:mysql://…`).
 */
function startsWithKey(text: string, from: number, end: number): boolean {
  let index = from
  while (index < end && index - from <= longest) {
    const code = text.charCodeAt(index)
    // A name's digits after its first letter: aptly's publish endpoint `filesystem:test1:wheezy/daily`.
    if ((code < codes.lowercaseA || code > codes.lowercaseZ) && (index === from || !isDigit(code))) break
    index++
  }
  if (index === from || index >= end || text.charCodeAt(index) !== codes.colon) return false
  // `jdbc:mysql://`, `db:pg://`: the scheme of a URI inside (a driver's), written with `//`, not a key.
  if (index + 2 < end && text.charCodeAt(index + 1) === codes.slash && text.charCodeAt(index + 2) === codes.slash)
    return false
  const key = text.slice(from, index)
  return !registeredSchemes.has(key) && !wellKnownSchemes.has(key) && !bareSchemes.has(key)
}

/**
 * Whether the path that starts at the `/` at `slash` goes on, before any
 * other colon, to `:/`: a list of paths (`cap:/etc/mailcap:/usr/etc/mailcap`,
 * a search path cut by a typesetter's hyphen), not a URI. Reads to the
 * first colon only, so the looks of successive schemes do not overlap.
 */
function isSearchPath(text: string, slash: number, end: number): boolean {
  let index = slash + 1
  let segments = 1
  for (let code; index < end && (code = text.charCodeAt(index)) !== codes.colon; index++)
    if (code === codes.slash) segments++
  // Two segments at least: `file:/C:/Windows` names a drive.
  return segments > 1 && index + 1 < end && text.charCodeAt(index + 1) === codes.slash
}

/** Whether `text` holds the same `length` characters at `a` and at `b`, in any case. */
function isSameWord(text: string, a: number, b: number, length: number): boolean {
  for (let index = 0; index < length; index++)
    if ((text.charCodeAt(a + index) | caseBit) !== (text.charCodeAt(b + index) | caseBit)) return false
  return true
}

/** Whether a body without `//` may start with `code` (`hasSchemeShape`): not punctuation but `/ + % ?`. */
export function startsBody(code: number): boolean {
  return (
    isAlphanumeric(code) ||
    code >= firstNonAscii ||
    code === codes.slash ||
    code === codes.plusSign ||
    code === codes.percentSign ||
    code === codes.questionMark
  )
}

/** What a registered scheme's body needs: a `/`, `@` or `?`, or a `.` with a separator. */
const needsStructure = -3

/**
 * What `hasSchemeShape` looks for in the body of the scheme
 * `text.slice(start, colon)` that a part of a body lacks whenever the body
 * lacks it (a `,`, a digit, a registered scheme's structure), or
 * `undefined`: the key under which the scanner remembers a stretch of text
 * that lacks it, so that a scheme inside a refused body is refused without
 * reading the rest of that body again (`(data:x(data:x…`: quadratic).
 */
export function shapeNeed(text: string, start: number, colon: number, standing: SchemeStanding): number | undefined {
  if (standing === 'registered') return needsStructure
  if (standing !== 'bare' || colon - start < 3 || colon - start > 5) return undefined
  const need = bodyNeeds.get(text.slice(start, colon).toLowerCase())
  return need === undefined || need === needsNoValue ? undefined : need
}

/** Whether `text[start, end)`, and so every part of it, lacks what `need` (of `shapeNeed`) asks for. */
export function lacks(text: string, start: number, end: number, need: number): boolean {
  if (need !== needsStructure) return !holdsNeed(text, start, end, need)
  let dot = false
  let separator = false
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.slash || code === codes.atSign || code === codes.questionMark) return false
    if (code === codes.dot) dot = true
    else if (code === codes.comma || code === codes.semicolon || code === codes.colon || code === codes.equalsTo)
      separator = true
  }
  return !(dot && separator)
}

/** Whether `text[start, end)` holds what a bare scheme's body needs (`bodyNeeds`): a digit, or the character `need`. */
function holdsNeed(text: string, start: number, end: number, need: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (need === needsDigit ? isDigit(code) : code === need) return true
  }
  return false
}

/**
 * Whether a `mailto:` body from `start` to `end` names its mailbox with an `@` or a `.` before any query, or names
 * none (`mailto:?to=…`): one word alone is no address (RFC 6068 asks for `local@domain`), but a form's stand-in
 * (`<a href="mailto:foo">`, Camel's headers). A spammer's `mailto:results.example.com` stays, as written.
 */
function isAddressOrNone(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === codes.atSign || code === codes.dot) return true
    if (code === codes.questionMark) return index === start
  }
  return false
}

/** Whether the body of a scheme written bare has what its kind needs (`bodyNeeds`). */
function bareBodyFits(text: string, start: number, colon: number, end: number): boolean {
  // Most bare schemes need nothing: skip the lookup for names of other lengths.
  if (colon - start < 3 || colon - start > 6) return true
  const scheme = text.slice(start, colon).toLowerCase()
  if (scheme === 'mailto') return isAddressOrNone(text, colon + 1, end)
  // `sip:5060` (ncrack(1)'s `service:port`): a SIP URI names a user or a host, never a number alone (RFC 3261 19.1).
  if ((scheme === 'sip' || scheme === 'sips') && isAllDigits(text, colon + 1, end)) return false
  // `urn:isbn:`: a namespace named, no URN (RFC 8141 2: its specific string has a character at least), with
  // its colon or before it (trimmed as punctuation); `urn:bob` as comments write URNs stays.
  if (scheme === 'urn') {
    const last = text.charCodeAt(end - 1) === codes.colon ? end - 1 : end
    if (text.charCodeAt(last) === codes.colon && text.indexOf(':', colon + 1) === last) return false
    // `urn:uuid`: a formal namespace's name alone, with no specific string (`use urn:uuid for IDs`).
    if (last - colon - 1 <= longestNamespace && formalNamespaces.has(text.slice(colon + 1, last).toLowerCase()))
      return false
  }
  const need = bodyNeeds.get(scheme)
  if (need === undefined) return true
  if (need === needsNoValue)
    return (
      !configValues.has(text.slice(colon + 1, end).toLowerCase()) &&
      !isAllDigits(text, colon + 1, end) &&
      !isSettingName(text, colon + 1, end)
    )
  return holdsNeed(text, colon + 1, end, need)
}

/**
 * Formal URN namespaces (IANA's list) that prose names alone: `urn:uuid` (RFC 9562), `urn:isbn` (RFC 8254),
 * `urn:issn` (RFC 8254), `urn:ietf` (RFC 2648), `urn:oid` (RFC 3061), `urn:nbn` (RFC 8458), `urn:publicid`
 * (RFC 3151), `urn:lex`, `urn:epc`, `urn:mrn`.
 */
const formalNamespaces: ReadonlySet<string> = new Set([
  'uuid',
  'isbn',
  'issn',
  'ietf',
  'oid',
  'nbn',
  'publicid',
  'lex',
  'epc',
  'mrn'
])

/** Longest of `formalNamespaces`. */
const longestNamespace = Math.max(...[...formalNamespaces].map((name) => name.length))

/**
 * Whether `text[start, end)` is a word, or words joined by `-`, of two
 * letters or more: the name of a setting that a program keys by protocol
 * (lftp's `http:cache`, `http:accept-encoding`, `https:proxy`), which no
 * reference without `//` is in prose (RFC 3986's `http:g` is one letter).
 */
function isSettingName(text: string, start: number, end: number): boolean {
  if (end - start < 2) return false
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    // A `-` may end it where a line break cuts it (`http:accept-⏎language`).
    if (!isAlpha(code) && !(code === codes.dash && index > start)) return false
  }
  return true
}

/**
 * Whether `http:` or `https:` (`text.slice(start, colon)`, any case) is
 * followed by a name (a letter or `_`, then letters, digits and `_`) and a
 * `(` before `end`: a method called on an object named like the scheme, as
 * Lua writes it (haproxy-lua(1)'s `HTTP:req_get_headers()`), not a
 * reference. Asked before the body is read, and reads the name only: a
 * refused candidate costs no more than its name.
 */
export function isMethodCall(text: string, start: number, colon: number, end: number): boolean {
  if (colon - start < 4 || colon - start > 5 || (text.charCodeAt(start) | caseBit) !== 0x68) return false
  const scheme = text.slice(start, colon).toLowerCase()
  return (scheme === 'http' || scheme === 'https') && isCall(text, colon + 1, end)
}

/** Whether `text[start, end)` starts with a name and a `(` (`isMethodCall`). */
function isCall(text: string, start: number, end: number): boolean {
  if (!isAlpha(text.charCodeAt(start)) && text.charCodeAt(start) !== codes.underscore) return false
  let index = start + 1
  while (index < end && (isAlphanumeric(text.charCodeAt(index)) || text.charCodeAt(index) === codes.underscore)) index++
  return index < end && text.charCodeAt(index) === codes.leftParenthesis
}

/** Whether `text.slice(start, end)` holds digits only (an empty stretch does). */
export function isAllDigits(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) if (!isDigit(text.charCodeAt(index))) return false
  return true
}

/** Whether `%2F%2F` (in any case) starts at `index`: a `//` escaped. */
function startsEscapedSlashes(text: string, index: number, end: number): boolean {
  if (index + 6 > end) return false
  for (let at = index; at < index + 6; at += 3) {
    if (text.charCodeAt(at) !== codes.percentSign || text.charCodeAt(at + 1) !== codes.digit2) return false
    if ((text.charCodeAt(at + 2) | caseBit) !== codes.lowercaseF) return false
  }
  return true
}
