/**
 * Shapes shared by every part of the core. Offsets are UTF-16 code unit
 * indices into the string that was parsed; `end` is exclusive.
 */

/** Which specification's grammar and algorithms apply. */
export type Mode = 'rfc3986' | 'rfc2396'

/** What a string must be when validated (RFC 3986 section 4). */
export type As = 'uri' | 'uri-reference' | 'absolute-uri' | 'relative-ref'

/** A half-open range `[start, end)` of UTF-16 offsets. */
export interface Span {
  start: number
  end: number
}

/** A component as written in the input, with its span. */
export interface Component extends Span {
  value: string
}

/** RFC 3986 section 3.2.2: the kinds of host. */
export type HostKind = 'reg-name' | 'ipv4' | 'ipv6' | 'ipvfuture'

/** RFC 3986 3.2.2: the host as written, and which of its forms it takes. */
export interface Host extends Component {
  kind: HostKind
}

/** RFC 3986 3.2.3: the port as written (`*DIGIT`, possibly empty). */
export interface Port extends Component {
  /** The port as a number; `undefined` when empty or not all digits. */
  number: number | undefined
}

/** RFC 3986 3.2: `authority = [ userinfo "@" ] host [ ":" port ]`, each part with its span. */
export interface Authority extends Component {
  userinfo: Component | undefined
  host: Host
  port: Port | undefined
  /**
   * RFC 2396 section 3.2: `server` when the authority matched the
   * server-based form, `registry` when only the registry-name fallback did
   * (then `host` is the whole authority). Always `server` in RFC 3986 mode.
   */
  form: 'server' | 'registry'
}

/** How serious a diagnostic is: `error` makes a reference invalid, `warning` and `info` do not. */
export type Severity = 'error' | 'warning' | 'info'

/** A problem in the user's input: plain data that maps onto a vfile message. */
export interface Diagnostic<Id extends string = string> extends Span {
  id: Id
  message: string
  severity: Severity
  /** Where the rule is explained (the spec section). */
  url: string
  actual?: string
  expected?: string
  note?: string
}

/** A parsed URI reference (RFC 3986 section 4.1). */
export interface UriReference {
  input: string
  mode: Mode
  /** `uri` when a scheme is present, else `relative-ref` (RFC 3986 4.1). */
  kind: 'uri' | 'relative-ref'
  scheme: Component | undefined
  authority: Authority | undefined
  /** Always present; may be empty (RFC 3986 3.3). */
  path: Component
  query: Component | undefined
  fragment: Component | undefined
  diagnostics: Diagnostic[]
}
