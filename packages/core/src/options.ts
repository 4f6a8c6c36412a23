/**
 * The options of every function, and their checks. A wrong argument type or
 * an unknown option value is misuse of the API: the checks throw a
 * `TypeError`. Nothing here ever looks at the text of a URI.
 */
import type {As, Mode} from './types.js'

/** The option every function that reads a URI takes: which RFC's grammar applies. */
export interface ModeOptions {
  /** `rfc3986` (default) or `rfc2396`. */
  mode?: Mode | undefined
}

/** Options of `validate` and `isValid`: the mode and what the string must be (RFC 3986 4.1-4.3). */
export interface ValidateOptions extends ModeOptions {
  /**
   * What the string must be (RFC 3986 4.1-4.3): `uri-reference` (default),
   * `uri`, `absolute-uri` (no fragment) or `relative-ref`.
   */
  as?: As | undefined
}

/** Options of `resolve` (RFC 3986 5.2, RFC 2396 5.2). */
export interface ResolveOptions extends ModeOptions {
  /**
   * RFC 3986 5.2.2 / RFC 2396 C: a strict parser reads `http:g` as the
   * absolute URI `http:g`; a non-strict one drops a scheme equal to the
   * base's and resolves `g`. Default `true`.
   */
  strict?: boolean | undefined
}

/** Options of `inspect` (RFC 3986 section 7). */
export interface InspectOptions extends ModeOptions {
  /** Also flag any port below 1024 that is not the scheme's default. */
  strict?: boolean | undefined
  /** Ports never flagged as unsafe. */
  allowPorts?: Iterable<number> | undefined
}

/** Throw unless `input` is a string; `name` is the argument's name in the message. */
export function checkInput(input: unknown, name = 'input'): asserts input is string {
  if (typeof input !== 'string') throw new TypeError(`Expected \`${name}\` to be a string, not ${typeof input}`)
}

/** `options.mode`, checked: `rfc3986` when options or the mode are absent. */
export function checkMode(options: ModeOptions | undefined): Mode {
  if (options === undefined || options === null) return 'rfc3986'
  if (typeof options !== 'object') throw new TypeError('Expected options to be an object')
  const mode = options.mode
  if (mode === undefined) return 'rfc3986'
  if (mode !== 'rfc3986' && mode !== 'rfc2396') {
    throw new TypeError("Expected `mode` to be 'rfc3986' or 'rfc2396', not " + JSON.stringify(mode))
  }
  return mode
}

const kinds = new Set<As>(['uri', 'uri-reference', 'absolute-uri', 'relative-ref'])

/** `options.as`, checked: `uri-reference` when absent. Call `checkMode` first (it rejects options that are not an object). */
export function checkAs(options: ValidateOptions | undefined): As {
  const as = options?.as ?? 'uri-reference'
  if (!kinds.has(as))
    throw new TypeError('Expected `as` to be one of ' + [...kinds].join(', ') + ', not ' + JSON.stringify(as))
  return as
}

/** `options.allowPorts` as a set, checked to hold integers. Call `checkMode` first. */
export function checkAllowPorts(options: InspectOptions | undefined): Set<number> {
  const allow = new Set(options?.allowPorts ?? [])
  for (const port of allow) if (!Number.isInteger(port)) throw new TypeError('Expected `allowPorts` to hold integers')
  return allow
}
