/**
 * The generated registries (packages/extract/src/registries.ts, made by
 * scripts/make-registries.ts): the committed file is what the installed
 * `schemes` and `tlds` packages give now, so a dependency bump without
 * regenerating fails here; then a few names that must and must not be there.
 */
import {readFileSync} from 'node:fs'
import {domainToUnicode} from 'node:url'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  registeredSchemes,
  registries,
  topLevelDomains,
  wellKnownSchemes
} from '../../packages/extract/src/registries.ts'
import {isTopLevelDomain} from '../../packages/extract/src/scan/text.ts'
import {outputFile, readSources, renderRegistries} from '../../scripts/make-registries.ts'

const sources = readSources()

describe('the generated file', () => {
  it('is what `tsx --conditions=source scripts/make-registries.ts` makes from the installed packages', () => {
    expect(readFileSync(outputFile, 'utf8')).toBe(renderRegistries(sources))
  })

  it('names the installed versions', () => {
    expect(registries.schemes.version).toBe(sources.schemes.version)
    expect(registries.tlds.version).toBe(sources.tlds.version)
  })
})

describe('registeredSchemes', () => {
  it('has every scheme of the three IANA statuses, and the count says so', () => {
    expect(registeredSchemes.size).toBe(sources.schemes.names.length)
    expect(registries.schemes.count).toBe(sources.schemes.names.length)
  })

  it.each(['http', 'https', 'ftp', 'file', 'mailto', 'urn', 'data', 'about', 'tel', 'news'])('has `%s`', (scheme) => {
    expect(registeredSchemes.has(scheme)).toBe(true)
  })

  it.each(['unix', 'xml', 'tcp', 'user', 'header', 'this', 'w', 'net'])(
    'has not `%s`, nor has wellKnownSchemes',
    (word) => {
      expect(registeredSchemes.has(word)).toBe(false)
      expect(wellKnownSchemes.has(word)).toBe(false)
    }
  )

  it('holds lower-case RFC 3986 schemes only', () => {
    for (const scheme of registeredSchemes) expect(scheme).toMatch(/^[a-z][a-z\d+.-]*$/)
  })
})

describe('wellKnownSchemes', () => {
  it('is the curated list, none of it already registered', () => {
    expect(wellKnownSchemes.size).toBe(sources.wellKnown.length)
    for (const scheme of wellKnownSchemes) expect(registeredSchemes.has(scheme)).toBe(false)
  })
})

describe('topLevelDomains', () => {
  it('counts each TLD of the source once, and adds the A-label of each internationalised one', () => {
    const unicode = sources.tlds.names.filter((name) => /[^\u0000-\u007f]/.test(name))
    expect(registries.tlds.count).toBe(sources.tlds.names.length)
    expect(topLevelDomains.size).toBe(sources.tlds.names.length + unicode.length)
  })

  it.each(['com', 'org', 'xn--fiqs8s'])('has `%s`', (tld) => {
    expect(topLevelDomains.has(tld)).toBe(true)
  })

  it('has `xn--fiqs8s` in Unicode too (中国)', () => {
    expect(domainToUnicode('xn--fiqs8s')).toBe('中国')
    expect(topLevelDomains.has('中国')).toBe(true)
  })

  it.each(['tmac', 'htm', 'h', 'c', 'txt'])('has not `%s`', (word) => {
    expect(topLevelDomains.has(word)).toBe(false)
  })
})

describe("isTopLevelDomain (the scanner's lookup, without a slice for short ASCII names)", () => {
  it.each([
    ['com', true],
    ['COM', true],
    ['Org', true],
    ['museum', true],
    ['xn--fiqs8s', true],
    ['中国', true],
    ['tmac', false],
    ['HTM', false],
    ['', false],
    ['c0m', false]
  ])('reads `%s` inside other text as %s', (name, expected) => {
    expect(isTopLevelDomain(`x.${name}/`, 2, 2 + name.length)).toBe(expected)
  })

  it('agrees with the set, lower-cased, on every TLD in any case and on other words', () => {
    const names = fc.oneof(
      fc.constantFrom(...topLevelDomains),
      fc.string({unit: fc.constantFrom(...'abcxyzABCXYZ09-é'), maxLength: 8})
    )
    const anyCase = names.chain((name) =>
      fc
        .array(fc.boolean(), {minLength: name.length, maxLength: name.length})
        .map((upper) =>
          [...name].map((character, index) => (upper[index] ? character.toUpperCase() : character)).join('')
        )
    )
    fc.assert(
      fc.property(anyCase, (name) => {
        expect(isTopLevelDomain(`(${name})`, 1, 1 + name.length)).toBe(topLevelDomains.has(name.toLowerCase()))
      }),
      {numRuns: 2000}
    )
  })
})
