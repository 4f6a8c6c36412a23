/** fast-check generators of RFC 3986 URIs and references, built from the ABNF of Appendix A. */
import fc from 'fast-check'

const alpha = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const digit = '0123456789'
const unreserved = alpha + digit + '-._~'
const subDelims = "!$&'()*+,;="

const chars = (set: string) => fc.constantFrom(...set.split(''))
const pctEncoded = fc
  .tuple(chars('0123456789ABCDEFabcdef'), chars('0123456789ABCDEFabcdef'))
  .map(([a, b]) => '%' + a + b)
const run = (set: string, maxLength = 8) =>
  fc
    .array(fc.oneof({weight: 6, arbitrary: chars(set)}, {weight: 1, arbitrary: pctEncoded}), {maxLength})
    .map((a) => a.join(''))

const pcharSet = unreserved + subDelims + ':@'
const segment = run(pcharSet)
const segmentNz = fc.tuple(fc.oneof(chars(pcharSet), pctEncoded), segment).map(([a, b]) => a + b)
const segmentNzNc = fc
  .tuple(fc.oneof(chars(unreserved + subDelims + '@'), pctEncoded), run(unreserved + subDelims + '@'))
  .map(([a, b]) => a + b)

const decOctet = fc.integer({min: 0, max: 255}).map(String)
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((parts) => parts.join('.'))
const h16 = fc.integer({min: 0, max: 0xff_ff}).map((n) => n.toString(16))
const ipv6 = fc.oneof(
  fc.array(h16, {minLength: 8, maxLength: 8}).map((p) => p.join(':')),
  fc
    .tuple(fc.array(h16, {maxLength: 3}), fc.array(h16, {maxLength: 3}))
    .map(([a, b]) => a.join(':') + '::' + b.join(':')),
  fc.tuple(fc.array(h16, {minLength: 6, maxLength: 6}), ipv4).map(([a, v4]) => a.join(':') + ':' + v4),
  ipv4.map((v4) => '::ffff:' + v4)
)
const host = fc.oneof(
  // Not numbers that browsers read as an IPv4 address (`9`, `0x7f.1`): a warning (issue 24).
  run(unreserved + subDelims, 12).filter((name) => !/^(?:(?:0x[\da-f]*|\d+)\.){0,3}(?:0x[\da-f]*|\d+)$/i.test(name)),
  ipv4,
  ipv6.map((a) => '[' + a + ']'),
  fc.array(chars(unreserved + subDelims + ':'), {minLength: 1, maxLength: 6}).map((a) => '[v1F.' + a.join('') + ']')
)
const authority = fc
  .tuple(
    fc.option(run(unreserved + subDelims + ':'), {nil: undefined}),
    host,
    fc.option(fc.integer({min: 0, max: 99_999}).map(String), {nil: undefined})
  )
  .map(
    ([userinfo, h, port]) => (userinfo === undefined ? '' : userinfo + '@') + h + (port === undefined ? '' : ':' + port)
  )

const pathAbempty = fc.array(segment, {maxLength: 5}).map((s) => s.map((x) => '/' + x).join(''))
const pathAbsolute = fc.tuple(segmentNz, pathAbempty).map(([a, b]) => '/' + a + b)
const pathRootless = fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b)
const pathNoScheme = fc.tuple(segmentNzNc, pathAbempty).map(([a, b]) => a + b)
const queryOrFragment = run(pcharSet + '/?', 10)
const scheme = fc
  .tuple(
    chars(alpha),
    run(alpha + digit + '+-.', 5).map((s) => s.replace(/%../g, ''))
  )
  .map(([a, b]) => a + b)

const tail = fc
  .tuple(fc.option(queryOrFragment, {nil: undefined}), fc.option(queryOrFragment, {nil: undefined}))
  .map(([q, f]) => (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f))

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` */
export const uri = fc
  .tuple(
    scheme,
    fc.oneof(
      fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p),
      pathAbsolute,
      pathRootless,
      fc.constant('')
    ),
    tail
  )
  .map(([s, h, t]) => s + ':' + h + t)

/** `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` */
export const relativeRef = fc
  .tuple(
    fc.oneof(
      fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p),
      pathAbsolute,
      pathNoScheme,
      fc.constant('')
    ),
    tail
  )
  .map(([p, t]) => p + t)

export const uriReference = fc.oneof(uri, relativeRef)
