/**
 * What the three manifests promise before anything is packed: one version, the
 * repository's address in every place that names it, a LICENSE in each
 * package, the `source` condition only in the repository (`publishConfig.exports`
 * is what `pnpm pack` writes instead), README links that resolve in what is
 * shipped, and rule docs URLs that land on the rule's heading on GitHub.
 * test/packaging/tarballs.subprocess.test.ts checks the packed result.
 */
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Heading, Link, Definition, Root, RootContent} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {ruleIds} from 'remark-lint-uri'
import {docsUrl, readmeUrl} from '../../packages/remark-lint-uri/src/rules/docs.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const repository = 'https://github.com/urilint/urilint'

interface Manifest {
  name: string
  version: string
  license: string
  repository: {type: string; url: string; directory: string}
  homepage: string
  bugs: {url: string}
  engines: {node: string}
  exports: Record<string, string | Record<string, string>>
  publishConfig: {access?: string; exports: Record<string, string | Record<string, string>>}
  files: string[]
  bin?: Record<string, string>
  dependencies?: Record<string, string>
}

const packages = [
  {dir: 'core', name: '@urilint/core'},
  {dir: 'extract', name: '@urilint/extract'},
  {dir: 'remark-lint-uri', name: 'remark-lint-uri'}
] as const

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest
}

/** A README's links and definitions outside code, as mdast finds them. */
function links(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
  const found: string[] = []
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'link' || node.type === 'definition') found.push((node as Link | Definition).url)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  return found
}

/** The text of a heading as GitHub renders it (inline code without its backticks). */
function headingText(node: Heading | RootContent): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value
  return 'children' in node ? node.children.map((child) => headingText(child)).join('') : ''
}

/**
 * GitHub's heading anchors (github-slugger): lower case, every character
 * but letters, digits, `_`, `-` and spaces dropped, spaces as `-`, and
 * `-1`, `-2` … on repeats.
 */
function anchors(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
  const seen = new Map<string, number>()
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((node) => {
      const slug = headingText(node)
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-')
      const count = seen.get(slug) ?? 0
      seen.set(slug, count + 1)
      return count === 0 ? slug : `${slug}-${count}`
    })
}

describe('the three manifests', () => {
  it('share one version, and depend on each other as workspace:* (pnpm pack writes the exact version)', () => {
    expect(new Set(packages.map(({dir}) => manifest(dir).version)).size).toBe(1)
    expect(manifest('extract').dependencies?.['@urilint/core']).toBe('workspace:*')
    expect(manifest('remark-lint-uri').dependencies?.['@urilint/core']).toBe('workspace:*')
    expect(manifest('remark-lint-uri').dependencies?.['@urilint/extract']).toBe('workspace:*')
  })

  for (const {dir, name} of packages) {
    describe(name, () => {
      const pkg = manifest(dir)

      it('names the repository, its folder, the issue tracker, the license and Node 20.19', () => {
        expect(pkg.name).toBe(name)
        expect(pkg.license).toBe('MIT')
        expect(pkg.repository).toEqual({type: 'git', url: 'git+' + repository + '.git', directory: 'packages/' + dir})
        expect(pkg.homepage).toBe(`${repository}/tree/main/packages/${dir}#readme`)
        expect(pkg.bugs).toEqual({url: repository + '/issues'})
        expect(pkg.engines).toEqual({node: '>=20.19'})
        expect(pkg.publishConfig.access).toBe(name.startsWith('@') ? 'public' : undefined)
      })

      it('has the MIT LICENSE of the root, "Copyright (c) 2026 the urilint authors"', () => {
        const license = readFileSync(path.join(root, 'packages', dir, 'LICENSE'), 'utf8')
        expect(license).toBe(readFileSync(path.join(root, 'LICENSE'), 'utf8'))
        expect(license.split('\n').slice(0, 3)).toEqual(['MIT License', '', 'Copyright (c) 2026 the urilint authors'])
      })

      it('publishes its exports without the `source` condition, which names files of the repository only', () => {
        const published: Manifest['exports'] = {}
        for (const [subpath, target] of Object.entries(pkg.exports)) {
          if (typeof target === 'string') {
            published[subpath] = target
            continue
          }
          const {source, ...rest} = target
          expect(source, subpath).toMatch(/^\.\/src\/.+\.ts$/)
          expect(existsSync(path.join(root, 'packages', dir, source!)), source).toBe(true)
          published[subpath] = rest
        }
        expect(pkg.publishConfig.exports).toEqual(published)
        expect(JSON.stringify(pkg.publishConfig)).not.toContain('./src/')
      })

      it('ships every file its README links to (other links are absolute)', () => {
        const readme = readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8')
        const relative = links(readme).filter((url) => !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('#'))
        const shipped = (file: string) =>
          ['README.md', 'LICENSE', 'package.json'].includes(file) ||
          pkg.files.some((entry) => file === entry || file.startsWith(entry + '/'))
        expect(
          relative
            .map((url) => path.posix.normalize(url.replace(/[#?].*$/, '').replace(/^\.\//, '')))
            .filter((file) => !shipped(file))
        ).toEqual([])
        for (const url of relative)
          expect(existsSync(path.join(root, 'packages', dir, url.replace(/[#?].*$/, ''))), url).toBe(true)
      })
    })
  }
})

describe('rule docs URLs', () => {
  const readme = readFileSync(path.join(root, 'packages/remark-lint-uri/README.md'), 'utf8')

  it('are the package README on GitHub, in the folder the manifest names', () => {
    const {repository: where} = manifest('remark-lint-uri')
    expect(readmeUrl).toBe(`${repository}/blob/main/${where.directory}/README.md`)
    expect(ruleIds.map((id) => docsUrl(id))).toEqual([
      'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-malformed-uri',
      'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-unsafe-port',
      'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#no-uri-password'
    ])
  })

  it('land on a heading: each rule id is the GitHub anchor of one heading of the README', () => {
    const found = anchors(readme)
    for (const id of ruleIds)
      expect(
        found.filter((anchor) => anchor === id),
        id
      ).toEqual([id])
  })

  it('and so do the README’s own anchor links', () => {
    const found = new Set(anchors(readme))
    expect(links(readme).filter((url) => url.startsWith('#') && !found.has(url.slice(1)))).toEqual([])
  })
})
