/**
 * The `allow` option: URIs a project accepts as they are (an internal
 * registry whose URLs are known to be odd), by host, by domain or by prefix.
 */
import {parse} from '@urilint/core'

/** An `allow` option, read. */
export interface AllowList {
  /** Hosts, lower case (`registry.corp.example`). */
  hosts: ReadonlySet<string>
  /** Domains whose every subdomain is allowed, lower case with the leading dot (`.corp.example`). */
  domains: readonly string[]
  /** URI prefixes, as written (`https://registry.corp.example/odd/`). */
  prefixes: readonly string[]
  empty: boolean
}

/** Read `allow` entries: with a `:` a URI prefix, `*.domain` a domain, anything else a host. */
export function allowList(entries: readonly string[]): AllowList {
  const hosts = new Set<string>()
  const domains: string[] = []
  const prefixes: string[] = []
  for (const raw of entries) {
    const entry = raw.trim()
    if (entry.includes(':')) prefixes.push(entry)
    else if (entry.startsWith('*.')) domains.push(entry.slice(1).toLowerCase())
    else hosts.add(hostKey(entry))
  }
  return {hosts, domains, prefixes, empty: entries.length === 0}
}

/** Whether `uri` is accepted by `list`. */
export function isAllowed(list: AllowList, uri: string): boolean {
  if (list.empty) return false
  for (const prefix of list.prefixes) if (uri.startsWith(prefix) && atBoundary(uri, prefix)) return true
  if (list.hosts.size === 0 && list.domains.length === 0) return false
  const host = parse(uri).authority?.host.value
  if (host === undefined || host === '') return false
  const key = hostKey(host)
  if (list.hosts.has(key)) return true
  for (const domain of list.domains) if (key.endsWith(domain)) return true
  return false
}

/**
 * Whether `uri` goes on after `prefix` where a component may: a prefix that
 * ends in its host (`https://registry.corp.io`) must not allow
 * `https://registry.corp.io.evil.io/`.
 */
function atBoundary(uri: string, prefix: string): boolean {
  if (uri.length === prefix.length || /[/?#=&]$/.test(prefix)) return true
  return '/?#:'.includes(uri.charAt(prefix.length))
}

/** A host as compared: lower case, without the trailing dot of a fully qualified name. */
function hostKey(host: string): string {
  const lower = host.toLowerCase()
  return lower.endsWith('.') ? lower.slice(0, -1) : lower
}
