/**
 * A link destination without a scheme that names a host (`github.com/alice`,
 * `www.example.org/guide`), an e-mail address (`team@example.org`) or a
 * handle (`@alice`). It is a relative reference (RFC 3986 4.2), so browsers
 * resolve it against the page (RFC 3986 5.2): every one is a broken link.
 *
 * A host is told from a file name by the Public Suffix List (`tldts`) and by
 * what follows. The first segment is a host when its labels are LDH names
 * (RFC 1123 2.1), there are at least two, the last is alphabetic, its suffix
 * is listed as ICANN (private entries such as `github.io` are not suffixes
 * here, so `x.github.io` is the domain `github.io` under `io`) and a domain
 * lies under that suffix (`co.uk` alone is none). Many file extensions are
 * top-level domains too (`.md`, `.py`, `.rs`, `.sh`, `.zip`, `.org`, `.dev`:
 * `fileSuffixes`); there the name alone proves nothing (`README.md`,
 * `setup.py`, `Dockerfile.dev`, `notes.org`), and a host needs evidence that
 * a file name cannot give:
 *
 * - a `www.` first label (no file is named `www.…`);
 * - a path after it, even an empty one (`docs.rs/serde`, `example.org/guide`,
 *   `play.rust-lang.org/`): a file has no children, and a folder named like
 *   a file (`x.py/`) is rare.
 *
 * Not evidence: a fragment or a query (`README.md#install` is a file), three
 * labels or more (`config.h.in`, `test.spec.py`, `Makefile.am` are files).
 * No list of big hosts: a bare `docs.rs` stays quiet, the price of leaving
 * `lib.rs` alone. Measured on 2,010 real Markdown files
 * (`/work/shared/bench/markdown`): see the commit that added this module.
 *
 * An address is an e-mail address only with nothing after it but a query
 * (`team@example.org?subject=…`); its `@` is the evidence, so a file-shaped
 * suffix passes there (`icon@2x.png` has no public suffix). IPv4 addresses
 * (`192.168.0.1`) are left alone: a version folder (`1.2.3.4/`) reads the
 * same, and neither `http:` nor `https:` would be the one reading.
 */
import {codes, isAlpha, isAlphanumeric} from '@urilint/core/character'
import {validate} from '@urilint/core'
import {quoted} from '@urilint/core/internal'
import {sourceRange} from '@urilint/extract/source-map'
import {parse as parseDomain} from 'tldts'
import type {Site} from './collect.js'
import type {Finding} from './emit.js'

/** What a scheme-less destination names. */
export interface SchemelessReading {
  kind: 'host' | 'email' | 'handle'
  /** The host, address or handle as written. */
  name: string
  /** The destination with the scheme it was meant to have, when that is one reading and a valid URI. */
  expected: string | undefined
}

/**
 * File extensions that are also ICANN top-level domains (each one checked
 * against `tldts` by the tests): a last label among these needs evidence
 * to be read as a host.
 */
export const fileSuffixes: ReadonlySet<string> = new Set([
  'ac', // configure.ac
  'ai',
  'am', // Makefile.am
  'app',
  'ar',
  'bs', // Bikeshed specs
  'bz',
  'cab',
  'cc',
  'cl',
  'cr',
  'data',
  'dev', // Dockerfile.dev
  'do',
  'fish',
  'gd',
  'gs',
  'in', // Makefile.in
  'info',
  'java',
  'link',
  'ls',
  'ly',
  'man',
  'map',
  'md',
  'mk',
  'ml',
  'mm',
  'mo',
  'mov',
  'mp',
  'ms',
  'new',
  'ninja',
  'nu',
  'org', // Org mode
  'page',
  'pl',
  'pm',
  'pro',
  'ps',
  'pt',
  'pub',
  'py',
  're',
  'rest',
  'rs',
  'ru', // config.ru
  'run',
  'sc',
  'sh',
  'so',
  'st',
  'sv',
  'tf',
  'wiki',
  'zip'
])

/** Most octets in a DNS name (RFC 1035 2.3.4). */
const maxHostLength = 253
/** Most octets in a DNS label (RFC 1035 2.3.4). */
const maxLabelLength = 63
const wwwPrefix = 'www.'

/**
 * The finding of `no-malformed-uri` for a scheme-less host, address or
 * handle in a destination the author wrote (a link, image or definition,
 * or an HTML URL attribute: `<a href="github.com/alice">` is as broken), if
 * any.
 */
export function schemelessFinding(site: Site, text: string): Finding | undefined {
  if (site.kind !== 'link' && site.kind !== 'image' && site.kind !== 'definition' && site.kind !== 'html')
    return undefined
  const reading = readSchemeless(site.uri)
  if (reading === undefined) return undefined
  const whole = sourceRange(site.segments, 0, site.uri.length)
  // The fix replaces what is written: only when that is the URI as checked (no escapes, no references).
  const expected = text.slice(whole.start, whole.end) === site.uri ? reading.expected : undefined
  const what = reading.kind === 'host' ? 'host' : reading.kind === 'email' ? 'e-mail address' : 'handle'
  const wanted =
    expected !== undefined
      ? quoted(expected)
      : reading.kind === 'handle'
        ? 'the URL of its profile'
        : reading.kind === 'host'
          ? '`https://` before it'
          : '`mailto:` before it'
  return {
    start: 0,
    end: site.uri.length,
    reason: `Unexpected ${what} ${quoted(reading.name)} without a scheme, expected ${wanted}`,
    note: 'Without a scheme, browsers resolve it against the page, as a path (RFC 3986 5.2)',
    actual: site.uri,
    expected
  }
}

/** What `uri`, a link destination, names when it is a host, an e-mail address or a handle without a scheme (RFC 3986 4.2). */
export function readSchemeless(uri: string): SchemelessReading | undefined {
  const length = uri.length
  if (length === 0) return undefined
  // `@alice`: a handle, to its end; no fix (which site's?).
  if (uri.charCodeAt(0) === codes.atSign) {
    return isHandle(uri) ? {kind: 'handle', name: uri, expected: undefined} : undefined
  }
  // The first segment: `github.com|/alice`, `team@example.org|?subject=x`.
  let end = 0
  let at = -1
  while (end < length) {
    const code = uri.charCodeAt(end)
    if (code === codes.slash || code === codes.questionMark || code === codes.numberSign) break
    if (code === codes.atSign) {
      if (at !== -1) return undefined
      at = end
    } else if (!isHostCode(code) && !(at === -1 && isLocalCode(code))) return undefined
    end++
  }

  if (at !== -1) {
    // An address: `local@domain`, nothing after but a query.
    if (at === 0 || (end < length && uri.charCodeAt(end) !== codes.questionMark)) return undefined
    const domain = uri.slice(at + 1, end)
    if (!isPublicHost(domain)) return undefined
    return {kind: 'email', name: uri.slice(0, end), expected: valid('mailto:' + uri)}
  }

  const host = uri.slice(0, end)
  if (!isPublicHost(host)) return undefined
  if (fileSuffixes.has(lastLabel(host))) {
    const www = host.length > wwwPrefix.length && host.slice(0, wwwPrefix.length).toLowerCase() === wwwPrefix
    // `host/…`: a path after it, even an empty one (a file has no children, `play.rust-lang.org/`).
    const path = end < length && uri.charCodeAt(end) === codes.slash
    if (!www && !path) return undefined
  }
  return {kind: 'host', name: host, expected: valid('https://' + uri)}
}

/** `@` then a name of letters, digits, `_`, `-` and `.`, starting with a letter or digit (GitHub, npm, Mastodon users). */
function isHandle(uri: string): boolean {
  if (uri.length < 2 || !isAlphanumeric(uri.charCodeAt(1))) return false
  for (let index = 2; index < uri.length; index++) {
    const code = uri.charCodeAt(index)
    if (!isAlphanumeric(code) && code !== codes.underscore && code !== codes.dash && code !== codes.dot) return false
  }
  return true
}

/** Letters, digits, `-` and `.`: what a DNS name is made of (RFC 1123 2.1). */
function isHostCode(code: number): boolean {
  return isAlphanumeric(code) || code === codes.dash || code === codes.dot
}

/** Besides a host's characters, what a local part commonly holds (RFC 5322 3.2.3, a subset): `_`, `+`. */
function isLocalCode(code: number): boolean {
  return code === codes.underscore || code === codes.plusSign
}

/**
 * `host` is an LDH name of two labels or more, the last alphabetic, under an
 * ICANN public suffix with a domain of its own (`co.uk` alone is not).
 */
function isPublicHost(host: string): boolean {
  if (host.length === 0 || host.length > maxHostLength) return false
  let labels = 1
  let labelStart = 0
  for (let index = 0; index <= host.length; index++) {
    const code = index === host.length ? codes.dot : host.charCodeAt(index)
    if (code === codes.dot) {
      const size = index - labelStart
      if (size === 0 || size > maxLabelLength) return false
      if (host.charCodeAt(labelStart) === codes.dash || host.charCodeAt(index - 1) === codes.dash) return false
      if (index < host.length) labels++
      labelStart = index + 1
    } else if (!isHostCode(code)) {
      return false
    }
  }
  if (labels < 2) return false
  const last = lastLabel(host)
  for (let index = 0; index < last.length; index++) if (!isAlpha(last.charCodeAt(index))) return false
  const parsed = parseDomain(host.toLowerCase(), {extractHostname: false})
  return parsed.isIcann === true && parsed.domain !== null
}

function lastLabel(host: string): string {
  return host.slice(host.lastIndexOf('.') + 1).toLowerCase()
}

/** `uri` when core finds it a valid URI (RFC 3986 3), else `undefined`: a fix must not need fixing. */
function valid(uri: string): string | undefined {
  return validate(uri, {as: 'uri'}).some((diagnostic) => diagnostic.severity !== 'info') ? undefined : uri
}
