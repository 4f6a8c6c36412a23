/**
 * Semantic attacks (RFC 3986 7.6): a URI that reads as going to one host and
 * goes to another. Two that a maintainer acts on, as `no-malformed-uri`'s
 * message on the URI (one message per URI, in place of any other):
 *
 * - a user name that reads as a host (`https://github.com@evil.example/`,
 *   RFC 3986's own `ftp://cnn.example.com&story=breaking_news@10.0.0.1/`):
 *   browsers go to the host after the `@`; a warning, no fix (which host was
 *   meant, only the author knows).
 * - a host label that mixes the letters of Latin, Cyrillic or Greek
 *   (`gооgle.com` with two Cyrillic `о`, `раураl.com`): Unicode TS #39
 *   calls such a label mixed-script, what an imitation of another host is
 *   made of; a warning. A label all of one other script whose letters all
 *   look like Latin ones (`аррӏе.com`) is a whole-script confusable: a real
 *   name in that script may read so, so a note, naming the Latin look-alike.
 *
 * Not in a URI with a password (or what may be one): `no-uri-password`
 * speaks for it, and what reads as its host may be a piece of the password.
 * A host in punycode (`xn--ggle-55da.com`) is read as browsers decode it
 * (WHATWG URL's `domainToUnicode`): what the address bar of a browser that
 * trusts the label shows, and what the writer of a lure meant.
 */
import {domainToUnicode} from 'node:url'
import {decode, parse} from '@urilint/core'
import {quoted} from '@urilint/core/internal'
import {parse as parseDomain} from 'tldts'
import type {Site} from './collect.js'
import {passwordOf, passwordsOf, type Finding} from './emit.js'
import {isReservedHost} from './reserved-hosts.js'

/** The scripts whose letters imitate each other in host names (UTS #39's confusables among Latin, Greek, Cyrillic). */
const scripts: ReadonlyArray<{name: string; pattern: RegExp}> = [
  {name: 'Latin', pattern: /\p{Script=Latin}/u},
  {name: 'Cyrillic', pattern: /\p{Script=Cyrillic}/u},
  {name: 'Greek', pattern: /\p{Script=Greek}/u}
]

/** Cyrillic and Greek letters that look like a Latin one (lower case; Unicode's confusables.txt, the common ones). */
const lookalikes: ReadonlyMap<string, string> = new Map(
  Object.entries({
    а: 'a',
    в: 'b',
    е: 'e',
    һ: 'h',
    і: 'i',
    ј: 'j',
    к: 'k',
    ӏ: 'l',
    м: 'm',
    н: 'h',
    о: 'o',
    р: 'p',
    ԛ: 'q',
    ѕ: 's',
    т: 't',
    с: 'c',
    у: 'y',
    х: 'x',
    ԁ: 'd',
    ԝ: 'w',
    ь: 'b',
    α: 'a',
    ε: 'e',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    τ: 't',
    υ: 'u',
    χ: 'x',
    γ: 'y'
  })
)

/** The finding on a site's URI that goes to another host than it reads, if any. */
export function deceptiveFinding(site: Site): Finding | undefined {
  // Fast path: an `@`, a non-ASCII character or punycode's `xn--` is in every such URI.
  if (!site.uri.includes('@') && !/[^\x00-\x7f]|xn--/i.test(site.uri)) return undefined
  // With a password (or what may be one), `no-uri-password` speaks for the URI, and what reads as its host
  // may be a piece of the password (`https://app:_@п%2F/@db.acme.io/`): nothing here may quote it.
  if (passwordOf(site) !== undefined || passwordsOf(site).length > 0) return undefined
  const reference = parse(site.uri)
  const authority = reference.authority
  if (authority === undefined) return undefined
  const host = authority.host
  const userinfo = authority.userinfo
  if (userinfo !== undefined && !userinfo.value.includes(':')) {
    const user = decode(userinfo.value, 'any')
    if (readsAsHost(user) && host.value !== '')
      return {
        start: userinfo.start,
        end: host.end,
        reason: `Unexpected user name ${quoted(user)} that reads as a host, expected the host alone: browsers go to ${quoted(host.value)}`,
        note: 'RFC 3986 7.6: a user name that looks like a host hides the host the link goes to',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.6'
      }
  }
  if (host.kind !== 'reg-name') return undefined
  const punycode = /(?:^|\.)xn--/i.test(host.value)
  if (!punycode && !/[^\x00-\x7f]/.test(host.value)) return undefined
  const name = punycode ? domainToUnicode(host.value) || host.value : decode(host.value, 'host')
  // `xn--ggle-55da.com` (`gооgle.com`): the host as written, then as it reads.
  const shown = punycode ? `${quoted(host.value)} (${quoted(name)})` : quoted(name)
  for (const label of name.split('.')) {
    const found = scripts.filter((script) => script.pattern.test(label)).map((script) => script.name)
    if (found.length > 1)
      return {
        start: host.start,
        end: host.end,
        reason: `Unexpected ${found.join(' and ')} letters in one label of host ${shown}, expected the letters of one script: it may imitate another host`,
        note: 'RFC 3986 7.6, Unicode TS #39: a label of mixed scripts is how a host imitates another',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.6'
      }
    const imitated = latinLookalike(label)
    if (imitated !== undefined && found[0] !== 'Latin')
      return {
        start: host.start,
        end: host.end,
        reason: `Unexpected ${found[0]} host ${shown} whose letters all look like Latin ones (${quoted(imitated)}), expected a name that reads as written: it may imitate another host`,
        note: 'RFC 3986 7.6, Unicode TS #39: a whole-script confusable, which may also be a real name in that script',
        url: 'https://www.rfc-editor.org/rfc/rfc3986#section-7.6',
        lower: true
      }
  }
  return undefined
}

/** Whether `user` is a host name: dotted LDH labels under an ICANN suffix, or a name reserved for examples. */
function readsAsHost(user: string): boolean {
  if (!/^[a-z\d-]+(?:\.[a-z\d-]+)+$/i.test(user)) return false
  if (isReservedHost({kind: 'reg-name', value: user, start: 0, end: user.length})) return true
  const parsed = parseDomain(user, {extractHostname: false})
  return parsed.isIcann === true && parsed.domain !== null
}

/** The Latin letters `label` looks like when every letter of it has a Latin look-alike (and digits and `-`), else undefined. */
function latinLookalike(label: string): string | undefined {
  let latin = ''
  let letters = 0
  for (const character of label.toLowerCase()) {
    const like = lookalikes.get(character)
    if (like !== undefined) {
      latin += like
      letters++
    } else if (/^[\d-]$/.test(character)) latin += character
    else return undefined
  }
  return letters > 0 ? latin : undefined
}
