/** The public API of @urilint/core: exactly these names, from `src/index.ts`. */
import {expect, it} from 'vitest'
import * as core from '@urilint/core'

it('exports the documented functions and tables', () => {
  expect(Object.keys(core).sort()).toEqual([
    'badPorts',
    'decode',
    'defaultPort',
    'defaultPorts',
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
    'sectionUrl',
    'serialize',
    'split',
    'toAscii',
    'validate'
  ])
})

it('throws only on misuse', () => {
  // @ts-expect-error: misuse on purpose
  expect(() => core.encode('x', 'scheme')).toThrow('Expected `component` to be one of userinfo, host, path, segment, query, fragment')
  // @ts-expect-error: misuse on purpose
  expect(() => core.inspect('http://x/', {allowPorts: ['80']})).toThrow('Expected `allowPorts` to hold integers')
  // @ts-expect-error: misuse on purpose
  expect(() => core.serialize(null)).toThrow('Expected components to be an object')
  expect(core.defaultPort('HTTPS')).toBe(443)
})
