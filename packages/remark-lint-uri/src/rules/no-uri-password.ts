/**
 * `no-uri-password`: a password in the userinfo of a URI (RFC 3986 7.5),
 * wherever one can be written: links, images, definitions and their
 * titles, autolinks, bare URIs in prose (`amqp://…`, which GFM does not
 * link), HTML attributes and comments, code (`checkCode: false` skips it)
 * and front matter (`frontmatter: false` skips it; a secret there is
 * published with the page). It is an error only when it may be a real
 * secret: a provider's token anywhere, or a password of a real secret's
 * strength on a host of the Internet; every other password (a placeholder
 * word, the user name, a tool's demo value, a private or made-up host, a
 * weak value) is a note saying why (credential.ts), unless `strict: true`.
 * Placeholders (`${TOKEN}`, `<password>`, `%s`) pass unless
 * `placeholders: true`, and then are notes; a user name alone
 * (`ssh://git@host`) always passes.
 * The message shows the URI redacted; `expected` is `***`, which replaces the
 * password in place (an editor's quick fix, `urilint --fix`), only in files
 * of urilint's own processor: other tools title a fix with the text it
 * replaces, the password (see emit.ts).
 */
import {inspect, parse, passwordSpan, type Host, type Span, type UriReference} from '@urilint/core'
import {readEncoded, secretsOf} from '@urilint/core/internal'
import type {Root} from 'mdast'
import {codes} from '@urilint/core/character'
import {lintRule} from 'unified-lint-rule'
import {collect, sitesFor} from './collect.js'
import {docsUrl} from './docs.js'
import {emit, fromDiagnostic} from './emit.js'
import {withLowerLevel} from './levels.js'
import {checkOptions, type NoUriPasswordOptions} from './options.js'
import {judgeCredential} from './credential.js'

/** remark-lint rule: passwords in URIs, shown redacted (RFC 3986 7.5); errors when they may be real secrets, notes otherwise. */
const remarkLintNoUriPassword = withLowerLevel(
  lintRule<Root, NoUriPasswordOptions | null | undefined>(
    {origin: 'remark-lint:no-uri-password', url: docsUrl('no-uri-password')},
    function (tree, file, options) {
      const filter = checkOptions(
        'no-uri-password',
        options,
        {placeholders: 'boolean', strict: 'boolean'},
        {checkCode: true, frontmatter: true, credentialSites: true}
      )
      const placeholders = options?.placeholders === true
      const strict = options?.strict === true
      const collected = collect(tree, file)
      for (const site of sitesFor(collected, filter)) {
        // Fast path: no userinfo without `@`, written or encoded (`%40`, `%2540`).
        if (!site.uri.includes('@') && !/%(?:25)?40/i.test(site.uri)) continue
        for (const finding of inspect(site.uri)) {
          if (finding.id === 'uri-password') {
            const base = fromDiagnostic(finding)
            if (strict) {
              emit(file, collected, site, base)
              continue
            }
            const {uri, password} = passwordAsRead(site.uri, finding)
            const credential = judgeCredential(
              uri.slice(password.start, password.end),
              userBefore(uri, password.start),
              hostAfter(parse(uri), password.end)
            )
            emit(
              file,
              collected,
              site,
              credential.real
                ? {...base, note: `${credential.why}; ${base.note}`}
                : {...base, note: credential.why, lower: true}
            )
          } else if (placeholders && finding.id === 'uri-password-placeholder') {
            emit(file, collected, site, {...fromDiagnostic(finding), lower: true})
          }
        }
      }
    }
  )
)

/**
 * The URI that holds the password `finding` is on, and where the password
 * is in it: `uri` itself, or, where the password is in a URI written
 * percent-encoded inside it (`?next=https%3A%2F%2Fu%3Ap%40h`), that URI
 * decoded, so that the user name, the password and the host read as written.
 */
function passwordAsRead(uri: string, finding: Span): {uri: string; password: Span} {
  const secret = secretsOf(parse(uri)).find(
    (each) => each.encoded === true && each.password.start === finding.start && each.password.end === finding.end
  )
  if (secret === undefined) return {uri, password: finding}
  const decoded = readEncoded(uri.slice(secret.uri.start, secret.uri.end))
  const password = passwordSpan(parse(decoded))
  return password === undefined ? {uri, password: finding} : {uri: decoded, password}
}

/**
 * The user name before the password that starts at `passwordStart` (after
 * its `:`), if any: back to the `//` or the `@` before it, in the URI's own
 * authority or that of a URI written inside it.
 */
function userBefore(uri: string, passwordStart: number): string | undefined {
  const colon = passwordStart - 1
  let start = colon
  while (start > 0 && uri.charCodeAt(start - 1) !== codes.slash && uri.charCodeAt(start - 1) !== codes.atSign) start--
  return start === colon ? undefined : uri.slice(start, colon)
}

/**
 * The host after the password that ends at `passwordEnd` (at its `@`): as
 * core reads it, or, when a `/`, `?` or `#` in the password cut the
 * authority short (`https://app:Kx9/x@db.example.com/`), read after that `@`.
 */
function hostAfter(reference: UriReference, passwordEnd: number): Host | undefined {
  const uri = reference.input
  const host = reference.authority?.host
  if (host !== undefined && host.start > passwordEnd) return host
  return parse('//' + uri.slice(passwordEnd + 1)).authority?.host
}

export default remarkLintNoUriPassword
