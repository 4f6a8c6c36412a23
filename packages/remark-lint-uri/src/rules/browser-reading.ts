/**
 * The second reading of a URI that RFC 3986 rejects: what browsers do with
 * it (Node's WHATWG `URL`), against what RFC 3986 says it is (the URI with
 * its invalid characters percent-encoded, as `@urilint/core` repairs it).
 * Where both lead to the same scheme, user, host, port, path, query and
 * fragment, the URI is malformed only on paper: browsers percent-encode
 * those characters themselves.
 */
import {quoted} from '@urilint/core/internal'

/**
 * The verdict: the same resource either way (`asWritten`: browsers send the
 * characters as written, `|` in a path, `[` in a query, encoding none), or
 * why not.
 */
export type Reading = {agrees: true; asWritten: boolean} | {agrees: false; why: string}

/** Relative references are read against this (a reserved name: RFC 2606). */
const base = 'https://urilint.invalid/dir/page'
const baseDirectory = '/dir/'

/** In the order a note names the first that differs: where a click goes before what it sends (`https://app:/@п@db.acme.io/` goes to the host `app`). */
const components = [
  ['protocol', 'scheme'],
  ['hostname', 'host'],
  ['port', 'port'],
  ['username', 'user name'],
  ['password', 'password'],
  ['pathname', 'path'],
  ['search', 'query'],
  ['hash', 'fragment']
] as const

/** Components a note never quotes: they may hold credentials. */
const secretComponents: ReadonlySet<string> = new Set(['username', 'password'])

/** Longest component a note quotes. */
const maxShown = 48

/**
 * Compare the browsers' reading of `written` with that of `repaired` (the
 * RFC 3986 repair; `undefined` when none exists, as for a port that is not a
 * number). `quote`: whether the reason may quote what browsers read (not
 * when the URI holds a password, which their reading may hold re-encoded).
 */
export function readLikeBrowsers(written: string, repaired: string | undefined, quote: boolean): Reading {
  const browser = read(written)
  if (browser === undefined) return {agrees: false, why: 'browsers reject it as an invalid URL'}
  if (repaired === undefined) {
    return {
      agrees: false,
      why: quote ? 'browsers read it as ' + describe(browser, written) : 'browsers read it as another URL'
    }
  }
  const meant = read(repaired)
  if (meant === undefined) return {agrees: false, why: 'browsers reject it once percent-encoded'}
  for (const [key, name] of components) {
    const seen = browser[key]
    if (canonical(seen) === canonical(meant[key])) continue
    if (!quote || secretComponents.has(key)) return {agrees: false, why: `browsers read another ${name}`}
    return {agrees: false, why: `browsers read the ${name} as ${shown(seen)}, not ${shown(meant[key])}`}
  }
  // Same text, but a `#` with more after it is a second fragment (`#install#linux`), a typo or two
  // links run together; one that ends the fragment is a name (`#C#`, as Wikipedia's headings), and
  // in a route that a page's script reads (`#/…`, `#!…`: `https://matrix.to/#/#room:server`) it is data.
  const fragment = canonical(browser.hash.slice(1))
  const second = fragment.indexOf('#')
  const route = fragment.startsWith('/') || fragment.startsWith('!')
  if (second !== -1 && second < fragment.length - 1 && !route) {
    return {
      agrees: false,
      why: 'browsers take everything after the first `#` as the fragment, and no anchor is named with a `#`'
    }
  }
  // No `%` added and nothing non-ASCII (which browsers always encode): the characters go as written.
  const asWritten = percentSigns(browser.href) === percentSigns(written) + percentSigns(base) && isAsciiText(written)
  return {agrees: true, asWritten}
}

function percentSigns(text: string): number {
  let count = 0
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index + 1)) count++
  return count
}

function isAsciiText(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) >= 0x80) return false
  return true
}

function read(text: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}

/**
 * Percent-encoded octets decoded (hex digits in either case), so that
 * `%7C` and `|` compare equal: what a browser sends either way reaches the
 * server as the same octets. Browsers' output is ASCII, so octets decode
 * one to one.
 */
function canonical(text: string): string {
  return text.includes('%')
    ? text.replace(/%([\dA-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text
}

/** A browser's reading of `written`, as a note shows it: relative to the page when `written` was relative. */
function describe(url: URL, written: string): string {
  if (url.hostname === 'urilint.invalid' && !written.includes('urilint.invalid')) {
    const path =
      !written.startsWith('/') && url.pathname.startsWith(baseDirectory)
        ? url.pathname.slice(baseDirectory.length)
        : url.pathname
    return 'a link relative to this page, ' + shown(path + url.search + url.hash)
  }
  return shown(url.href)
}

function shown(text: string): string {
  return text === '' ? 'empty' : quoted(text, maxShown)
}
