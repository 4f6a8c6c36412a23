/**
 * `no-uri-password`: a password in the userinfo of a URI (RFC 3986 7.5).
 * Placeholders (`${TOKEN}`, `<password>`, `***`, `changeme` …) pass unless
 * `placeholders: true`; a user name alone (`ssh://git@host`) always passes.
 * The message shows the URI redacted; `expected` is `***`, which replaces the
 * password in place (an editor's quick fix, `urilint --fix`), only in files
 * of urilint's own processor: other tools title a fix with the text it
 * replaces, the password (see emit.ts).
 */
import {inspect} from '@urilint/core'
import type {Root} from 'mdast'
import {lintRule} from 'unified-lint-rule'
import {collect} from './collect.js'
import {docsUrl} from './docs.js'
import {emit, fromDiagnostic} from './emit.js'
import {checkOptions, type NoUriPasswordOptions} from './options.js'

/** remark-lint rule: warn on passwords in URIs, shown redacted (RFC 3986 7.5). */
const remarkLintNoUriPassword = lintRule<Root, NoUriPasswordOptions | null | undefined>(
  {origin: 'remark-lint:no-uri-password', url: docsUrl('no-uri-password')},
  function (tree, file, options) {
    const collected = collect(tree, file, checkOptions('no-uri-password', options, {placeholders: 'boolean'}))
    const placeholders = options?.placeholders === true
    for (const site of collected.sites) {
      // Fast path: no userinfo without `@`.
      if (!site.uri.includes('@')) continue
      for (const finding of inspect(site.uri)) {
        if (finding.id === 'uri-password' || (placeholders && finding.id === 'uri-password-placeholder')) {
          emit(file, collected, site, fromDiagnostic(finding))
        }
      }
    }
  }
)

export default remarkLintNoUriPassword
