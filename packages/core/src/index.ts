/**
 * The public API of `@urilint/core`: every name here is documented in the
 * package README. (`@urilint/core/character` is an internal subpath for the
 * other urilint packages, not part of this API.)
 */
export type {As, Authority, Component, Diagnostic, Host, HostKind, Mode, Port, Severity, Span} from './types.ts'
export type {DiagnosticId, SecurityId, SyntaxId} from './diagnostics.ts'
export type {InspectOptions, ModeOptions, ResolveOptions, ValidateOptions} from './options.ts'
export type {UriReference} from './parse.ts'
export type {Parts} from './split.ts'
export type {Recomposable} from './serialize.ts'
export type {DecodeComponent, EncodeComponent} from './encoding.ts'
export type {Finding} from './inspect.ts'

export {parse} from './parse.ts'
export {validate, isValid} from './validate.ts'
export {split} from './split.ts'
export {resolve, removeDotSegments} from './resolve.ts'
export {serialize} from './serialize.ts'
export {normalize, equivalent} from './normalize.ts'
export {encode, decode} from './encoding.ts'
export {inspect, redact, isPlaceholder, maskPassword, passwordSpan} from './inspect.ts'
export {toAscii} from './ascii.ts'
export {isIPv4Address, isIPv6Address} from './ip.ts'
export {badPorts, defaultPort} from './schemes.ts'
