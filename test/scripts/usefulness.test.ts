import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {judgmentsFiles, parseCorpus} from '../../scripts/usefulness-markdown.ts'
import {cacheDir, corpusNames, manifests, readManifest} from '../../scripts/usefulness/corpus.ts'
import {places, writeCredentials} from '../../scripts/usefulness/credentials.ts'
import {redact} from '../../scripts/usefulness/items.ts'
import {scan} from '../../scripts/usefulness/scan.ts'

describe('the usefulness scan', () => {
  it('finds each kind of mistake, at its column', () => {
    const text = [
      '[a](github.com/alice) [b](README.md) [c](./x.md) [d](team@example.org)',
      '[e](https://example.org/a]) and https://example.org/b) end',
      '[f]([https://a.example/](https://a.example/))',
      'htps://example.org http//example.org https:/example.org https:///example.org',
      '[g] (https://example.org) [h](https://example.org/a b) [i](https://gi',
      '```',
      '[j](github.com/in-code) postgres://user:secret@db.example.com/x',
      '```'
    ].join('\n')
    expect(scan(text).map(({kind, line, column}) => `${kind} ${line}:${column}`)).toEqual([
      'schemeless 1:5',
      'schemeless 1:54',
      // Not the bare URL's `)`: GFM leaves an unbalanced one out of the link.
      'swallowed 2:5',
      'pasted 3:5',
      'scheme 4:1',
      'scheme 4:20',
      'scheme 4:38',
      'scheme 4:57',
      'not-a-link 5:3',
      'not-a-link 5:29',
      'not-a-link 5:58',
      'credential 7:25'
    ])
  })

  it('reads HTML href and src attributes too', () => {
    const text = '<a href="github.com/alice"><img src="https://example.org/a.png"></a> <a href="https://gi'
    expect(scan(text).map(({kind, line, column}) => `${kind} ${line}:${column}`)).toEqual([
      'schemeless 1:10',
      'not-a-link 1:73'
    ])
  })

  it('takes no valid link for a mistake', () => {
    const text = [
      '[a](https://example.org/a_(b)) (see https://example.org/c). [d](#e) [f](docs/g.md)',
      '[h]: https://example.org/i',
      '[j](https://example.org/k "title") <https://example.org/l>'
    ].join('\n')
    expect(scan(text)).toEqual([])
  })
})

describe('redact', () => {
  it('masks the password of a URI and of a schemeless userinfo', () => {
    expect(redact('`postgres://me:s3cr3t@db.example.com/app`')).toBe('`postgres://me:***@db.example.com/app`')
    expect(redact('me:s3cr3t@db.example.com')).toBe('me:***@db.example.com')
    expect(redact('mailto:team@example.org')).toBe('mailto:team@example.org')
  })

  it('masks provider tokens but not placeholders made of x', () => {
    expect(redact('xoxb-1234567890-abcdefABCDEF')).toBe('xoxb-***')
    expect(redact("'xoxb-xxxxxxxxxx-xxxxxx...'")).toBe("'xoxb-xxxxxxxxxx-xxxxxx...'")
  })

  it('never shows a password', () => {
    const password = fc.stringMatching(/^[A-Za-z0-9!$&'()*+,;=._~-]{6,24}$/).filter((value) => /\d/.test(value))
    fc.assert(
      fc.property(fc.constantFrom('https', 'redis', 'amqp', 'ftp'), password, (scheme, secret) => {
        expect(redact(`see ${scheme}://user:${secret}@host.example.com:1234/x here`)).not.toContain(secret)
      })
    )
  })
})

describe('the recall set of credentials', () => {
  it('puts each secret in each place, and redact hides every one', () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'usefulness-'))
    process.env.URILINT_USEFULNESS_CACHE = cache
    try {
      const {dir, credentials} = writeCredentials()
      expect(credentials).toHaveLength(8 * places.length)
      for (const place of places) expect(credentials.filter((each) => each.place === place)).toHaveLength(8)
      for (const {file, line} of credentials) {
        const text = readFileSync(path.join(dir, file), 'utf8').split('\n')[line - 1]!
        const secret = /:\/\/[^:/]+:([^@]+)@/.exec(text)![1]!
        expect(secret.length).toBeGreaterThanOrEqual(20)
        expect(redact(text)).not.toContain(secret)
      }
    } finally {
      delete process.env.URILINT_USEFULNESS_CACHE
      rmSync(cache, {recursive: true, force: true})
    }
  })
})

describe('the two corpora', () => {
  it('are named by --corpus, main without it', () => {
    expect(parseCorpus([])).toBe('main')
    expect(parseCorpus(['--pending', 'x.txt', '--corpus', 'holdout'])).toBe('holdout')
    expect(() => parseCorpus(['--corpus', 'other'])).toThrow(TypeError)
    expect(() => parseCorpus(['--corpus'])).toThrow(TypeError)
  })

  it('keep their manifests, judgments and caches apart', () => {
    for (const files of [manifests, judgmentsFiles]) expect(new Set(Object.values(files)).size).toBe(corpusNames.length)
    process.env.URILINT_USEFULNESS_CACHE = path.join(tmpdir(), 'usefulness-cache')
    try {
      expect(cacheDir('main')).toBe(path.join(tmpdir(), 'usefulness-cache'))
      expect(cacheDir('holdout')).toBe(path.join(tmpdir(), 'usefulness-cache-holdout'))
    } finally {
      delete process.env.URILINT_USEFULNESS_CACHE
    }
  })

  it('share no package and no file', () => {
    const [main, holdout] = corpusNames.map((name) => readManifest(name))
    const npmName = (spec: string) => spec.slice(0, spec.lastIndexOf('@'))
    const debianName = (item: string) => item.split('=')[0]
    const mainNpm = new Set(main!.npm.map(npmName))
    const mainDebian = new Set(main!.debian.map(debianName))
    expect(holdout!.npm.filter((spec) => mainNpm.has(npmName(spec)))).toEqual([])
    expect(holdout!.debian.filter((item) => mainDebian.has(debianName(item)))).toEqual([])
    expect(Object.keys(holdout!.files).filter((file) => file in main!.files)).toEqual([])
  })
})
