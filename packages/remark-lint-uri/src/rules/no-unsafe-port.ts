/**
 * `no-unsafe-port`: a port that is not the scheme's default and belongs to
 * another protocol (the Fetch bad-port list; with `strict`, any port below
 * 1024), or that is out of range. RFC 3986 7.2.
 */
import {inspect} from '@urilint/core'
import type {Root} from 'mdast'
import {lintRule} from 'unified-lint-rule'
import {collect, sitesFor} from './collect.js'
import {docsUrl} from './docs.js'
import {emit, fromDiagnostic} from './emit.js'
import {withLowerLevel} from './levels.js'
import {checkOptions, type NoUnsafePortOptions} from './options.js'

/** remark-lint rule: warn on ports of other protocols and ports out of range (RFC 3986 7.2, 3.2.3). */
const remarkLintNoUnsafePort = withLowerLevel(
  lintRule<Root, NoUnsafePortOptions | null | undefined>(
    {origin: 'remark-lint:no-unsafe-port', url: docsUrl('no-unsafe-port')},
    function (tree, file, options) {
      const filter = checkOptions('no-unsafe-port', options, {strict: 'boolean', allowPorts: 'ports'})
      const collected = collect(tree, file)
      const strict = options?.strict === true
      const allowPorts = options?.allowPorts ?? []
      for (const site of sitesFor(collected, filter)) {
        // Fast path: no authority, so no port, without `//` (RFC 3986 3.2).
        if (!site.uri.includes('//')) continue
        for (const finding of inspect(site.uri, {strict, allowPorts})) {
          if (finding.id === 'unsafe-port' || finding.id === 'port-out-of-range') {
            emit(file, collected, site, fromDiagnostic(finding))
          }
        }
      }
    }
  )
)

export default remarkLintNoUnsafePort
