/** Validate a string against the collected grammar of RFC 3986 (or RFC 2396). */
import {code, diagnostic} from './diagnostics.ts'
import {checkMode, parse, type ModeOptions, type UriReference} from './parse.ts'
import type {As, Diagnostic} from './types.ts'

export interface ValidateOptions extends ModeOptions {
  /**
   * What the string must be (RFC 3986 4.1-4.3): `uri-reference` (default),
   * `uri`, `absolute-uri` (no fragment) or `relative-ref`.
   */
  as?: As | undefined
}

const kinds = new Set<As>(['uri', 'uri-reference', 'absolute-uri', 'relative-ref'])

/** Validate `input` (RFC 3986 Appendix A); returns its diagnostics, empty when valid. */
export function validate(input: string, options?: ValidateOptions): Diagnostic[] {
  const reference = parse(input, options)
  return checkAs(reference, checkAs_(options))
}

/** Whether `input` has no error-severity diagnostic (warnings do not count). */
export function isValid(input: string, options?: ValidateOptions): boolean {
  for (const found of validate(input, options)) if (found.severity === 'error') return false
  return true
}

function checkAs_(options: ValidateOptions | undefined): As {
  checkMode(options)
  const as = options?.as ?? 'uri-reference'
  if (!kinds.has(as)) throw new TypeError('Expected `as` to be one of ' + [...kinds].join(', ') + ', not ' + JSON.stringify(as))
  return as
}

/** The diagnostics of a parsed reference, plus those of the form it must have. */
export function checkAs(reference: UriReference, as: As): Diagnostic[] {
  const {diagnostics, mode, scheme, fragment, input} = reference
  if (as === 'uri-reference') return diagnostics
  const result = [...diagnostics]
  if ((as === 'uri' || as === 'absolute-uri') && scheme === undefined) {
    result.unshift(
      diagnostic('missing-scheme', mode, 0, 0, 'Unexpected relative reference, expected a URI starting with a scheme such as `https:`')
    )
  }
  if (as === 'relative-ref' && scheme !== undefined) {
    result.unshift(
      diagnostic('unexpected-scheme', mode, scheme.start, scheme.end + 1, `Unexpected scheme ${code(scheme.value + ':')}, expected a relative reference`, 'error', {
        actual: scheme.value + ':'
      })
    )
  }
  if (as === 'absolute-uri' && fragment !== undefined) {
    result.push(
      diagnostic('unexpected-fragment', mode, fragment.start - 1, input.length, `Unexpected fragment ${code('#' + fragment.value)}, expected an absolute URI without one`, 'error', {
        actual: '#' + fragment.value,
        expected: ''
      })
    )
  }
  return result
}
