/**
 * The runtime exports of `@urilint/core` and of its internal subpath
 * `@urilint/core/character`, pinned: adding or dropping a name is a
 * decision, made here and in the README, never by accident.
 */
import {readFileSync} from 'node:fs'
import {expect, it} from 'vitest'
import * as core from '@urilint/core'
import * as character from '@urilint/core/character'
import * as internal from '@urilint/core/internal'

it('@urilint/core exports exactly the documented functions and tables', () => {
  expect(Object.keys(core).sort()).toEqual([
    'badPorts',
    'decode',
    'defaultPort',
    'encode',
    'equivalent',
    'inspect',
    'isIPv4Address',
    'isIPv6Address',
    'isPlaceholder',
    'isValid',
    'maskPassword',
    'normalize',
    'parse',
    'passwordSpan',
    'redact',
    'removeDotSegments',
    'resolve',
    'serialize',
    'split',
    'toAscii',
    'validate'
  ])
})

it('@urilint/core/character (internal, for the other urilint packages) exports exactly these', () => {
  expect(Object.keys(character).sort()).toEqual([
    'Allow',
    'caseBit',
    'codePointAt',
    'codes',
    'excludedClass',
    'firstNonAscii',
    'grammar',
    'hexValue',
    'isAlpha',
    'isAlphanumeric',
    'isAscii',
    'isAsciiPunctuation',
    'isDigit',
    'isHexDigit',
    'isNonAsciiSpace',
    'maxPort',
    'readsLower',
    'skipBlanks'
  ])
})

it('@urilint/core/internal (for the other urilint packages) exports exactly these', () => {
  expect(Object.keys(internal).sort()).toEqual([
    'checkLevel',
    'concernLevels',
    'concernOf',
    'describe',
    'holds',
    'isPlaceholderPort',
    'isPlainUri',
    'isTemplate',
    'mayHavePlaceholders',
    'overlaps',
    'overlapsOrMeets',
    'pathWordSpans',
    'placeholderSpans',
    'printfEnd',
    'quoted',
    'quotedEnd',
    'readEncoded',
    'secretsOf',
    'standalonePlaceholders',
    'templateTagEnd',
    'touches',
    'within'
  ])
})

it('the README documents every export of @urilint/core in its API table', () => {
  const readme = readFileSync(new URL('../../packages/core/README.md', import.meta.url), 'utf8')
  const table = readme.slice(readme.indexOf('## API'), readme.indexOf('\n## ', readme.indexOf('## API') + 1))
  const rows = new Set([...table.matchAll(/^\| `(\w+)/gm)].map((match) => match[1]))
  expect([...rows].sort()).toEqual(Object.keys(core).sort())
})
