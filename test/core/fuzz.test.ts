/**
 * Fuzzing every export of `@urilint/core` (and the internal
 * `@urilint/core/character`) with fast-check: any string (full Unicode, lone
 * surrogates, NUL, controls, long runs) and strings built from pieces of URI
 * syntax, in both modes and with every option. Nothing throws but misuse
 * (a `TypeError`), offsets lie inside the input, and the cheap documented
 * invariants hold. `FUZZ_SCALE=100` to hunt (test/fuzz.ts).
 */
import {isIPv4} from 'node:net'
import {
  badPorts,
  decode,
  defaultPort,
  encode,
  equivalent,
  inspect,
  isIPv4Address,
  isIPv6Address,
  isPlaceholder,
  isValid,
  maskPassword,
  normalize,
  parse,
  passwordSpan,
  redact,
  removeDotSegments,
  resolve,
  serialize,
  split,
  toAscii,
  validate,
  type As,
  type DecodeComponent,
  type Diagnostic,
  type EncodeComponent,
  type Mode
} from '@urilint/core'
import * as character from '@urilint/core/character'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {anyString, notString, ok, runs, textOf, uriPieces, uriText} from '../fuzz.ts'
import {uriReference} from './arbitraries.ts'

const modes: readonly Mode[] = ['rfc3986', 'rfc2396']
const mode = fc.constantFrom(...modes)
const kinds: readonly As[] = ['uri', 'uri-reference', 'absolute-uri', 'relative-ref']
const encodeComponents: readonly EncodeComponent[] = ['userinfo', 'host', 'path', 'segment', 'query', 'fragment']
const decodeComponents: readonly DecodeComponent[] = [...encodeComponents, 'any']
const syntaxIds = new Set([
  'invalid-percent-encoding',
  'excluded-control',
  'excluded-space',
  'excluded-delim',
  'excluded-unwise',
  'non-ascii',
  'unexpected-character',
  'invalid-scheme',
  'missing-scheme',
  'unexpected-scheme',
  'unexpected-fragment',
  'missing-path',
  'invalid-ipv4',
  'invalid-ipv6',
  'invalid-ipvfuture',
  'invalid-ip-literal',
  'invalid-hostname',
  'invalid-port'
])
const securityIds = new Set([
  'uri-password',
  'uri-password-placeholder',
  'unsafe-port',
  'port-out-of-range',
  'escaped-delimiter'
])
const severities = new Set(['error', 'warning', 'info'])

/** URI-like text, generated valid references, and any string. */
const input = fc.oneof({weight: 6, arbitrary: uriText}, {weight: 1, arbitrary: uriReference})
/** A scheme and then anything: what `resolve` takes as a base. */
const base = fc
  .tuple(fc.constantFrom('http', 'https', 'foo', 'a+b', 'HTTP', 'x', 'é', ' '), input)
  .map(([scheme, rest]) => scheme + ':' + rest)

/** A diagnostic's shape: a known id and severity, offsets inside the input. */
function expectDiagnostic(found: Diagnostic, text: string, ids: ReadonlySet<string>): void {
  ok(ids.has(found.id) && severities.has(found.severity), () => 'a known id and severity: ' + JSON.stringify(found))
  ok(typeof found.message === 'string' && typeof found.url === 'string', 'a message and a url')
  ok(
    Number.isInteger(found.start) &&
      Number.isInteger(found.end) &&
      0 <= found.start &&
      found.start <= found.end &&
      found.end <= text.length,
    () => 'offsets inside the input: ' + JSON.stringify(found)
  )
}

function isAsciiText(text: string): boolean {
  return /^[\0-\x7f]*$/.test(text)
}

/** `text` with each lone surrogate replaced by U+FFFD (`String.prototype.toWellFormed`, not in ES2023's lib). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

/** Appendix B's expression itself, with `.` matching line breaks too. */
const appendixB = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s

describe('fuzz @urilint/core', () => {
  it('parse: components in order, each its own slice of the input, diagnostics inside it; serialize gives the input back', () => {
    fc.assert(
      fc.property(input, mode, (text, m) => {
        const parsed = parse(text, {mode: m})
        ok(parsed.input === text && parsed.mode === m, 'the input and mode')
        ok(parsed.kind === (parsed.scheme === undefined ? 'relative-ref' : 'uri'), 'the kind')
        const {authority} = parsed
        const spans = [
          parsed.scheme,
          authority?.userinfo,
          authority?.host,
          authority?.port,
          parsed.path,
          parsed.query,
          parsed.fragment
        ]
        let last = 0
        for (const span of spans) {
          if (span === undefined) continue
          ok(
            last <= span.start && span.start <= span.end && text.slice(span.start, span.end) === span.value,
            () => 'a span in order, its slice: ' + JSON.stringify(span)
          )
          last = span.end
        }
        ok(last <= text.length, 'spans inside the input')
        if (authority !== undefined) {
          ok(text.slice(authority.start, authority.end) === authority.value, 'the authority its slice')
          ok(
            authority.start <= authority.host.start && authority.host.end <= authority.end,
            'the host inside the authority'
          )
          ok(authority.form === 'server' || (m === 'rfc2396' && authority.form === 'registry'), 'a form of the mode')
          const port = authority.port?.number
          ok(port === undefined || (Number.isInteger(port) && port >= 0), 'a port number')
        }
        ok(parsed.diagnostics.length <= 100, 'at most 100 diagnostics')
        for (const found of parsed.diagnostics) expectDiagnostic(found, text, syntaxIds)
        expect(serialize(parsed)).toBe(text)
      }),
      {numRuns: runs(3000)}
    )
  })

  it('validate and isValid: every mode and form; isValid is "no error"', () => {
    fc.assert(
      fc.property(input, mode, fc.constantFrom(...kinds, undefined), (text, m, as) => {
        const options = as === undefined ? {mode: m} : {mode: m, as}
        const found = validate(text, options)
        ok(found.length <= 100, 'at most 100 diagnostics')
        for (const diagnostic of found) expectDiagnostic(diagnostic, text, syntaxIds)
        ok(
          isValid(text, options) === !found.some((diagnostic) => diagnostic.severity === 'error'),
          'isValid to be "no error"'
        )
      }),
      {numRuns: runs(3000)}
    )
  })

  it('split: the groups of Appendix B, which give the input back', () => {
    fc.assert(
      fc.property(input, (text) => {
        const parts = split(text)
        const match = appendixB.exec(text)!
        expect(parts).toEqual({
          scheme: match[2],
          authority: match[4],
          path: match[5],
          query: match[7],
          fragment: match[9]
        })
        const joined =
          (parts.scheme === undefined ? '' : parts.scheme + ':') +
          (parts.authority === undefined ? '' : '//' + parts.authority) +
          parts.path +
          (parts.query === undefined ? '' : '?' + parts.query) +
          (parts.fragment === undefined ? '' : '#' + parts.fragment)
        expect(joined).toBe(text)
      }),
      {numRuns: runs(2000)}
    )
  })

  it('resolve: any base with a scheme, any reference, both modes, strict or not; the target keeps a scheme', () => {
    fc.assert(
      fc.property(base, input, mode, fc.constantFrom(true, false, undefined), (b, reference, m, strict) => {
        const target = resolve(b, reference, strict === undefined ? {mode: m} : {mode: m, strict})
        expect(typeof target).toBe('string')
        expect(split(target).scheme).toBeDefined()
      }),
      {numRuns: runs(2000)}
    )
  })

  it('resolve: a base without a scheme is misuse (TypeError)', () => {
    fc.assert(
      fc.property(input, input, (b, reference) => {
        if (split(b).scheme !== undefined) return
        expect(() => resolve(b, reference)).toThrow(TypeError)
      }),
      {numRuns: runs(400)}
    )
  })

  it('removeDotSegments: no `.` or `..` segment left, never longer than the path and a "/"', () => {
    const path = fc.oneof(input, textOf(['/', '.', '..', './', '../', '/.', '/..', 'a', '%2E', '//', '?', '#']))
    fc.assert(
      fc.property(path, (text) => {
        const result = removeDotSegments(text)
        expect(result.split('/').filter((segment) => segment === '.' || segment === '..')).toEqual([])
        expect(result.length).toBeLessThanOrEqual(text.length + 1)
      }),
      {numRuns: runs(2000)}
    )
  })

  it('serialize: any components, as strings or parsed', () => {
    const part = fc.option(input, {nil: undefined})
    fc.assert(
      fc.property(part, part, input, part, part, (scheme, authority, path, query, fragment) => {
        const text = serialize({scheme, authority, path, query, fragment})
        expect(text.endsWith(fragment === undefined ? '' : '#' + fragment)).toBe(true)
        expect(text.startsWith(scheme === undefined ? '' : scheme + ':')).toBe(true)
      }),
      {numRuns: runs(1000)}
    )
  })

  it('normalize and equivalent: both modes; equivalent is equality of the normal forms, and a form is its own', () => {
    fc.assert(
      fc.property(input, input, mode, (a, b, m) => {
        const normal = normalize(a, {mode: m})
        expect(equivalent(a, b, {mode: m})).toBe(normal === normalize(b, {mode: m}))
        expect(equivalent(a, a, {mode: m})).toBe(true)
        expect(equivalent(a, normal, {mode: m})).toBe(true)
      }),
      {numRuns: runs(3000)}
    )
  })

  it('encode and decode: every component; encode gives ASCII that decode (any) reads back', () => {
    fc.assert(
      fc.property(
        input,
        fc.constantFrom(...encodeComponents),
        fc.constantFrom(...decodeComponents),
        (text, component, decodeAs) => {
          const encoded = encode(text, component)
          expect(isAsciiText(encoded)).toBe(true)
          expect(decode(encoded, 'any')).toBe(wellFormed(text))
          expect(typeof decode(text, decodeAs)).toBe('string')
          expect(typeof decode(text)).toBe('string')
        }
      ),
      {numRuns: runs(3000)}
    )
  })

  it('inspect: every option; findings in order and inside the input; the password in no message', () => {
    const ports = fc.array(fc.oneof(fc.integer({min: 0, max: 70_000}), fc.constantFrom(25, 6000, 80, -1, 2 ** 40)), {
      maxLength: 4
    })
    const options = fc.record(
      {
        mode,
        strict: fc.boolean(),
        allowPorts: fc.oneof(
          ports,
          ports.map((list) => new Set(list))
        )
      },
      {requiredKeys: []}
    )
    fc.assert(
      fc.property(input, options, (text, settings) => {
        const findings = inspect(text, settings)
        let last = 0
        for (const finding of findings) {
          expectDiagnostic(finding, text, securityIds)
          expect(finding.start).toBeGreaterThanOrEqual(last)
          last = finding.start
        }
        const span = passwordSpan(parse(text))
        if (span === undefined) return
        const password = text.slice(span.start, span.end)
        const redacted = redact(text)
        // A long enough password that the redacted URI does not hold elsewhere: no field shows it.
        if (password.length < 8 || redacted.includes(password)) return
        for (const finding of findings) {
          for (const field of [finding.message, finding.actual, finding.expected, finding.note]) {
            if (field !== undefined) expect(field.includes(password), field).toBe(false)
          }
        }
      }),
      {numRuns: runs(3000)}
    )
  })

  it('passwordSpan, redact, maskPassword, isPlaceholder: the password is where the span says, and masked', () => {
    fc.assert(
      fc.property(input, anyString, (uri, prose) => {
        const span = passwordSpan(parse(uri))
        const redacted = redact(uri)
        if (span === undefined) {
          // No password of its own, but one of a URI written inside it may be (`[1::2::3]https://mailto:@@`,
          // a relative reference holding `https://mailto:@@`, whose password `@` redact masks): maskPassword
          // masks what redact masks, so prose is left as it is where redact leaves the URI so (a run of the
          // README's test command, seed -32622177).
          if (redacted === uri) expect(maskPassword(prose, uri)).toBe(prose)
          return
        }
        expect(span.start).toBeGreaterThanOrEqual(0)
        expect(span.start).toBeLessThan(span.end)
        expect(span.end).toBeLessThanOrEqual(uri.length)
        const password = uri.slice(span.start, span.end)
        const withPassword = uri.slice(0, span.start) + '***' + uri.slice(span.end)
        // The user name is masked too when it reveals the password (equal to it, or one holding the other).
        const userStart = parse(uri).authority!.start
        const user = uri.slice(userStart, span.start - 1).toLowerCase()
        const reveals =
          user !== '' &&
          (user === password.toLowerCase() ||
            (user.length >= 3 &&
              password.length >= 3 &&
              (user.includes(password.toLowerCase()) || password.toLowerCase().includes(user))))
        const expected = reveals
          ? withPassword.slice(0, userStart) + '***' + withPassword.slice(span.start - 1)
          : withPassword
        // A URI written inside after the password (`@http://%[0:0]`, encoded too) has its own masked: what is
        // left of a cut password (`secretsOf`'s `strayPort`). Up to the end of this password, exactly so.
        const rest = uri.slice(span.end)
        if (rest.includes('://') || /%(?:25)?3a%(?:25)?2f%(?:25)?2f/i.test(rest)) {
          const end = expected.length - rest.length
          expect(redacted.slice(0, end)).toBe(expected.slice(0, end))
        } else {
          expect(redacted).toBe(expected)
        }
        expect(typeof isPlaceholder(password)).toBe('boolean')
        // Outside backticks (quotes of the redacted URI), the password is masked everywhere.
        const text = (prose + password + prose + uri).replaceAll('`', '')
        if (!password.includes('*') && !password.includes('`'))
          expect(maskPassword(text, uri).includes(password)).toBe(false)
      }),
      {numRuns: runs(3000), examples: [['[1::2::3]https://mailto:@@', '@']]}
    )
  })

  it('isPlaceholder: any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          textOf(
            [
              '$',
              '{',
              '}',
              '{{',
              '}}',
              '<',
              '>',
              '[',
              ']',
              '%',
              'PASSWORD',
              'token',
              '_',
              '-',
              ' ',
              'x',
              '*',
              '•',
              ':-',
              '(',
              ')'
            ],
            {longest: 500}
          )
        ),
        (text) => {
          expect(typeof isPlaceholder(text)).toBe('boolean')
        }
      ),
      {numRuns: runs(2000)}
    )
  })

  it('toAscii: always ASCII; ASCII is left as it is', () => {
    fc.assert(
      fc.property(input, (text) => {
        const ascii = toAscii(text)
        expect(isAsciiText(ascii)).toBe(true)
        if (isAsciiText(text)) expect(ascii).toBe(text)
      }),
      {numRuns: runs(3000)}
    )
  })

  it("an IRI's diagnostics repair it to toAscii's URI: one answer for a non-ASCII host (its IDNA form)", () => {
    const iri = fc
      .tuple(
        textOf(['b', 'Ü', 'ü', '日本', 'ß', '.', '-', 'xn--', '%C3%BC', '%20', 'é.example', '\u0301'], {maxPieces: 8}),
        textOf(['/', 'a', 'é', 'ü', '?', '#', '日本'], {maxPieces: 6})
      )
      .map(([host, rest]) => 'https://' + host + rest)
    fc.assert(
      fc.property(iri, (text) => {
        const diagnostics = validate(text)
        // Past core's 100 diagnostics the rest go unreported: no whole repair then.
        if (diagnostics.length >= 100) return
        if (!diagnostics.every((found) => found.id === 'non-ascii' && found.expected !== undefined)) return
        let repaired = ''
        let cursor = 0
        for (const found of diagnostics) {
          repaired += text.slice(cursor, found.start) + found.expected!
          cursor = found.end
        }
        expect(repaired + text.slice(cursor)).toBe(toAscii(text))
      }),
      {numRuns: runs(2000)}
    )
  })

  it('isIPv4Address agrees with Node; isIPv6Address takes only IPv6 characters', () => {
    const address = fc.oneof(
      textOf(['0', '1', '25', '255', '256', '01', '.', ':', '::', 'f', 'ffff', 'g', '1.2.3.4', '%', ' ', '[', ']'], {
        maxPieces: 12,
        longest: 10
      }),
      anyString
    )
    fc.assert(
      fc.property(address, (text) => {
        expect(isIPv4Address(text)).toBe(isIPv4(text))
        if (isIPv6Address(text)) expect(/^[0-9A-Fa-f:.]+$/.test(text)).toBe(true)
      }),
      {numRuns: runs(2000)}
    )
  })

  it('defaultPort: any string, ASCII case ignored; badPorts are ports', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyString, fc.constantFrom('http', 'HTTPS', 'Ftp', 'ws', 'wss', 'gopher', 'ſsh', 'K\u212Aelvin')),
        (scheme) => {
          const port = defaultPort(scheme)
          if (port !== undefined) expect(Number.isInteger(port) && port > 0 && port <= 65_535).toBe(true)
          expect(defaultPort(scheme.replace(/[a-z]/g, (letter) => letter.toUpperCase()))).toBe(port)
        }
      ),
      {numRuns: runs(1000)}
    )
    for (const [port, service] of badPorts)
      expect(Number.isInteger(port) && (service === undefined || typeof service === 'string')).toBe(true)
  })

  it('long runs of one piece: no throw, no stack overflow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...uriPieces),
        fc.constantFrom(...uriPieces),
        fc.integer({min: 1000, max: 20_000}),
        mode,
        (piece, other, count, m) => {
          const text = other + piece.repeat(count) + other
          parse(text, {mode: m})
          validate(text, {mode: m, as: 'uri'})
          normalize(text, {mode: m})
          inspect(text, {mode: m})
          redact(text)
          toAscii(text)
          decode(text, 'any')
          removeDotSegments(text)
          resolve('http://a/b/c/d;p?q', text, {mode: m})
        }
      ),
      {numRuns: runs(25)}
    )
  })

  it('misuse: a non-string, options that are not an object, an unknown mode, form or component throw a TypeError', () => {
    const calls: Array<(value: unknown) => unknown> = [
      (value) => parse(value as string),
      (value) => validate(value as string),
      (value) => isValid(value as string),
      (value) => split(value as string),
      (value) => resolve(value as string, 'a'),
      (value) => resolve('http://a/', value as string),
      (value) => normalize(value as string),
      (value) => equivalent('a', value as string),
      (value) => encode(value as string, 'path'),
      (value) => decode(value as string),
      (value) => inspect(value as string),
      (value) => redact(value as string),
      (value) => maskPassword(value as string, 'http://u:p@h/'),
      (value) => maskPassword('x', value as string),
      (value) => toAscii(value as string)
    ]
    fc.assert(
      fc.property(notString, fc.integer({min: 0, max: calls.length - 1}), (value, which) => {
        expect(() => calls[which]!(value)).toThrow(TypeError)
      }),
      {numRuns: runs(600)}
    )
    const badOption = fc
      .oneof(notString, anyString)
      .filter((value) => !(modes as readonly unknown[]).includes(value) && value !== undefined && value !== null)
    fc.assert(
      fc.property(badOption, (value) => {
        expect(() => parse('a', {mode: value as Mode})).toThrow(TypeError)
        expect(() => validate('a', {as: value as As})).toThrow(TypeError)
        expect(() => inspect('a', {mode: value as Mode})).toThrow(TypeError)
        expect(() => resolve('http://a/', 'b', {mode: value as Mode})).toThrow(TypeError)
        if (!(encodeComponents as readonly unknown[]).includes(value))
          expect(() => encode('a', value as EncodeComponent)).toThrow(TypeError)
        if (!(decodeComponents as readonly unknown[]).includes(value))
          expect(() => decode('%41', value as DecodeComponent)).toThrow(TypeError)
      }),
      {numRuns: runs(600)}
    )
  })

  it('@urilint/core/character (internal): the predicates on any character code, codePointAt at any index', () => {
    const code = fc.oneof(fc.integer({min: 0, max: 0xff_ff}), fc.constantFrom(Number.NaN, -1))
    fc.assert(
      fc.property(code, anyString, fc.integer({min: -2, max: 70}), (c, text, index) => {
        for (const predicate of [
          character.isHexDigit,
          character.isAlpha,
          character.isDigit,
          character.isAlphanumeric,
          character.isAsciiPunctuation
        ]) {
          expect(typeof predicate(c)).toBe('boolean')
        }
        const hex = character.hexValue(c)
        expect(hex >= -1 && hex <= 15).toBe(true)
        expect(character.excludedClass(c) === undefined || typeof character.excludedClass(c) === 'string').toBe(true)
        expect(character.isAscii(text)).toBe(isAsciiText(text))
        const point = character.codePointAt(text, index)
        expect(point.length).toBeLessThanOrEqual(2)
        for (const m of modes) expect(character.grammar(m)).toBeInstanceOf(Uint8Array)
      }),
      {numRuns: runs(1000)}
    )
  })
})
