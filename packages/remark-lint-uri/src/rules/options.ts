/**
 * Options of the rules. Wrong options are API misuse: they throw (and
 * unified-lint-rule turns that into a fatal message on the file).
 */
import {allowList, type AllowList} from './allow.js'

/** Options every rule accepts. */
export interface CommonOptions {
  /** Also check URIs in code spans and code blocks (default `false`; `true` for `no-uri-password`). */
  checkCode?: boolean | undefined
  /** Also check URIs in YAML/TOML front matter (default `false`; `true` for `no-uri-password`). */
  frontmatter?: boolean | undefined
  /**
   * URIs the project accepts as they are: a host (`registry.corp.example`),
   * every host under a domain (`*.corp.example`), or a URI prefix
   * (`https://registry.corp.example/odd/`, anything with a `:`) (default `[]`).
   */
  allow?: readonly string[] | undefined
}

/** Options of `no-malformed-uri`. */
export interface NoMalformedUriOptions extends CommonOptions {
  /** Report every RFC 3986 violation as a warning, templates and what browsers repair included (default `false`). */
  strict?: boolean | undefined
}

/** Options of `no-unsafe-port`. */
export interface NoUnsafePortOptions extends CommonOptions {
  /** Also flag any port below 1024 that is not the scheme's default (default `false`). */
  strict?: boolean | undefined
  /** Ports never flagged (default `[]`). */
  allowPorts?: readonly number[] | undefined
}

/** Options of `no-uri-password`. */
export interface NoUriPasswordOptions extends CommonOptions {
  /** Also report placeholder passwords such as `${TOKEN}` or `<password>`, as notes (default `false`). */
  placeholders?: boolean | undefined
  /** Report every password at the rule's level, examples and weak values included (default `false`). */
  strict?: boolean | undefined
}

/** Which sites a rule looks at, from its options. */
export interface SiteFilter {
  checkCode: boolean
  frontmatter: boolean
  /** Also the sites only a credential makes worth reading: HTML comments, titles, bare URIs in prose (see collect.ts). */
  credentialSites: boolean
  allow: AllowList
}

/** What a rule looks at unless its options say otherwise. */
export interface SiteDefaults {
  checkCode?: boolean
  frontmatter?: boolean
  credentialSites?: boolean
}

type Kind = 'boolean' | 'ports' | 'strings'

const maxPort = 65_535

/**
 * Check `options` against the keys a rule knows (besides the common ones);
 * returns which sites it looks at. `defaults`: whether the rule looks into
 * code and front matter unless told not to, and at credential sites.
 */
export function checkOptions(
  rule: string,
  options: unknown,
  known: Record<string, Kind>,
  defaults: SiteDefaults = {}
): SiteFilter {
  const credentialSites = defaults.credentialSites === true
  if (options === undefined || options === null)
    return {
      checkCode: defaults.checkCode === true,
      frontmatter: defaults.frontmatter === true,
      credentialSites,
      allow: allowList([])
    }
  if (typeof options !== 'object' || Array.isArray(options)) {
    // A severity given alone never gets here (levels.ts reads it as one).
    throw new TypeError(
      `Unexpected options \`${JSON.stringify(options)}\` for \`${rule}\`, expected an object or a severity (\`"off"\`, \`"warn"\`, \`"error"\`)`
    )
  }
  const all: Record<string, Kind> = {checkCode: 'boolean', frontmatter: 'boolean', allow: 'strings', ...known}
  for (const [key, value] of Object.entries(options)) {
    const kind = all[key]
    if (kind === undefined) {
      throw new TypeError(
        `Unexpected option \`${key}\` for \`${rule}\`, expected one of ${Object.keys(all)
          .map((name) => '`' + name + '`')
          .join(', ')}`
      )
    }
    if (value === undefined) continue
    if (kind === 'boolean' && typeof value !== 'boolean') {
      throw new TypeError(`Unexpected \`${key}: ${JSON.stringify(value)}\` for \`${rule}\`, expected a boolean`)
    }
    if (
      kind === 'ports' &&
      !(Array.isArray(value) && value.every((port) => Number.isInteger(port) && port >= 0 && port <= maxPort))
    ) {
      throw new TypeError(
        `Unexpected \`${key}: ${JSON.stringify(value)}\` for \`${rule}\`, expected a list of port numbers from 0 to ${maxPort}`
      )
    }
    if (
      kind === 'strings' &&
      !(Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.trim() !== ''))
    ) {
      throw new TypeError(
        `Unexpected \`${key}: ${JSON.stringify(value)}\` for \`${rule}\`, expected a list of hosts, \`*.\` domains or URI prefixes`
      )
    }
  }
  const common = options as CommonOptions
  return {
    checkCode: common.checkCode ?? defaults.checkCode === true,
    frontmatter: common.frontmatter ?? defaults.frontmatter === true,
    credentialSites,
    allow: allowList(common.allow ?? [])
  }
}
