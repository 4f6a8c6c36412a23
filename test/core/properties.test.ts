/** Invariants of the core, held by property tests over any string and over generated URIs. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {inspect, isPlaceholder, isValid, normalize, parse, redact, resolve, serialize, validate} from '@urilint/core'
import {relativeRef, uri, uriReference} from './arbitraries.ts'

const anyString = fc.oneof(
  fc.string(),
  fc.string({unit: 'binary'}),
  fc.string({unit: fc.constantFrom('%', '[', ']', ':', '@', '/', '.', '?', '#', 'a', '\u00e9', '\ud800')})
)
const modes = fc.constantFrom('rfc3986' as const, 'rfc2396' as const)

describe('properties', () => {
  it('parse, validate, normalize, inspect and redact never throw on any string', () => {
    fc.assert(
      fc.property(anyString, modes, (input, mode) => {
        parse(input, {mode})
        validate(input, {mode, as: 'uri'})
        normalize(input, {mode})
        inspect(input)
        redact(input)
      }),
      {numRuns: 3000}
    )
  })

  it('spans lie inside the input and in order', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, uriReference), modes, (input, mode) => {
        const parsed = parse(input, {mode})
        const spans = [
          parsed.scheme,
          parsed.authority?.userinfo,
          parsed.authority?.host,
          parsed.authority?.port,
          parsed.path,
          parsed.query,
          parsed.fragment
        ].filter((s) => s !== undefined)
        let last = 0
        for (const span of spans) {
          expect(span.start).toBeGreaterThanOrEqual(last)
          expect(span.end).toBeGreaterThanOrEqual(span.start)
          expect(span.end).toBeLessThanOrEqual(input.length)
          expect(input.slice(span.start, span.end)).toBe(span.value)
          last = span.end
        }
        for (const found of parsed.diagnostics) {
          expect(found.start).toBeGreaterThanOrEqual(0)
          expect(found.end).toBeGreaterThanOrEqual(found.start)
          expect(found.end).toBeLessThanOrEqual(input.length)
        }
      }),
      {numRuns: 3000}
    )
  })

  it('generated URIs and relative references are valid', () => {
    fc.assert(
      fc.property(uri, (input) => {
        expect(validate(input, {as: 'uri'})).toEqual([])
      }),
      {numRuns: 2000}
    )
    fc.assert(
      fc.property(relativeRef, (input) => {
        expect(validate(input, {as: 'relative-ref'})).toEqual([])
      }),
      {numRuns: 2000}
    )
  })

  it('serialize after parse gives the input back', () => {
    fc.assert(
      fc.property(uriReference, modes, (input, mode) => {
        expect(serialize(parse(input, {mode}))).toBe(input)
      }),
      {numRuns: 3000}
    )
  })

  it('normalize is idempotent and keeps a valid URI valid', () => {
    fc.assert(
      fc.property(fc.oneof(uriReference, anyString), modes, (input, mode) => {
        const once = normalize(input, {mode})
        expect(normalize(once, {mode})).toBe(once)
        if (isValid(input, {mode: 'rfc3986'}) && mode === 'rfc3986') expect(isValid(once)).toBe(true)
      }),
      {numRuns: 3000}
    )
  })

  it('resolve gives a valid URI for valid inputs, in both modes', () => {
    fc.assert(
      fc.property(uri, uriReference, fc.boolean(), (base, reference, strict) => {
        const target = resolve(base, reference, {strict})
        expect(validate(target, {as: 'uri'})).toEqual([])
        expect(
          validate(resolve(base, reference, {mode: 'rfc2396', strict}), {as: 'uri'}).filter(
            (d) => d.severity === 'error'
          )
        ).toEqual([])
      }),
      {numRuns: 3000}
    )
  })

  it('redact removes every password that inspect finds', () => {
    fc.assert(
      fc.property(
        fc.string({unit: fc.constantFrom('a', 'Z', '9', ':', '@', '%', '/', '-')}),
        fc.string({minLength: 1, unit: fc.constantFrom('q', 'W', '7', '!', '~')}),
        (user, secret) => {
          const input = `https://${user.replace(/[:@/]/g, '')}:${secret}@host/`
          expect(redact(input)).toBe(`https://${user.replace(/[:@/]/g, '')}:***@host/`)
          for (const found of inspect(input)) expect(found.message).not.toContain(':' + secret + '@')
        }
      )
    )
  })

  it('finds a password written percent-encoded inside another URI, once or twice, at its exact span', () => {
    fc.assert(
      fc.property(
        // Printable ASCII but `:` and `/` (a `://` would start a URI of its own) and `@` (a host after it would end it).
        fc.string({minLength: 1, maxLength: 16, unit: fc.constantFrom(...'!"#$%&()*+,-.;<=>?[\\]^_`{|}~QZ9kx')}),
        fc.constantFrom('db.acme.io', 'redis-master', '[fd00::1]'),
        fc.boolean(),
        (secret, host, twice) => {
          // `$Q`, `***`: a placeholder's finding, not a password's.
          fc.pre(!isPlaceholder(secret))
          const once = encodeURIComponent(`https://app:${secret}@${host}/x`)
          const written = twice ? encodeURIComponent(once) : once
          const input = `https://acme.io/go?to=${written}&a=b`
          const password = twice ? encodeURIComponent(encodeURIComponent(secret)) : encodeURIComponent(secret)
          const start = input.indexOf(password, input.indexOf('app') + 3)
          expect(inspect(input).map((found) => [found.id, found.start, found.end])).toEqual([
            ['uri-password', start, start + password.length]
          ])
          expect(redact(input)).toBe(input.slice(0, start) + '***' + input.slice(start + password.length))
        }
      ),
      {numRuns: 2000}
    )
  })
})

describe('validate', () => {
  it('gives exactly the diagnostics of parse, for any string and any `as`', () => {
    const as = fc.constantFrom(
      'uri' as const,
      'uri-reference' as const,
      'absolute-uri' as const,
      'relative-ref' as const
    )
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          uriReference,
          uriReference.map((x) => x + '#a#'),
          uriReference.map((x) => '1' + x)
        ),
        as,
        modes,
        (input, kind, mode) => {
          const parsed = parse(input, {mode})
          const expected = validate(input, {mode, as: kind})
          expect(expected.length >= parsed.diagnostics.length).toBe(true)
          if (kind === 'uri-reference') expect(expected).toEqual(parsed.diagnostics)
          const hasScheme = parsed.scheme !== undefined
          const formOk =
            kind === 'uri-reference' ||
            (kind === 'relative-ref' ? !hasScheme : hasScheme && (kind === 'uri' || parsed.fragment === undefined))
          expect(expected.length === 0).toBe(parsed.diagnostics.length === 0 && formOk)
        }
      ),
      {numRuns: 5000}
    )
  })
})
