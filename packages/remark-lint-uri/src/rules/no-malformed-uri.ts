/**
 * `no-malformed-uri`: URIs in links, images, definitions, autolinks, GFM
 * literals and HTML URL attributes must be URI references (RFC 3986 4.1).
 * One message per URI, on the whole URI, naming every offending character;
 * `expected` is the URI repaired, for one quick fix.
 *
 * Severity by what happens when the link is followed: where browsers
 * (WHATWG `URL`) read the URI as RFC 3986 reads its repair, the URI is
 * malformed only on paper and the message is a note (the lower level);
 * where they reject it or read another host, path or fragment, it is
 * reported at the rule's severity. Templates (`${HOST}`, `[owner-name]`)
 * are a note saying so. `strict: true` reports everything at the rule's
 * severity. Characters of a placeholder password (`${TOKEN}`) are not
 * reported. A URI that goes to another host than it reads (RFC 3986 7.6,
 * deceptive.ts) gets that message instead.
 */
import {encode, isPlaceholder, parse, validate, type Span} from '@urilint/core'
import {isTemplate, overlaps, overlapsOrMeets, placeholderSpans, quoted, within} from '@urilint/core/internal'
import {sourceRange} from '@urilint/extract/source-map'
import type {Root} from 'mdast'
import {lintRule} from 'unified-lint-rule'
import {readLikeBrowsers, type Reading} from './browser-reading.js'
import {collect, sitesFor} from './collect.js'
import {docsUrl} from './docs.js'
import {deceptiveFinding} from './deceptive.js'
import {emit, passwordOf, passwordsOf} from './emit.js'
import {withLowerLevel} from './levels.js'
import {reportLinkMistake} from './link-mistakes.js'
import {checkOptions, type NoMalformedUriOptions} from './options.js'
import {malformedReason} from './reason.js'
import {applyReplacements, repairedSource, replacements, type Replacement} from './repair.js'
import {schemelessFinding} from './schemeless.js'
import {toolSyntaxFinding} from './tool-syntax.js'
import {reportUnlinked} from './unlinked.js'

/** Core's most diagnostics per reference (`maxDiagnostics` in its diagnostics.ts). */
const maxDiagnostics = 100
/** Most placeholders a template message names. */
const maxNamed = 4

/** remark-lint rule: URIs that are not RFC 3986 URI references (RFC 3986 4.1, Appendix A), by what browsers make of them. */
const remarkLintNoMalformedUri = withLowerLevel(
  lintRule<Root, NoMalformedUriOptions | null | undefined>(
    {origin: 'remark-lint:no-malformed-uri', url: docsUrl('no-malformed-uri')},
    function (tree, file, options) {
      const filter = checkOptions('no-malformed-uri', options, {strict: 'boolean'})
      const strict = options?.strict === true
      const collected = collect(tree, file)
      // Text that should have been a link (unlinked.ts): its message, and none for a URI in it.
      const unlinked = reportUnlinked(tree, file, collected, filter)
      for (const site of sitesFor(collected, filter)) {
        if (unlinked.has(site)) continue
        // A definition no reference uses makes no link: nothing breaks (`[//]: # (a comment)`), unless `strict`.
        if (site.unused === true && !strict) continue
        // A bracket taken in, a link pasted in, a scheme mistyped: its own message, in place of this one.
        if (reportLinkMistake(file, collected, site)) continue
        // A URI that goes to another host than it reads (deceptive.ts, RFC 3986 7.6): one message, this one.
        const deceptive = deceptiveFinding(site)
        if (deceptive !== undefined) {
          emit(file, collected, site, deceptive)
          continue
        }
        // A host, address or handle without a scheme (schemeless.ts): one message, this one.
        const schemeless = schemelessFinding(site, collected.text)
        if (schemeless !== undefined) {
          emit(file, collected, site, schemeless)
          continue
        }
        // npm's scp-like `git+ssh://git@github.com:org/repo.git`: a note, as a tool's own syntax.
        const tool = strict ? undefined : toolSyntaxFinding(site)
        if (tool !== undefined) {
          emit(file, collected, site, tool)
          continue
        }
        const all = validate(site.uri, {as: 'uri-reference'})
        if (all.length === 0) continue
        // A placeholder password (`${TOKEN}`, `<password>`) is a template for
        // the reader, not URI syntax: as `no-uri-password`, leave it alone.
        const password = passwordOf(site)
        const placeholderPassword = password !== undefined && isPlaceholder(password.value)
        const diagnostics = all.filter(
          (diagnostic) => diagnostic.severity !== 'info' && !(placeholderPassword && within(diagnostic, password!))
        )
        if (diagnostics.length === 0) continue

        const reference = parse(site.uri)
        const whole = sourceRange(site.segments, 0, site.uri.length)
        const written = collected.text.slice(whole.start, whole.end)

        const realPassword = password !== undefined && !placeholderPassword
        // The passwords of URIs written inside this one (`/web/2020/https://user:pass@db/`): quoted nowhere either.
        const inner = passwordsOf(site).filter((found) => found.start !== password?.start)
        // Brackets inside a real password are its characters, never a placeholder to quote.
        const placeholders = placeholderSpans(reference).filter(
          (placeholder) =>
            (!realPassword || !overlaps(placeholder, password)) &&
            !inner.some((secret) => overlaps(placeholder, secret))
        )
        if (!strict && isTemplate(diagnostics, placeholders)) {
          const named = placeholders.filter((placeholder) =>
            diagnostics.some((diagnostic) => overlapsOrMeets(diagnostic, placeholder))
          )
          const shown = named
            .slice(0, maxNamed)
            .map((placeholder) => quoted(site.uri.slice(placeholder.start, placeholder.end)))
          emit(file, collected, site, {
            start: 0,
            end: site.uri.length,
            reason: `Unexpected ${named.length === 1 ? 'placeholder' : 'placeholders'} ${shown.join(', ')}${named.length > maxNamed ? ', …' : ''} in a URI template, expected a URI once filled in`,
            note: 'Read as a template: its placeholders are not checked (`strict: true` checks it as a URI)',
            url: 'https://www.rfc-editor.org/rfc/rfc6570',
            lower: true
          })
          continue
        }

        const list = replacements(reference, diagnostics)
        const reading: Reading = diagnostics.some((diagnostic) => diagnostic.id === 'invalid-percent-encoding')
          ? {
              agrees: false,
              why: 'servers decode a `%` with the two characters after it, and here they are not hex digits'
            }
          : readLikeBrowsers(
              site.uri,
              list === undefined
                ? undefined
                : applyReplacements(
                    site.uri,
                    withPassword(site.uri, list, realPassword && !password.cut ? password : undefined)
                  ),
              password === undefined && inner.length === 0
            )
        const lowered = reading.agrees && !strict
        // Placeholders stay as written in the fix (`{id}`, `${VERSION}`: the reader fills them in);
        // past core's limit of diagnostics the repair would be partial: no fix then.
        const mending = list?.filter(
          (replacement) => !placeholders.some((placeholder) => overlaps(replacement, placeholder))
        )
        const fix =
          mending === undefined || realPassword || inner.length > 0 || all.length >= maxDiagnostics
            ? undefined
            : repairedSource(collected.text, site.segments, site.uri.length, mending)
        emit(file, collected, site, {
          start: 0,
          end: site.uri.length,
          reason:
            malformedReason(reference, diagnostics, list, password, inner) +
            (all.length >= maxDiagnostics ? ` (the first ${maxDiagnostics} problems)` : ''),
          note: reading.agrees
            ? (reading.asWritten
                ? 'Browsers send these characters as written'
                : 'Browsers encode these characters themselves' +
                  (list?.some((replacement) => replacement.host === true) === true ? ' (the host in punycode)' : '')) +
              ' and follow the same URI' +
              (strict ? " (reported at the rule's severity: `strict`)" : '')
            : capitalized(reading.why),
          actual: written,
          expected: fix?.text,
          url: diagnostics[0]!.url,
          lower: lowered
        })
      }
    }
  )
)

/**
 * The replacements that repair a URI, the whole of its password (`password`,
 * when it has a real one) encoded as a userinfo's: what is meant. RFC 3986
 * reads a password's `/`, `?` or `#` as the end of the authority and its `@`
 * in the path (`https://app:/@п@db.acme.io/` has the host `app`), so
 * encoding only the characters core reports in it would repair another URI.
 */
function withPassword(
  uri: string,
  list: readonly Replacement[],
  password: Span | undefined
): Array<{start: number; end: number; text: string}> {
  if (password === undefined) return [...list]
  const outside = list.filter((replacement) => !overlaps(replacement, password))
  const text = uri
    .slice(password.start, password.end)
    .replace(/%[\dA-Fa-f]{2}|[^%]+|%/g, (piece) =>
      piece.length === 3 && piece.startsWith('%') ? piece : encode(piece, 'userinfo')
    )
  return [...outside, {start: password.start, end: password.end, text}].sort((a, b) => a.start - b.start)
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export default remarkLintNoMalformedUri
