/** The public API of @urilint/core: misuse throws (the exact list of names is in `exports.test.ts`). */
import {expect, it} from 'vitest'
import * as core from '@urilint/core'

it('throws only on misuse', () => {
  // @ts-expect-error: misuse on purpose
  expect(() => core.encode('x', 'scheme')).toThrow(
    'Expected `component` to be one of userinfo, host, path, segment, query, fragment'
  )
  // @ts-expect-error: misuse on purpose
  expect(() => core.inspect('http://x/', {allowPorts: ['80']})).toThrow('Expected `allowPorts` to hold integers')
  // @ts-expect-error: misuse on purpose
  expect(() => core.serialize(null)).toThrow('Expected components to be an object')
  expect(core.defaultPort('HTTPS')).toBe(443)
})

it('names the argument or option that is wrong', () => {
  // @ts-expect-error: misuse on purpose
  expect(() => core.validate('x', {as: 'url'})).toThrow(
    'Expected `as` to be one of uri, uri-reference, absolute-uri, relative-ref, not "url"'
  )
  // @ts-expect-error: misuse on purpose
  expect(() => core.parse('x', 'rfc2396')).toThrow('Expected options to be an object')
  // @ts-expect-error: misuse on purpose
  expect(() => core.normalize('x', {mode: 'rfc1808'})).toThrow(
    "Expected `mode` to be 'rfc3986' or 'rfc2396', not \"rfc1808\""
  )
  // @ts-expect-error: misuse on purpose
  expect(() => core.split(undefined)).toThrow('Expected `input` to be a string, not undefined')
  // @ts-expect-error: misuse on purpose
  expect(() => core.decode(1)).toThrow('Expected `text` to be a string, not number')
  // @ts-expect-error: misuse on purpose
  expect(() => core.toAscii(null)).toThrow('Expected `iri` to be a string, not object')
  // @ts-expect-error: misuse on purpose
  expect(() => core.resolve('http://a/', 7)).toThrow('Expected `reference` to be a string, not number')
  // @ts-expect-error: misuse on purpose
  expect(() => core.maskPassword(undefined, 'http://u:p@h/')).toThrow('Expected `text` to be a string, not undefined')
})
