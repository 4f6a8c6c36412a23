/**
 * Turn a core diagnostic on a site into a vfile message placed on the exact
 * source range, with any password kept out of every field.
 */
import {
  isPlaceholder,
  maskPassword,
  parse,
  passwordSpan,
  type Diagnostic,
  type Span,
  type UriReference
} from '@urilint/core'
import {codes} from '@urilint/core/character'
import {isPlaceholderPort, overlaps, secretsOf} from '@urilint/core/internal'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import type {Collected, Site} from './collect.js'
import {lower} from './levels.js'
import {sourceRange} from '@urilint/extract/source-map'

type Locator = ReturnType<typeof location>

const locators = new WeakMap<VFile, {text: string; locator: Locator}>()

/** Lines and columns of offsets into `text` (the file's, or without its byte-order mark: `Collected.text`). */
function locatorOf(file: VFile, text: string): Locator {
  const cached = locators.get(file)
  if (cached !== undefined && cached.text === text) return cached.locator
  const locator = location(text)
  locators.set(file, {text, locator})
  return locator
}

/**
 * The password written in a site's URI, if any: core's `passwordSpan` (the
 * userinfo after its first `:`, or a password whose `/`, `?` or `#` ended
 * the authority). Failing that, what may be one (`cut`): a "port" that is
 * not a number nor a placeholder, to the end of the URI (what is left of a
 * password when the text around cut the URI short: `postgres://app:Kx9^…@db`
 * found as `postgres://app:Kx9`; `https://github.com:owner/repo` is taken the
 * same way, at no cost but the quotes), or an empty port up to a later `@`.
 * No message quotes either.
 */
export function passwordOf(site: Site): SitePassword | undefined {
  // Asked by the rule and again by `emit` for each message: read once per site.
  if (passwords.has(site)) return passwords.get(site)
  const found = readPassword(site)
  passwords.set(site, found)
  return found
}

export type SitePassword = {start: number; end: number; value: string; cut: boolean}

/**
 * Every password of a site's URI that is no placeholder: its own
 * (`passwordOf`), then those of the URIs written inside its path, query or
 * fragment (`https://web.archive.org/web/2020/https://user:pass@db.acme.io/`),
 * each read as a URI of its own.
 */
export function passwordsOf(site: Site): SitePassword[] {
  const cached = allPasswords.get(site)
  if (cached !== undefined) return cached
  const own = passwordOf(site)
  const found: SitePassword[] = own === undefined || isPlaceholder(own.value) ? [] : [own]
  // Fast path: an inner URI has its `://` after the outer's.
  if (site.uri.indexOf('://', site.uri.indexOf('://') + 3) !== -1) {
    for (const {password} of secretsOf(parse(site.uri))) {
      const value = site.uri.slice(password.start, password.end)
      if (password.start === own?.start || value === '' || isPlaceholder(value)) continue
      found.push({...password, value, cut: false})
    }
  }
  allPasswords.set(site, found)
  return found
}

const allPasswords = new WeakMap<Site, SitePassword[]>()

const passwords = new WeakMap<Site, SitePassword | undefined>()

function readPassword(site: Site): SitePassword | undefined {
  const reference = parse(site.uri)
  const span = passwordSpan(reference)
  if (span !== undefined) return {...span, value: site.uri.slice(span.start, span.end), cut: false}
  const cut = cutPassword(reference)
  return cut === undefined ? undefined : {...cut, value: site.uri.slice(cut.start, cut.end), cut: true}
}

function cutPassword(reference: UriReference): Span | undefined {
  const port = reference.authority?.port
  if (port === undefined || port.number !== undefined) return undefined
  const input = reference.input
  if (port.value === '') {
    const at = input.indexOf('@', port.end)
    return at === -1 ? undefined : {start: port.start, end: at}
  }
  if (isPlaceholderPort(port.value) || isPlaceholder(port.value)) return undefined
  return {start: port.start, end: input.length}
}

/** What to say about a span of a site's URI. */
export interface Finding {
  /** Offsets into `site.uri`. */
  start: number
  end: number
  reason: string
  note?: string | undefined
  actual?: string | undefined
  expected?: string | undefined
  /** The spec section, added to the note. */
  url?: string | undefined
  /** Report at the lower level (a note, `fatal: null`) whatever the rule's severity: see levels.ts. */
  lower?: boolean | undefined
}

/**
 * A finding as every host reports it: plain data, its range in offsets into
 * `Collected.text`, every field free of the password. The remark rules make
 * a vfile message of it; `findings` (findings.ts) hands it to other hosts.
 */
export interface Report {
  start: number
  end: number
  reason: string
  note?: string | undefined
  actual?: string | undefined
  /** The text that replaces `[start, end)`. */
  expected?: string | undefined
  /** At the lower level (a note). */
  lower: boolean
}

/** Files whose reports go to a function rather than into vfile messages (`findings`). */
export const sinks = new WeakMap<VFile, (report: Report) => void>()

/** Build a finding from a core diagnostic. */
export function fromDiagnostic(diagnostic: Diagnostic): Finding {
  return {
    start: diagnostic.start,
    end: diagnostic.end,
    reason: diagnostic.message,
    note: diagnostic.note,
    actual: diagnostic.actual,
    expected: diagnostic.expected,
    url: diagnostic.url
  }
}

/**
 * Whether a `\` before an `@` follows `end` in raw text (code, front matter, plain text, HTML and its comments): the
 * extractor reads
 * Doxygen's `amqp://guest:guest\@localhost` without the `\`, which RFC 3986 reads as the password's last
 * character; a range that ends with the password takes it in, so that no-uri-password reports all of what may
 * be the secret. In Markdown's prose and links, `\@` is Markdown's escape, decoded before the URI is read.
 */
function escapedAtAfter(text: string, end: number, kind: Site['kind']): boolean {
  return (
    (kind === 'code' || kind === 'frontmatter' || kind === 'text' || kind === 'comment' || kind === 'html') &&
    text.charCodeAt(end) === codes.backslash &&
    text.charCodeAt(end + 1) === codes.atSign
  )
}

/**
 * Add a message for `finding` to `file`. `place` is the exact source range;
 * the password of the site (if any) is scrubbed from every text field;
 * `actual` is dropped when the range touches the password, and so is
 * `expected` unless the file is marked `urilintQuickFixes`. No `ancestors`
 * and no `cause` are set: they would carry the node, and so the password,
 * into `--report json`.
 */
export function emit(file: VFile, collected: Collected, site: Site, finding: Finding): void {
  const locator = locatorOf(file, collected.text)
  // A placeholder (`${TOKEN}`, `***`) is no secret: `no-uri-password` passes it, and so do these guards.
  const passwords = passwordsOf(site)
  const span = sourceRange(site.segments, finding.start, finding.end)
  if (passwords.some((password) => password.end === finding.end) && escapedAtAfter(collected.text, span.end, site.kind))
    span.end++
  const start = locator.toPoint(span.start)
  const end = locator.toPoint(span.end)
  if (start === undefined || end === undefined) return

  // A last guard: core messages never hold the password (core tests say so).
  // (`maskPassword` parses the URI again: only for a text that holds a password's value.)
  const scrub = (text: string | undefined) => {
    if (text === undefined || !passwords.some((password) => text.includes(password.value))) return text
    let hidden = text
    for (const password of passwords) if (password.cut) hidden = hidden.split(password.value).join('***')
    return maskPassword(hidden, site.uri)
  }
  // In a reason or a note, only what is quoted (in backticks) comes from the
  // URI: the prose around it stays, whatever a short password spells
  // (`b` must not make "seen by" into "seen ***y").
  // A password with a backtick spans quotes: then the whole text is scrubbed.
  const scrubQuotes = (text: string | undefined) =>
    text === undefined || !passwords.some((password) => text.includes(password.value))
      ? text
      : passwords.some((password) => password.value.includes('`'))
        ? scrub(text)
        : text
            .split('`')
            .map((piece, index) => (index % 2 === 1 ? scrub('`' + piece + '`')!.slice(1, -1) : piece))
            .join('`')
  const touchesPassword = passwords.some((password) => overlaps(finding, password))

  const note = [finding.note, finding.url === undefined ? undefined : 'see ' + finding.url].filter(Boolean).join('; ')
  const report: Report = {
    start: span.start,
    end: span.end,
    reason: scrubQuotes(finding.reason)!,
    lower: finding.lower === true
  }
  if (note !== '') report.note = scrubQuotes(note)
  const actual = touchesPassword ? undefined : scrub(finding.actual)
  if (actual !== undefined) report.actual = actual
  // A fix of a range on the password only where its title will not quote the
  // password: in files of urilint's own processor (see processor/quick-fix-flag.ts).
  const expected = touchesPassword && file.data.urilintQuickFixes !== true ? undefined : scrub(finding.expected)
  if (expected !== undefined) report.expected = expected
  // Another host (ESLint, markdownlint) takes the plain finding: see findings.ts.
  const sink = sinks.get(file)
  if (sink !== undefined) return sink(report)

  const message = file.message(report.reason, {place: {start, end}})
  if (report.lower) lower(message)
  if (report.note !== undefined) message.note = report.note
  if (report.actual !== undefined) message.actual = report.actual
  if (report.expected !== undefined) message.expected = [report.expected]

  // remark-message-control drops messages whose start lies in a gap (see
  // `detectGaps` in collect.ts): in that case let the message start, for the
  // ignore comments, where its node starts, or, when that is in a gap too
  // (prose GFM's transform split into nodes without positions), where the
  // gap ends; `place` stays exact.
  const gap = gapAt(collected.gaps, span.start)
  if (gap !== undefined) {
    const point = locator.toPoint(gapAt(collected.gaps, site.nodeStart) === undefined ? site.nodeStart : gap[1])
    if (point !== undefined) {
      message.line = point.line
      message.column = point.column
    }
  }
}

function gapAt(gaps: ReadonlyArray<[number, number]>, offset: number): [number, number] | undefined {
  for (const gap of gaps) if (gap[0] <= offset && gap[1] > offset) return gap
  return undefined
}
