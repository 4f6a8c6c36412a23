/**
 * Schemes recognised outside delimiters without `//` (Appendix E gives no
 * list; these are registered schemes whose URIs are usually written bare in
 * prose). Any scheme followed by `//` is recognised too.
 */
export const bareSchemes: ReadonlySet<string> = new Set([
  'mailto', // RFC 6068
  'news', // RFC 5538
  'urn', // RFC 8141
  'tel', // RFC 3966
  'sms', // RFC 5724
  'fax', // RFC 3966
  'xmpp', // RFC 5122
  'sip', // RFC 3261
  'sips', // RFC 3261
  'geo', // RFC 5870
  'magnet',
  'data', // RFC 2397
  'cid', // RFC 2392
  'mid', // RFC 2392
  'bitcoin',
  'doi',
  'did' // W3C DID
])

/** Longest name in `bareSchemes`. */
const longest = Math.max(...[...bareSchemes].map((scheme) => scheme.length))

/**
 * Whether `text.slice(start, end)` is a scheme recognised bare without `//`.
 * Most colons in prose follow longer words: checking the length first avoids
 * a slice and a lower-casing for them.
 */
export function isBareScheme(text: string, start: number, end: number, extra: ReadonlySet<string> | undefined): boolean {
  if (end - start > longest && extra === undefined) return false
  const lower = text.slice(start, end).toLowerCase()
  return bareSchemes.has(lower) || (extra !== undefined && extra.has(lower))
}
