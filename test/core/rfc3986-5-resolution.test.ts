/** RFC 3986 section 5.4 and RFC 2396 Appendix C: every resolution example, in its mode. */
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {removeDotSegments, resolve} from '@urilint/core'

interface Examples {
  base: string
  normal: Array<[string, string]>
  abnormal: Array<[string, string]>
  nonStrict: Array<[string, string]>
}

const load = (name: string): Examples =>
  JSON.parse(readFileSync(new URL(`../../fixtures/core/${name}`, import.meta.url), 'utf8')) as Examples

describe('RFC 3986 5.4 (mode rfc3986)', () => {
  const examples = load('rfc3986-5.4.json')
  it('has all 42 examples', () => expect(examples.normal.length + examples.abnormal.length).toBe(42))
  for (const [reference, expected] of [...examples.normal, ...examples.abnormal]) {
    it(`"${reference}" = "${expected}"`, () => expect(resolve(examples.base, reference)).toBe(expected))
  }
  for (const [reference, expected] of examples.nonStrict) {
    it(`"${reference}" = "${expected}" for non-strict parsers`, () =>
      expect(resolve(examples.base, reference, {strict: false})).toBe(expected))
  }
})

describe('RFC 2396 Appendix C (mode rfc2396)', () => {
  const examples = load('rfc2396-appendix-c.json')
  it('has all 42 examples', () => expect(examples.normal.length + examples.abnormal.length).toBe(42))
  for (const [reference, expected] of [...examples.normal, ...examples.abnormal]) {
    it(`"${reference}" = "${expected}"`, () =>
      expect(resolve(examples.base, reference, {mode: 'rfc2396'})).toBe(expected))
  }
  for (const [reference, expected] of examples.nonStrict) {
    it(`"${reference}" = "${expected}" for backwards compatibility`, () =>
      expect(resolve(examples.base, reference, {mode: 'rfc2396', strict: false})).toBe(expected))
  }
  it('differs from RFC 3986 exactly where the specs differ', () => {
    const base = examples.base
    const differ = ['?y', '/./g', '/../g', '../../../g', '../../../../g'].map((r) => [
      r,
      resolve(base, r),
      resolve(base, r, {mode: 'rfc2396'})
    ])
    expect(differ).toEqual([
      ['?y', 'http://a/b/c/d;p?y', 'http://a/b/c/?y'],
      ['/./g', 'http://a/g', 'http://a/./g'],
      ['/../g', 'http://a/g', 'http://a/../g'],
      ['../../../g', 'http://a/g', 'http://a/../g'],
      ['../../../../g', 'http://a/g', 'http://a/../../g']
    ])
  })
})

describe('5.2.3. Merge paths and 5.2.4. Remove dot segments', () => {
  it('merges with an empty base path under an authority', () => {
    expect(resolve('http://a', 'g')).toBe('http://a/g')
    expect(resolve('http://a', 'g', {mode: 'rfc2396'})).toBe('http://a/g')
  })
  it('follows the worked examples of 5.2.4', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g')
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6')
  })
  it('ignores the fragment of the base', () => {
    expect(resolve('http://a/b#f', '#g')).toBe('http://a/b#g')
  })
  it('never turns a path into an authority', () => {
    expect(resolve('foo:/a', './/b')).toBe('foo:/.//b')
  })
  it('throws when the base is not absolute', () => {
    expect(() => resolve('/a/b', 'c')).toThrow('Expected `base` to be an absolute URI with a scheme')
  })
})
