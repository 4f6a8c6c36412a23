/**
 * `no-uri-password`: a password in the userinfo of a URI (RFC 3986 7.5),
 * in prose and in code (code blocks are where connection strings are
 * pasted; `checkCode: false` skips them). On a host reserved for
 * documentation or the local machine (`example.com`, `*.test`,
 * `localhost`: reserved-hosts.ts) it is an example and a note (the lower
 * level); placeholders (`${TOKEN}`, `<password>`, `***`, `changeme` …) pass
 * unless `placeholders: true`, and then are notes; a user name alone
 * (`ssh://git@host`) always passes.
 * The message shows the URI redacted; `expected` is `***`, which replaces the
 * password in place (an editor's quick fix, `urilint --fix`), only in files
 * of urilint's own processor: other tools title a fix with the text it
 * replaces, the password (see emit.ts).
 */
import {inspect, parse, type Host} from '@urilint/core'
import type {Root} from 'mdast'
import {lintRule} from 'unified-lint-rule'
import {collect, sitesFor} from './collect.js'
import {docsUrl} from './docs.js'
import {emit, fromDiagnostic} from './emit.js'
import {withLowerLevel} from './levels.js'
import {checkOptions, type NoUriPasswordOptions} from './options.js'
import {isReservedHost} from './reserved-hosts.js'

/** remark-lint rule: passwords in URIs, shown redacted (RFC 3986 7.5); examples on reserved hosts as notes. */
const remarkLintNoUriPassword = withLowerLevel(
  lintRule<Root, NoUriPasswordOptions | null | undefined>(
    {origin: 'remark-lint:no-uri-password', url: docsUrl('no-uri-password')},
    function (tree, file, options) {
      const filter = checkOptions('no-uri-password', options, {placeholders: 'boolean'}, true)
      const placeholders = options?.placeholders === true
      const collected = collect(tree, file)
      for (const site of sitesFor(collected, filter)) {
        // Fast path: no userinfo without `@`.
        if (!site.uri.includes('@')) continue
        for (const finding of inspect(site.uri)) {
          if (finding.id === 'uri-password') {
            const host = hostAfter(site.uri, finding.end)
            if (host !== undefined && isReservedHost(host)) {
              emit(file, collected, site, {
                ...fromDiagnostic(finding),
                note: `The host \`${host.value}\` is reserved for examples or is this machine (RFC 2606, RFC 6761), so this is taken for an example: a note`,
                lower: true
              })
            } else {
              emit(file, collected, site, fromDiagnostic(finding))
            }
          } else if (placeholders && finding.id === 'uri-password-placeholder') {
            emit(file, collected, site, {...fromDiagnostic(finding), lower: true})
          }
        }
      }
    }
  )
)

/**
 * The host after the password that ends at `passwordEnd` (at its `@`): as
 * core reads it, or, when a `/`, `?` or `#` in the password cut the
 * authority short (`https://app:Kx9/x@db.example.com/`), read after that `@`.
 */
function hostAfter(uri: string, passwordEnd: number): Host | undefined {
  const reference = parse(uri)
  const host = reference.authority?.host
  if (host !== undefined && host.start > passwordEnd) return host
  return parse('//' + uri.slice(passwordEnd + 1)).authority?.host
}

export default remarkLintNoUriPassword
