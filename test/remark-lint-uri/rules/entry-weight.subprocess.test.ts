/**
 * What `import('remark-lint-uri')` loads: the rules and what they need, and
 * none of the application (the CLI's engine, the language server, parser
 * extensions, the mail parser), as test/loaded-modules.ts records what a
 * fresh process resolves.
 */
import {describe, expect, it} from 'vitest'
import {modulesLoadedBy, packagesIn} from '../../loaded-modules.ts'

const loadedBy = (specifier: string) => modulesLoadedBy(`await import(${JSON.stringify(specifier)})`)

/** Packages of the application part: the CLI, the language server, parser extensions, mail. */
const application = [
  'unified-engine',
  'unified-language-server',
  'vscode-languageserver',
  'vscode-jsonrpc',
  'postal-mime',
  'remark-gfm',
  'remark-frontmatter',
  'remark-parse',
  'vfile-reporter',
  'tinyglobby',
  'ignore'
]

describe('the main entry', () => {
  it('loads the rules without the CLI, the language server, parser extensions or the mail parser', () => {
    const loaded = loadedBy('remark-lint-uri')
    const packages = packagesIn(loaded)
    // It does load the rules and what they stand on.
    for (const needed of ['remark-lint', 'unified-lint-rule', 'htmlparser2'])
      expect(packages.has(needed), needed).toBe(true)
    expect(loaded.some((url) => url.endsWith('/packages/remark-lint-uri/dist/rules/no-uri-password.js'))).toBe(true)
    expect(application.filter((name) => packages.has(name))).toEqual([])
    expect(loaded.filter((url) => /\/packages\/remark-lint-uri\/dist\/(cli|server|processor)\//.test(url))).toEqual([])
  })

  it('is what the CLI loads on top of: the engine and extensions do appear there (the check can fail)', () => {
    const packages = packagesIn(loadedBy('./packages/remark-lint-uri/dist/cli/lint.js'))
    for (const name of ['unified-engine', 'remark-gfm', 'remark-frontmatter', 'remark-parse'])
      expect(packages.has(name), name).toBe(true)
  })
})
