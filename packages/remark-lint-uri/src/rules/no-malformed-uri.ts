/**
 * `no-malformed-uri`: URIs in links, images, definitions, autolinks, GFM
 * literals and HTML URL attributes must be URI references (RFC 3986 4.1);
 * each core diagnostic points at the offending character. Characters of a
 * placeholder password (`${TOKEN}`) are not reported.
 */
import {isPlaceholder, validate} from '@urilint/core'
import type {Root} from 'mdast'
import {lintRule} from 'unified-lint-rule'
import {collect} from './collect.js'
import {docsUrl} from './docs.js'
import {emit, fromDiagnostic, passwordOf} from './emit.js'
import {checkOptions, type NoMalformedUriOptions} from './options.js'

/** remark-lint rule: warn on URIs that are not RFC 3986 URI references (RFC 3986 4.1, Appendix A). */
const remarkLintNoMalformedUri = lintRule<Root, NoMalformedUriOptions | null | undefined>(
  {origin: 'remark-lint:no-malformed-uri', url: docsUrl('no-malformed-uri')},
  function (tree, file, options) {
    const collected = collect(tree, file, checkOptions('no-malformed-uri', options, {}))
    for (const site of collected.sites) {
      const diagnostics = validate(site.uri, {as: 'uri-reference'})
      if (diagnostics.length === 0) continue
      // A placeholder password (`${TOKEN}`, `<password>`) is a template for
      // the reader, not URI syntax: as `no-uri-password`, leave it alone.
      const password = passwordOf(site)
      const placeholder = password !== undefined && isPlaceholder(password.value) ? password : undefined
      for (const diagnostic of diagnostics) {
        if (diagnostic.severity === 'info') continue
        if (placeholder !== undefined && diagnostic.start >= placeholder.start && diagnostic.end <= placeholder.end) continue
        emit(file, collected, site, fromDiagnostic(diagnostic))
      }
    }
  }
)

export default remarkLintNoMalformedUri
