/**
 * The public API of `@urilint/core`: every name here is documented in the
 * package README. (`@urilint/core/character` is an internal subpath for the
 * other urilint packages, not part of this API.)
 */
export type {
  As,
  Authority,
  Component,
  Diagnostic,
  Host,
  HostKind,
  Mode,
  Port,
  Severity,
  Span,
  UriReference
} from './types.js'
export type {DiagnosticId, SecurityId, SyntaxId} from './diagnostics.js'
export type {InspectOptions, ModeOptions, ResolveOptions, ValidateOptions} from './options.js'
export type {Parts} from './split.js'
export type {Recomposable} from './serialize.js'
export type {DecodeComponent, EncodeComponent} from './encoding.js'
export type {Finding} from './inspect.js'

export {parse} from './parse.js'
export {validate, isValid} from './validate.js'
export {split} from './split.js'
export {resolve, removeDotSegments} from './resolve.js'
export {serialize} from './serialize.js'
export {normalize, equivalent} from './normalize.js'
export {encode, decode} from './encoding.js'
export {inspect, redact, isPlaceholder, maskPassword, passwordSpan} from './inspect.js'
export {toAscii} from './ascii.js'
export {isIPv4Address, isIPv6Address} from './ip.js'
export {badPorts, defaultPort} from './schemes.js'
