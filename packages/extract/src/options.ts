/** Checking `ExtractOptions` once, up front: misuse of the API throws. */
import type {Diagnostic, Span} from '@urilint/core'
import type {ScanOptions} from './scan/match.js'
import type {ExtraSchemes} from './schemes.js'
import type {ExtractOptions, Kind} from './types.js'

/** The checked options. */
export interface Settings {
  scan: ScanOptions
  /** Whether lines and columns are counted (`lines`). */
  lines: boolean
  diagnostics: boolean
  /** Whether templates are given (`templates`). */
  templates: boolean
  mode: 'rfc3986' | 'rfc2396'
  /** The options of core `validate`, made once rather than per URI. */
  validate: {as: 'uri-reference'; mode: 'rfc3986' | 'rfc2396'}
  /** What the results learned from a URI's text alone (result.ts `readingOf`), made at the first result. */
  readings: (Reading | undefined)[] | undefined
}

/**
 * What `finish` reads from a URI's text alone: whether it has the plain
 * shape, its ASCII form, its diagnostics (if asked for) and its placeholders as a template.
 */
export interface Reading {
  uri: string
  /** `uri`'s hash in the table (result.ts `hashOf`). */
  hash: number
  kind: Kind
  plain: boolean
  /** Its ASCII form, when it is not ASCII. */
  ascii: string | undefined
  found: Diagnostic[] | undefined
  placeholders: Span[] | undefined
}

/** Check `options` and fill in the defaults; throws a `TypeError` on a wrong type. */
export function settings(options: ExtractOptions | undefined): Settings {
  if (options === undefined || options === null) options = {}
  if (typeof options !== 'object') throw new TypeError('Expected `options` to be an object, not ' + typeof options)
  const www = flag(options.www, 'www', false)
  const email = flag(options.email, 'email', false)
  const relative = flag(options.relative, 'relative', false)
  const lines = flag(options.lines, 'lines', true)
  const diagnostics = flag(options.diagnostics, 'diagnostics', true)
  const templates = flag(options.templates, 'templates', false)
  const mode = options.mode ?? 'rfc3986'
  if (mode !== 'rfc3986' && mode !== 'rfc2396')
    throw new TypeError('Expected `mode` to be `rfc3986` or `rfc2396`, not ' + JSON.stringify(mode))
  let schemes: ExtraSchemes

  if (options.schemes === 'any') {
    schemes = 'any'
  } else if (options.schemes !== undefined) {
    if (!Array.isArray(options.schemes)) throw new TypeError("Expected `schemes` to be an array of strings or 'any'")
    const names = new Set<string>()

    for (const scheme of options.schemes as unknown[]) {
      if (typeof scheme !== 'string') throw new TypeError("Expected `schemes` to be an array of strings or 'any'")
      names.add(scheme.toLowerCase())
    }

    schemes = names
  }

  return {
    scan: {www, email, relative, schemes, delimiterTriggers: relative},
    lines,
    diagnostics,
    templates,
    mode,
    validate: {as: 'uri-reference', mode},
    readings: undefined
  }
}

function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') throw new TypeError(`Expected \`${name}\` to be a boolean, not ${typeof value}`)
  return value
}
