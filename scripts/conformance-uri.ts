/**
 * Run `@urilint/core` against the external URI suites in
 * `../shared/conformance/uri/` (see its INDEX.md) and print a pass rate per
 * suite. Must-pass suites are the strict RFC 3986 oracles; the others are
 * compatibility reports (lenient or scheme-specific libraries) and a
 * robustness run (WHATWG data: the core must never throw).
 *
 * A must-pass case that differs on purpose is listed in `deliberate` below
 * with its reason (and in `packages/core/CONFORMANCE.md`); it is counted in
 * its own column, never dropped. `--verbose` also lists compatibility
 * failures.
 */
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {
  equivalent,
  inspect,
  isIPv4Address,
  isIPv6Address,
  isValid,
  normalize,
  parse,
  removeDotSegments,
  resolve,
  serialize,
  split,
  validate,
  decode,
  type As,
  type UriReference
} from '@urilint/core'

/** What a suite is for. */
type Kind = 'must-pass' | 'compat' | 'robustness'

/** One case that came out differently. */
interface Failure {
  id: string
  input: string
  expected: string
  actual: string
}

/** The tally of one suite. */
export interface SuiteResult {
  name: string
  kind: Kind
  cases: number
  pass: number
  /** Cases that differ on purpose (listed in `deliberate`). */
  documented: number
  /** Cases that test something out of scope (library options, scheme-specific fields). */
  notApplicable: number
  failures: Failure[]
  documentedFailures: Array<Failure & {reason: string}>
}

/** The outcome of a run. */
export interface UriConformanceResult {
  /** Every must-pass suite at 100% once documented differences are counted. */
  ok: boolean
  suites: SuiteResult[]
}

/**
 * Deliberate differences: suite name and case id (as printed on failure),
 * with the reason. Keep in sync with `packages/core/CONFORMANCE.md`.
 */
export const deliberate: ReadonlyArray<{suite: string; id: string; reason: string}> = [
  ...['testRelative94', 'testRelative99'].map((id) => ({
    suite: 'network-uri resolve',
    id,
    reason:
      'remove_dot_segments (5.2.4) leaves the path `//g` with no authority; recomposed literally (5.3) as `f://g` it re-parses with ' +
      'the authority `g`, a different resource. serialize writes such a path as `/.//g` (RFC 3986 erratum 4547; fluent-uri and ' +
      'WHATWG URL do the same), which names the same path'
  }))
]

/**
 * Deliberate differences in the compatibility reports, by kind: a predicate
 * on the failing case and the reason. Libraries there are lenient or
 * scheme-specific where RFC 3986 is silent, so whole families differ.
 */
const compatCategories: ReadonlyArray<{suite: string; when: (failure: Failure) => boolean; reason: string}> = [
  {
    suite: '*',
    when: (f) => f.id.startsWith('normalize') && /\[[^\]]*:[^\]]*\]/.test(f.input),
    reason:
      'IPv6 literal compressed to the RFC 5952 form: beyond RFC 3986 6.2.2.1, which only lowercases its hex digits'
  },
  {
    suite: '*',
    when: (f) =>
      f.id.startsWith('normalize') &&
      /^"[a-z]+:\/\/[^/?#]*"$/.test(f.expected) &&
      f.actual === f.expected.slice(0, -1) + '/"',
    reason:
      'RFC 3986 6.2.3: for http(s) and ws(s) an empty path is normalized to `/` (the core does this scheme-based step; the library does not)'
  },
  {
    suite: '*',
    when: (f) =>
      f.id.startsWith('normalize') &&
      /:(80|443|21)\//.test(f.expected) &&
      f.actual === f.expected.replace(/:(80|443|21)\//, '/'),
    reason: 'RFC 3986 6.2.3: an explicit default port is removed (the library is scheme-agnostic)'
  },
  {
    suite: '*',
    when: (f) => f.id.startsWith('normalize') && /%2e/i.test(f.input) && /%2E/.test(f.actual),
    reason:
      'a `%2E` that would become a dot segment stays encoded: decoding it would change which path the URI names (servers differ)'
  },
  {
    suite: '*',
    when: (f) =>
      f.id.startsWith('normalize') && !/^"[A-Za-z][A-Za-z0-9+.-]*:/.test(f.expected) && f.expected.includes('/.'),
    reason:
      'dot segments of an absolute-path reference are removed (6.2.2.3); the library keeps them in relative references'
  },
  {
    suite: '*',
    when: (f) => /\.\/\/|\.\.\/\//.test(f.input) && f.actual.includes(':/.//'),
    reason:
      'same as network-uri testRelative94: a result path starting with `//` is written `/.//` so it cannot turn into an authority'
  },
  {
    suite: '*',
    when: (f) => /\[[^\]]*%/.test(f.input) || (/%25|%[a-z]/.test(f.expected) && f.id.includes('zone')),
    reason: 'RFC 6874 zone identifiers are not part of the RFC 3986 IPv6address rule: rejected in strict RFC 3986 mode'
  },
  {
    suite: '*',
    when: (f) =>
      f.id.startsWith('parse') &&
      f.actual.includes('"error":"ERROR"') &&
      !f.expected.includes('"error"') &&
      outsideRfc.test(f.input),
    reason:
      'the library percent-encodes characters RFC 3986 excludes and accepts the result; the core reports them (when input is ambiguous, reject it, do not rewrite it)'
  },
  {
    suite: '*',
    when: (f) => f.id.startsWith('resolve') && f.actual.includes('absolute URI with a scheme'),
    reason: 'RFC 3986 5.1: the base must be an absolute URI; a base without a scheme is API misuse and throws'
  },
  {
    suite: '*',
    when: (f) => /\/\/(\d+\.)*0\d/.test(f.input) && !f.input.includes('['),
    reason: 'RFC 3986 3.2.2: dec-octets have no leading zeros, so `192.068.001.000` is a reg-name and stays as written'
  },
  {
    suite: '*',
    when: (f) => f.id.startsWith('equal') && /^\[("[^"]*"),\1/.test(f.input) && f.expected === 'false',
    reason:
      "equivalent() compares normalized forms; two identical strings are equivalent even when invalid (validity is validate()'s job)"
  },
  {
    suite: '*',
    when: (f) =>
      (f.id.startsWith('equal') || f.id.startsWith('parse')) &&
      /\[[0-9a-fA-F:.]*\]/.test(f.input) &&
      !f.actual.includes('ERROR'),
    reason:
      'IPv6 literals are kept as written (parse) and compared after lowercasing only (6.2.2.1); RFC 5952 canonical forms are beyond RFC 3986'
  },
  {
    suite: '*',
    when: (f) => /:\d{6,}|:6553[6-9]|:655[4-9]\d|:65[6-9]\d\d|:6[6-9]\d{3}|:[7-9]\d{4}/.test(f.input),
    reason:
      'RFC 3986 3.2.3: port = *DIGIT has no range; an out-of-range port is an inspect() finding, not a syntax error'
  },
  {
    suite: '*',
    when: (f) =>
      (/[^\x00-\x7f]/.test(f.input) && f.id.startsWith('parse')) ||
      (f.id.startsWith('resolve') && /[^\x00-\x7f]/.test(f.input)),
    reason:
      'non-ASCII (IRI/IDN) hosts are not RFC 3986: reported as errors (toAscii() converts on request), never silently rewritten'
  },
  {
    suite: '*',
    when: (f) =>
      f.id.startsWith('parse') && /"scheme":"[a-z]+"/.test(f.expected) && /"scheme":"[A-Za-z]*[A-Z]/.test(f.actual),
    reason: "parse reports components as written (with offsets); case normalization is normalize()'s job"
  },
  {
    suite: '*',
    when: (f) => f.id.startsWith('serialize'),
    reason:
      'serialize recomposes components as written (RFC 3986 5.3); the library takes decoded data, percent-encodes it, and adds `/` before a rootless path under an authority'
  }
]

const jsonCache = new Map<string, unknown>()

function readJson<T>(file: string): T {
  let value = jsonCache.get(file)
  if (value === undefined) {
    value = JSON.parse(readFileSync(file, 'utf8')) as unknown
    jsonCache.set(file, value)
  }
  return value as T
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'string') return JSON.stringify(value)
  return JSON.stringify(value) ?? String(value)
}

/** Collects the cases of one suite. */
class Tally {
  readonly result: SuiteResult

  constructor(name: string, kind: Kind) {
    this.result = {name, kind, cases: 0, pass: 0, documented: 0, notApplicable: 0, failures: [], documentedFailures: []}
  }

  /** Count a case whose expected and actual values are compared as JSON. */
  check(id: string, input: string, expected: unknown, actual: unknown): void {
    this.result.cases++
    if (show(expected) === show(actual)) {
      this.result.pass++
      return
    }
    this.fail({id, input, expected: show(expected), actual: show(actual)})
  }

  /** Count a case that passed or failed by other means. */
  outcome(id: string, input: string, ok: boolean, expected: string, actual: string): void {
    this.result.cases++
    if (ok) this.result.pass++
    else this.fail({id, input, expected, actual})
  }

  /** Count a case that is out of scope, with why. */
  skip(): void {
    this.result.cases++
    this.result.notApplicable++
  }

  private fail(failure: Failure): void {
    const name = this.result.name
    const listed = deliberate.find((entry) => entry.suite === name && entry.id === failure.id)
    const reason =
      listed?.reason ??
      (this.result.kind === 'must-pass'
        ? undefined
        : compatCategories.find((c) => (c.suite === '*' || c.suite === name) && c.when(failure))?.reason)
    if (reason === undefined) {
      this.result.failures.push(failure)
    } else {
      this.result.documented++
      this.result.documentedFailures.push({...failure, reason})
    }
  }
}

/** A character outside RFC 3986's repertoire (unreserved, reserved, `%`). */
const outsideRfc = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/

/** Run `fn`, giving its value or `{throws: message}`. */
function attempt<T>(fn: () => T): T | {throws: string} {
  try {
    return fn()
  } catch (error) {
    return {throws: error instanceof Error ? error.message : String(error)}
  }
}

function valid(input: string, as: As): boolean | {throws: string} {
  return attempt(() => isValid(input, {as}))
}

// ---------------------------------------------------------------------------
// Must-pass suites.

interface SchemaGroup {
  description: string
  tests: Array<{description: string; data: unknown; valid: boolean}>
}

/** JSON-Schema-Test-Suite `format` files: string data only (the rest is JSON Schema semantics). */
function jsonSchema(
  dir: string,
  file: string,
  name: string,
  test: (data: string) => boolean | {throws: string}
): SuiteResult {
  const tally = new Tally(name, 'must-pass')
  const groups = readJson<SchemaGroup[]>(path.join(dir, file))
  for (const group of groups) {
    for (const test_ of group.tests) {
      if (typeof test_.data !== 'string') continue
      tally.check(
        `${group.description}: ${test_.description}`,
        test_.data,
        test_.valid,
        attempt(() => test(test_.data as string))
      )
    }
  }
  return tally.result
}

interface NetworkUri {
  parseValidity: Array<{
    id: string
    input: string
    isURIReference: boolean
    isRelativeReference: boolean
    isAbsoluteURI: boolean
    isURI: boolean
  }>
  resolve: Array<{id: string; base: string; ref: string; expected: string}>
  components: Array<{id: string; input: string; expected: Record<string, string | null> | null}>
  nonStrictResolve: Array<{id: string; base: string; ref: string; strict: string; nonStrict: string}>
  altParse: Array<{id: string; fn: string; input: string; expected: string | null}>
}

function networkUriValidity(data: NetworkUri): SuiteResult {
  const tally = new Tally('network-uri validity', 'must-pass')
  for (const c of data.parseValidity) {
    const expected = {
      'uri-reference': c.isURIReference,
      'relative-ref': c.isRelativeReference,
      'absolute-uri': c.isAbsoluteURI,
      uri: c.isURI
    }
    const actual = {
      'uri-reference': valid(c.input, 'uri-reference'),
      'relative-ref': valid(c.input, 'relative-ref'),
      'absolute-uri': valid(c.input, 'absolute-uri'),
      uri: valid(c.input, 'uri')
    }
    tally.check(c.id, c.input, expected, actual)
  }
  return tally.result
}

function networkUriResolve(data: NetworkUri): SuiteResult {
  const tally = new Tally('network-uri resolve', 'must-pass')
  for (const c of data.resolve) {
    tally.check(
      c.id,
      `${c.base} + ${c.ref}`,
      c.expected,
      attempt(() => resolve(c.base, c.ref))
    )
  }
  return tally.result
}

interface ResolveCase {
  base: string
  ref: string
  expected: string | null
  rfc3986Literal?: string
  error?: string
}

function iriStringResolve(file: string): SuiteResult {
  const tally = new Tally('iri-string resolve', 'must-pass')
  for (const c of readJson<{cases: ResolveCase[]}>(file).cases) {
    tally.check(
      `${c.base} + ${c.ref}`,
      `${c.base} + ${c.ref}`,
      c.rfc3986Literal ?? c.expected,
      attempt(() => resolve(c.base, c.ref))
    )
  }
  return tally.result
}

interface Fluent {
  parseErrors: Array<{input: string; entry: 'URI' | 'URI-reference'; errorIndex: number}>
  parse: Array<{input: string; expected: Record<string, string | null>}>
  ipv4: Array<{input: string; valid: boolean}>
  ipv6: Array<{input: string; valid: boolean}>
  resolve: Array<ResolveCase & {errorIfUnderflowForbidden?: string}>
  normalize: Array<{input: string; expected: string; iri: boolean}>
}

function fluentParseErrors(data: Fluent): SuiteResult {
  const tally = new Tally('fluent-uri parse errors', 'must-pass')
  for (const c of data.parseErrors) {
    const as: As = c.entry === 'URI' ? 'uri' : 'uri-reference'
    tally.check(`${c.entry} ${c.input}`, c.input, false, valid(c.input, as))
  }
  return tally.result
}

/** RFC 3986 5.4.1 and 5.4.2, read from the RFC's own text. */
function rfcExamples(specFile: string): SuiteResult | undefined {
  if (!existsSync(specFile)) return undefined
  const tally = new Tally('RFC 3986 5.4 examples', 'must-pass')
  const text = readFileSync(specFile, 'utf8')
  const start = text.indexOf('\n5.4.  Reference Resolution Examples')
  const end = text.indexOf('\n6.  Normalization and Comparison', start)
  const base = 'http://a/b/c/d;p?q'
  // `"g" = "http://a/b/c/g"`, and `/ "http://a/b/c/g" ; for backward compatibility` for the line before.
  const line = /^\s+(?:"([^"]*)"\s+=|\/)\s+"([^"]*)"(.*)$/gm
  let reference = ''
  for (const match of text.slice(start, end).matchAll(line)) {
    const [, written, expected, rest] = match as unknown as [string, string | undefined, string, string]
    if (written !== undefined) reference = written
    const strict = !rest.includes('backward compatibility')
    tally.check(
      `${reference}${strict ? '' : ' (non-strict)'}`,
      reference,
      expected,
      attempt(() => resolve(base, reference, {strict}))
    )
  }
  return tally.result
}

// ---------------------------------------------------------------------------
// Compatibility reports.

/** Our parse in the shape the RFC-minded suites use: null = absent. */
function rfcComponents(reference: UriReference): Record<string, string | null> {
  const a = reference.authority
  return {
    scheme: reference.scheme?.value ?? null,
    authority: a?.value ?? null,
    userinfo: a?.userinfo?.value ?? null,
    host: a?.host.value ?? null,
    hostKind:
      a === undefined
        ? null
        : ({'reg-name': 'RegName', ipv4: 'Ipv4', ipv6: 'Ipv6', ipvfuture: 'IpvFuture'} as const)[a.host.kind],
    port: a?.port?.value ?? null,
    path: reference.path.value,
    query: reference.query?.value ?? null,
    fragment: reference.fragment?.value ?? null
  }
}

/** Only the fields the case states. */
function pick(actual: Record<string, unknown>, expected: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(expected)) result[key] = actual[key]
  return result
}

function networkUriOther(data: NetworkUri): SuiteResult {
  const tally = new Tally('network-uri components', 'compat')
  for (const c of data.components) {
    const reference = parse(c.input)
    const ok = isValid(c.input)
    if (c.expected === null) tally.check(c.id, c.input, 'invalid', ok ? 'valid' : 'invalid')
    else tally.check(c.id, c.input, c.expected, ok ? pick(rfcComponents(reference), c.expected) : 'invalid')
  }
  for (const c of data.nonStrictResolve) {
    tally.check(
      c.id + ' strict',
      c.ref,
      c.strict,
      attempt(() => resolve(c.base, c.ref))
    )
    tally.check(
      c.id + ' non-strict',
      c.ref,
      c.nonStrict,
      attempt(() => resolve(c.base, c.ref, {strict: false}))
    )
  }
  const entry: Record<string, As> = {
    parseURI: 'uri',
    parseRelativeReference: 'relative-ref',
    parseAbsoluteURI: 'absolute-uri',
    parseURIReference: 'uri-reference'
  }
  for (const c of data.altParse) {
    const as = entry[c.fn]
    if (as === undefined) tally.skip()
    else tally.check(c.id, c.input, c.expected !== null, valid(c.input, as))
  }
  return tally.result
}

function fluentOther(data: Fluent): SuiteResult {
  const tally = new Tally('fluent-uri parse/ip/resolve/normalize', 'compat')
  for (const c of data.parse) {
    const actual = {...rfcComponents(parse(c.input)), valid: isValid(c.input)}
    tally.check('parse ' + c.input, c.input, c.expected, pick(actual, c.expected))
  }
  for (const c of data.ipv4) tally.check('ipv4 ' + c.input, c.input, c.valid, isIPv4Address(c.input))
  for (const c of data.ipv6) tally.check('ipv6 ' + c.input, c.input, c.valid, isIPv6Address(c.input))
  for (const c of data.resolve) {
    const expected = c.rfc3986Literal ?? c.expected
    tally.check(
      `resolve ${c.base} + ${c.ref}`,
      `${c.base} + ${c.ref}`,
      expected,
      attempt(() => resolve(c.base, c.ref))
    )
  }
  for (const c of data.normalize) {
    if (c.iri) tally.skip()
    else
      tally.check(
        'normalize ' + c.input,
        c.input,
        c.expected,
        attempt(() => normalize(c.input))
      )
  }
  return tally.result
}

interface Python {
  parse: Array<{
    input: string
    expected?: Record<string, string | null>
    valid: boolean
    hostUsesRFC6874ZoneId?: boolean
    deviation?: string
  }>
  specialParse: Array<{input: string; expected?: Record<string, string | null>; valid: boolean}>
  invalidPorts: Array<{input: string; valid: boolean}>
  removeDotSegments: Array<{input: string; expected: string}>
  normalizeUri: Array<{input: string; expected: string}>
  normalizeHost: Array<{input: string; expected: string; rfc6874: boolean}>
  normalizeAuthority: Array<{input: string; expected: string; rfc6874?: boolean}>
  fragmentNormalization: Array<{uri: string; expectedFragment: string}>
  resolve: Array<ResolveCase & {deviation?: string}>
  resolveErrors: Array<{base: string; ref: string}>
  [other: string]: unknown
}

function pythonRfc3986(data: Python): SuiteResult {
  const tally = new Tally('python rfc3986', 'compat')
  for (const c of data.parse) {
    if (c.hostUsesRFC6874ZoneId === true) {
      // RFC 6874 zone ids are not RFC 3986: a strict parser rejects them.
      tally.check('parse ' + c.input, c.input, false, isValid(c.input))
      continue
    }
    const actual = isValid(c.input)
    if (c.expected === undefined || !c.valid) tally.check('parse ' + c.input, c.input, c.valid, actual)
    else
      tally.check(
        'parse ' + c.input,
        c.input,
        c.expected,
        actual ? pick(rfcComponents(parse(c.input)), c.expected) : 'invalid'
      )
  }
  for (const c of data.specialParse) {
    const actual = isValid(c.input)
    if (c.expected === undefined || !c.valid) tally.check('parse ' + c.input, c.input, c.valid, actual)
    else
      tally.check(
        'parse ' + c.input,
        c.input,
        c.expected,
        actual ? pick(rfcComponents(parse(c.input)), c.expected) : 'invalid'
      )
  }
  for (const c of data.invalidPorts) tally.check('port ' + c.input, c.input, c.valid, isValid(c.input))
  for (const c of data.removeDotSegments)
    tally.check('removeDotSegments ' + c.input, c.input, c.expected, removeDotSegments(c.input))
  for (const c of data.normalizeUri)
    tally.check(
      'normalize ' + c.input,
      c.input,
      c.expected,
      attempt(() => normalize(c.input))
    )
  for (const c of [...data.normalizeHost, ...data.normalizeAuthority]) {
    if (c.rfc6874 === true) tally.skip()
    else
      tally.check(
        'normalize authority ' + c.input,
        c.input,
        c.expected,
        attempt(() => normalize('//' + c.input).slice(2))
      )
  }
  for (const c of data.fragmentNormalization) {
    tally.check('fragment ' + c.uri, c.uri, c.expectedFragment, split(normalize(c.uri)).fragment)
  }
  for (const c of data.resolve) {
    tally.check(
      `resolve ${c.base} + ${c.ref}`,
      `${c.base} + ${c.ref}`,
      c.rfc3986Literal ?? c.expected,
      attempt(() => resolve(c.base, c.ref))
    )
  }
  for (const c of data.resolveErrors) {
    const actual = attempt(() => resolve(c.base, c.ref))
    tally.outcome(`resolve ${c.base} + ${c.ref}`, c.ref, typeof actual === 'object', 'an error', show(actual))
  }
  return tally.result
}

interface LibraryCase {
  test: string
  fn: string
  args: unknown[]
  op?: string
  expected?: unknown
  expectedFields?: Record<string, unknown>
  msg?: string
}

/** Components as uri-js and fast-uri have them. */
interface LibraryComponents {
  scheme?: string
  userinfo?: string
  host?: string
  port?: number | string
  path?: string
  query?: string
  fragment?: string
  reference?: string
}

/** Our parse in uri-js's shape: IPv6 host without brackets, port a number, `error` when invalid. */
function libraryComponents(input: string): Record<string, unknown> {
  const reference = parse(input)
  const a = reference.authority
  let host = a?.host.value
  // uri-js and fast-uri drop the brackets of a well-formed IPv6 literal only.
  if (host !== undefined && host.startsWith('[') && isIPv6Address(host.slice(1, -1))) host = host.slice(1, -1)
  const invalid = reference.diagnostics.some((d) => d.severity === 'error')
  let kind = 'uri'
  if (reference.scheme === undefined) kind = input === '' || input.startsWith('#') ? 'same-document' : 'relative'
  else if (reference.fragment === undefined) kind = 'absolute'
  return {
    scheme: reference.scheme?.value,
    userinfo: a?.userinfo?.value,
    host,
    port: a?.port === undefined ? undefined : (a.port.number ?? a.port.value),
    path: reference.path.value,
    query: reference.query?.value,
    fragment: reference.fragment?.value,
    error: invalid ? 'ERROR' : undefined,
    reference: kind
  }
}

/** Serialize uri-js-style components with our serializer. */
function fromLibraryComponents(c: LibraryComponents): string {
  let authority: string | undefined
  if (c.host !== undefined || c.userinfo !== undefined || c.port !== undefined) {
    const host = c.host ?? ''
    authority = (c.userinfo === undefined ? '' : c.userinfo + '@') + (host.includes(':') ? `[${host}]` : host)
    if (c.port !== undefined && c.port !== '') authority += ':' + String(c.port)
  }
  return serialize({scheme: c.scheme, authority, path: c.path ?? '', query: c.query, fragment: c.fragment})
}

/** `{"$undefined": true}` is JS undefined; an error string is just "there is an error". */
function revive(key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$undefined' in value) return undefined
  if (key === 'error' && typeof value === 'string') return 'ERROR'
  if (key === 'error' && value === false) return undefined
  return value
}

const generalFields = new Set(['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'error', 'reference'])

/** Options we can honour: none, or `tolerant` (= non-strict 5.2.2). */
function plainOptions(options: unknown): {ok: boolean; strict: boolean} {
  if (options === undefined) return {ok: true, strict: true}
  if (options === null || typeof options !== 'object') return {ok: false, strict: true}
  const keys = Object.keys(options)
  if (keys.length === 0) return {ok: true, strict: true}
  if (keys.length === 1 && keys[0] === 'tolerant')
    return {ok: true, strict: (options as {tolerant: boolean}).tolerant !== true}
  return {ok: false, strict: true}
}

function libraryCase(tally: Tally, c: LibraryCase, index: number): void {
  const id = `${c.fn} #${index} ${c.msg ?? ''}`.trim()
  const input = show(c.args)
  // Scheme-specific handlers (mailto, urn, ws) and IRIs are library features RFC 3986's generic syntax does not have.
  if (/\b(mailto|urn|uuid|wss?|websocket|iri)\b/i.test(c.test)) return tally.skip()
  if (c.fn === 'escapeComponent') return tally.skip() // uri-js keeps unreserved + sub-delims: no RFC component has that set
  if (c.fn === 'unescapeComponent')
    return tally.check(
      id,
      input,
      c.expected,
      attempt(() => decode(c.args[0] as string, 'any'))
    )
  if (c.fn === 'serialize') {
    const options = plainOptions(c.args[1])
    if (!options.ok) return tally.skip()
    if (Object.keys(c.args[0] as object).some((key) => !generalFields.has(key))) return tally.skip()
    const actual = attempt(() => fromLibraryComponents(c.args[0] as LibraryComponents))
    if (c.op === 'throws') return tally.outcome(id, input, typeof actual === 'object', 'throws', show(actual))
    return tally.check(id, input, c.expected, actual)
  }
  const options = plainOptions(c.fn === 'resolve' || c.fn === 'equal' ? c.args[2] : c.args[1])
  if (!options.ok) return tally.skip()
  if (c.fn === 'parse') {
    const fields = c.expectedFields ?? {}
    if (Object.keys(fields).some((key) => !generalFields.has(key))) return tally.skip() // scheme-specific (mailto `to`, urn `nss`)
    const expected = JSON.parse(JSON.stringify(fields), revive) as Record<string, unknown>
    const actual = attempt(() => libraryComponents(c.args[0] as string))
    return tally.check(id, input, expected, 'throws' in actual ? actual : pick(actual, fields))
  }
  const run = (): unknown => {
    const [a, b] = c.args
    const text = (value: unknown): string =>
      typeof value === 'string' ? value : fromLibraryComponents(value as LibraryComponents)
    if (c.fn === 'resolve') return resolve(text(a), text(b), {strict: options.strict})
    if (c.fn === 'normalize') return typeof a === 'string' ? normalize(a) : normalize(text(a))
    if (c.fn === 'equal') return equivalent(text(a), text(b))
    throw new Error('unknown function ' + c.fn)
  }
  const actual = attempt(run)
  if (c.op === 'throws') {
    // A strict core reports the bad input instead of rewriting it: rejecting it counts.
    const rejected =
      typeof actual === 'object' || c.args.slice(0, 2).some((arg) => typeof arg === 'string' && !isValid(arg))
    return tally.outcome(id, input, rejected, 'throws or rejects', show(actual))
  }
  if (c.op === 'doesNotThrow')
    return tally.outcome(id, input, !(actual !== null && typeof actual === 'object'), 'no throw', show(actual))
  tally.check(id, input, c.expected, actual)
}

function libraryVectors(name: string, file: string, extra?: (tally: Tally) => void): SuiteResult {
  const tally = new Tally(name, 'compat')
  const data = readJson<{cases: LibraryCase[]}>(file)
  data.cases.forEach((c, index) => libraryCase(tally, c, index))
  extra?.(tally)
  return tally.result
}

/** fast-uri's verbatim fixtures: uri-js-compatible parse results and serializations. */
function fastUriFixtures(dir: string): (tally: Tally) => void {
  return (tally) => {
    const parses = readJson<Array<[string, Record<string, unknown>]>>(path.join(dir, 'uri-js-parse.json'))
    for (const [input, fields] of parses) {
      if (Object.keys(fields).some((key) => !generalFields.has(key))) {
        tally.skip()
        continue
      }
      const expected = JSON.parse(JSON.stringify(fields), revive) as Record<string, unknown>
      tally.check('parse fixture ' + input, input, expected, pick(libraryComponents(input), fields))
    }
    const serializations = readJson<Array<[LibraryComponents, string]>>(path.join(dir, 'uri-js-serialize.json'))
    for (const [components, expected] of serializations) {
      if (Object.keys(components).some((key) => !generalFields.has(key))) {
        tally.skip()
        continue
      }
      tally.check(
        'serialize fixture ' + show(components),
        show(components),
        expected,
        attempt(() => fromLibraryComponents(components))
      )
    }
  }
}

/** WHATWG URL data: not RFC semantics, so only "never throws" is checked. */
function wptRobustness(file: string): SuiteResult {
  const tally = new Tally('wpt-url', 'robustness')
  const data = readJson<unknown[]>(file)
  for (const entry of data) {
    if (entry === null || typeof entry !== 'object') continue
    const {input, base} = entry as {input: string; base: string | null}
    const outcome = attempt(() => {
      parse(input)
      parse(input, {mode: 'rfc2396'})
      validate(input, {as: 'uri'})
      normalize(input)
      inspect(input)
      split(input)
      if (base !== null && isValid(base, {as: 'uri'})) resolve(base, input)
      return true
    })
    tally.outcome(input, input, outcome === true, 'no throw', show(outcome))
  }
  return tally.result
}

// ---------------------------------------------------------------------------

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width)
}

function printTable(suites: SuiteResult[]): void {
  const header = ['suite', 'kind', 'cases', 'pass', 'documented', 'n/a', 'fail', 'rate']
  const rows = suites.map((s) => {
    const counted = s.cases - s.notApplicable
    const rate = counted === 0 ? '-' : ((100 * s.pass) / counted).toFixed(1) + '%'
    return [
      s.name,
      s.kind,
      String(s.cases),
      String(s.pass),
      String(s.documented),
      String(s.notApplicable),
      String(s.failures.length),
      rate
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]): string =>
    '| ' + cells.map((cell, i) => pad(cell, widths[i]!, i >= 2)).join(' | ') + ' |'
  console.log(line(header))
  console.log('|' + widths.map((w, i) => (i >= 2 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|')
  for (const row of rows) console.log(line(row))
  console.log('rate = pass / (cases - n/a); documented = deliberate differences (packages/core/CONFORMANCE.md)')
}

/**
 * Read `<sharedDir>/conformance/uri/` and print a pass rate per suite.
 * Returns `ok: false` when a must-pass suite is below 100% after the
 * documented differences.
 */
export async function runUriConformance(sharedDir: string): Promise<UriConformanceResult> {
  const dir = path.join(sharedDir, 'conformance', 'uri')
  if (!existsSync(path.join(dir, 'INDEX.md'))) {
    console.log(`URI conformance: skipped, ${dir} not found (clone the shared material next to the repository)`)
    return {ok: true, suites: []}
  }
  const verbose = process.argv.includes('--verbose') || process.argv.includes('-v')
  const schema = path.join(dir, 'json-schema-test-suite')
  const network = readJson<NetworkUri>(path.join(dir, 'network-uri', 'network-uri-vectors.json'))
  const fluent = readJson<Fluent>(path.join(dir, 'fluent-uri', 'fluent-uri-vectors.json'))
  const suites: SuiteResult[] = []
  const examples = rfcExamples(path.join(sharedDir, 'spec', 'rfc3986.txt'))
  if (examples !== undefined) suites.push(examples)
  suites.push(
    jsonSchema(schema, 'uri.json', 'JSON-Schema uri', (data) => isValid(data, {as: 'uri'})),
    jsonSchema(schema, 'uri-reference.json', 'JSON-Schema uri-reference', (data) =>
      isValid(data, {as: 'uri-reference'})
    ),
    jsonSchema(schema, 'ipv4.json', 'JSON-Schema ipv4', (data) => isIPv4Address(data)),
    jsonSchema(schema, 'ipv6.json', 'JSON-Schema ipv6', (data) => isIPv6Address(data)),
    networkUriValidity(network),
    networkUriResolve(network),
    iriStringResolve(path.join(dir, 'iri-string', 'iri-string-resolve-vectors.json')),
    fluentParseErrors(fluent),
    networkUriOther(network),
    fluentOther(fluent),
    pythonRfc3986(readJson<Python>(path.join(dir, 'python-rfc3986', 'rfc3986-py-vectors.json'))),
    libraryVectors('uri-js', path.join(dir, 'uri-js', 'uri-js-test-vectors.json')),
    libraryVectors(
      'fast-uri',
      path.join(dir, 'fast-uri', 'fast-uri-test-vectors.json'),
      fastUriFixtures(path.join(dir, 'fast-uri'))
    ),
    wptRobustness(path.join(dir, 'wpt-url', 'urltestdata.json'))
  )

  console.log('URI conformance (' + dir + ')\n')
  printTable(suites)
  let ok = true
  for (const suite of suites) {
    const mustPass = suite.kind !== 'compat'
    if (mustPass && suite.failures.length > 0) ok = false
    if (suite.failures.length === 0 || (!mustPass && !verbose)) continue
    console.log(`\n${suite.name} (${suite.kind}): ${suite.failures.length} failure(s)`)
    for (const f of suite.failures)
      console.log(`  - ${f.id}\n      input:    ${f.input}\n      expected: ${f.expected}\n      actual:   ${f.actual}`)
  }
  if (verbose) {
    for (const suite of suites) {
      for (const f of suite.documentedFailures) console.log(`  documented ${suite.name}: ${f.id}: ${f.reason}`)
    }
  }
  const failing = suites.filter((s) => s.kind !== 'compat' && s.failures.length > 0).map((s) => s.name)
  console.log(failing.length === 0 ? '\nAll must-pass suites at 100%.' : `\nBelow 100%: ${failing.join(', ')}`)
  return {ok, suites}
}
