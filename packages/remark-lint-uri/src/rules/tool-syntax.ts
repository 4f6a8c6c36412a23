/**
 * Syntax that RFC 3986 rejects but a well-known tool documents and
 * accepts: npm's scp-like `git+ssh://git@github.com:npm/cli.git#v1.0.27`
 * (https://docs.npmjs.com/cli/v10/configuring-npm/package-json#git-urls-as-dependencies),
 * git's `host:path` inside a URI. RFC 3986 3.2.3 reads `npm/cli.git` as a
 * port that is not a number; npm reads a path. A note, with no fix: on
 * other hosts than GitHub's a path after `:` is relative to the user's home
 * and one after `/` is not.
 */
import {parse, validate} from '@urilint/core'
import {isDigit} from '@urilint/core/character'
import type {Site} from './collect.js'
import type {Finding} from './emit.js'

const npmGitUrls = 'https://docs.npmjs.com/cli/v10/configuring-npm/package-json#git-urls-as-dependencies'

/** The note of `no-malformed-uri` for npm's scp-like `git+ssh://user@host:path`, if `site` is one. */
export function toolSyntaxFinding(site: Site): Finding | undefined {
  const reference = parse(site.uri)
  const port = reference.authority?.port
  if (reference.scheme?.value.toLowerCase() !== 'git+ssh' || port === undefined || port.value === '') return undefined
  // A port that is a number, or one cut by a `/` or `?` of a password (`:Kx9/…@`), is not a path.
  let digits = 0
  while (digits < port.value.length && isDigit(port.value.charCodeAt(digits))) digits++
  if (digits === port.value.length || site.uri.includes('@', port.start)) return undefined
  // Read as npm does, `:` as `/`, the URI must be valid: only the `:` is at fault.
  const colon = port.start - 1
  const asPath = site.uri.slice(0, colon) + '/' + site.uri.slice(port.start)
  if (validate(asPath, {as: 'uri'}).some((diagnostic) => diagnostic.severity !== 'info')) return undefined
  return {
    start: 0,
    end: site.uri.length,
    reason: 'Unexpected `:` between the host and the path (scp-like syntax), expected `/`',
    note: "Syntax a well-known tool accepts: npm reads `git+ssh://user@host:path` as git's scp-like `host:path`, where RFC 3986 reads a port",
    url: npmGitUrls,
    lower: true
  }
}
