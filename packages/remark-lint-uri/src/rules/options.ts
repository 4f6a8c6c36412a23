/**
 * Options of the rules. Wrong options are API misuse: they throw (and
 * unified-lint-rule turns that into a fatal message on the file).
 */
import type {CollectOptions} from './collect.js'

/** Options every rule accepts. */
export interface CommonOptions {
  /** Also check URIs in code spans and code blocks (default `false`). */
  checkCode?: boolean | undefined
  /** Also check URIs in YAML/TOML front matter (default `false`). */
  frontmatter?: boolean | undefined
}

/** Options of `no-malformed-uri`. */
export type NoMalformedUriOptions = CommonOptions

/** Options of `no-unsafe-port`. */
export interface NoUnsafePortOptions extends CommonOptions {
  /** Also flag any port below 1024 that is not the scheme's default (default `false`). */
  strict?: boolean | undefined
  /** Ports never flagged (default `[]`). */
  allowPorts?: readonly number[] | undefined
}

/** Options of `no-uri-password`. */
export interface NoUriPasswordOptions extends CommonOptions {
  /** Also flag placeholder passwords such as `${TOKEN}` or `<password>` (default `false`). */
  placeholders?: boolean | undefined
}

const maxPort = 65_535

/** Check `options` against the keys a rule knows; returns the collect options. */
export function checkOptions(rule: string, options: unknown, known: Record<string, 'boolean' | 'ports'>): CollectOptions {
  if (options === undefined || options === null) return {checkCode: false, frontmatter: false}
  if (typeof options !== 'object' || Array.isArray(options)) {
    const hint = typeof options === 'string' ? ` (to set a severity, pass \`[${JSON.stringify(options)}, options]\`)` : ''
    throw new TypeError(`Unexpected options \`${JSON.stringify(options)}\` for \`${rule}\`, expected an object${hint}`)
  }
  const all: Record<string, 'boolean' | 'ports'> = {checkCode: 'boolean', frontmatter: 'boolean', ...known}
  for (const [key, value] of Object.entries(options)) {
    const kind = all[key]
    if (kind === undefined) {
      throw new TypeError(`Unexpected option \`${key}\` for \`${rule}\`, expected one of ${Object.keys(all).map((name) => '`' + name + '`').join(', ')}`)
    }
    if (value === undefined) continue
    if (kind === 'boolean' && typeof value !== 'boolean') {
      throw new TypeError(`Unexpected \`${key}: ${JSON.stringify(value)}\` for \`${rule}\`, expected a boolean`)
    }
    if (kind === 'ports' && !(Array.isArray(value) && value.every((port) => Number.isInteger(port) && port >= 0 && port <= maxPort))) {
      throw new TypeError(`Unexpected \`${key}: ${JSON.stringify(value)}\` for \`${rule}\`, expected a list of port numbers from 0 to ${maxPort}`)
    }
  }
  const common = options as CommonOptions
  return {checkCode: common.checkCode === true, frontmatter: common.frontmatter === true}
}
