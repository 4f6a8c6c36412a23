/**
 * Write `packages/extract/src/registries.ts`: IANA's URI scheme registry (npm
 * `schemes`), a short curated list of schemes the registry misses
 * (`scripts/registries/well-known-schemes.json`, one reason each) and IANA's
 * list of top-level domains (npm `tlds`), each set one space-separated string
 * split once when the module loads. test/extract/registries.test.ts checks
 * that the committed file is what this script makes from the installed
 * packages, so a dependency bump fails until the file is made again.
 * Run: `tsx --conditions=source scripts/make-registries.ts`.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {domainToASCII, domainToUnicode, fileURLToPath} from 'node:url'

const require = createRequire(import.meta.url)

/** The command that writes the generated module, named in its header. */
export const command = 'tsx --conditions=source scripts/make-registries.ts'

/** The generated module. */
export const outputFile = fileURLToPath(new URL('../packages/extract/src/registries.ts', import.meta.url))

/** The curated schemes, with a reason each. */
export const wellKnownFile = fileURLToPath(new URL('registries/well-known-schemes.json', import.meta.url))

/**
 * When IANA's registry looked like the copy in each `schemes` version. npm's
 * publish times for `schemes` cannot date it (the registry gives 1.0.1 a later
 * time than 1.4.0); the data can: 1.4.0 cites RFC 7595 (June 2015) for
 * `example` and still cites the RFC-to-be `warden-appsawg-vnc-scheme-10` for
 * `vnc`, published as RFC 7869 in May 2016, hence an ISO 8601 interval.
 */
const schemesDates: Readonly<Record<string, string>> = {'1.4.0': '2015-06/2016-05'}

/** npm publish time of each `tlds` version (`npm view tlds time --json`). */
const tldsDates: Readonly<Record<string, string>> = {'1.261.0': '2025-10-24'}

/** IANA's statuses (RFC 7595 section 3), each a file in `schemes/lib`. */
const statuses = ['permanent', 'provisional', 'historical'] as const

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 section 3.1), lower-case. */
const schemeSyntax = /^[a-z][a-z\d+.-]*$/

/** An ASCII TLD label: letters, digits and hyphens (RFC 5890 section 2.3.1), lower-case. */
const labelSyntax = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/

/** A curated scheme and why it is on the list. */
export interface WellKnownScheme {
  scheme: string
  reason: string
}

/** What the generated module is made from. */
export interface Sources {
  schemes: {version: string; names: readonly string[]}
  wellKnown: readonly WellKnownScheme[]
  tlds: {version: string; names: readonly string[]}
}

/** Parse a JSON file, or a file of an installed package when `file` is a bare specifier. */
function readJson(file: string): unknown {
  const resolved = path.isAbsolute(file) ? file : require.resolve(file)
  return JSON.parse(readFileSync(resolved, 'utf8')) as unknown
}

/** `value` as an array of objects, or throw naming `what`. */
function records(value: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null)) {
    throw new TypeError(`Expected ${what} to be an array of objects`)
  }

  return value as Record<string, unknown>[]
}

/** The `version` of an installed package. */
function versionOf(name: string): string {
  const manifest = readJson(`${name}/package.json`) as {version?: unknown}
  if (typeof manifest.version !== 'string') throw new TypeError(`Expected a version in ${name}/package.json`)
  return manifest.version
}

/** Read the installed `schemes` and `tlds` packages and the curated list. */
export function readSources(): Sources {
  const schemeNames = statuses.flatMap((status) =>
    records(readJson(`schemes/lib/iana-${status}.json`), `schemes/lib/iana-${status}.json`).map((record) => {
      if (typeof record.scheme !== 'string')
        throw new TypeError(`Expected a scheme name in schemes/lib/iana-${status}.json`)
      return record.scheme
    })
  )

  const wellKnown = records(readJson(wellKnownFile), wellKnownFile).map((record) => {
    if (typeof record.scheme !== 'string' || typeof record.reason !== 'string' || record.reason === '') {
      throw new TypeError(`Expected {scheme, reason} strings in ${wellKnownFile}`)
    }

    return {scheme: record.scheme, reason: record.reason}
  })

  const tldNames = readJson('tlds/index.json')
  if (!Array.isArray(tldNames) || !tldNames.every((name) => typeof name === 'string')) {
    throw new TypeError('Expected tlds/index.json to be an array of strings')
  }

  return {
    schemes: {version: versionOf('schemes'), names: schemeNames},
    wellKnown,
    tlds: {version: versionOf('tlds'), names: tldNames}
  }
}

/** `names` sorted by code unit, after checking that none is repeated. */
function sortedUnique(names: readonly string[], what: string): string[] {
  const sorted = [...names].sort()
  const repeated = sorted.find((name, index) => sorted[index + 1] === name)
  if (repeated !== undefined) throw new Error(`${what}: ${repeated} is listed twice`)
  return sorted
}

/** The date recorded for `version` in `dates`, or throw saying how to find it. */
function dateOf(dates: Readonly<Record<string, string>>, name: string, version: string, how: string): string {
  const date = dates[version]
  if (date === undefined)
    throw new Error(`No date for ${name}@${version}: ${how}, and add it to scripts/make-registries.ts`)
  return date
}

/** `text` as a single-quoted string literal. */
function quote(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (character) => '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0'))}'`
}

/** A set initialiser: `new Set('a b c'.split(' '))`, one literal split once. */
function setOf(names: readonly string[]): string {
  return names.length === 0 ? 'new Set<string>()' : `new Set(${quote(names.join(' '))}.split(' '))`
}

/** The text of `packages/extract/src/registries.ts` made from `sources`. */
export function renderRegistries(sources: Sources): string {
  const schemesDate = dateOf(
    schemesDates,
    'schemes',
    sources.schemes.version,
    'date the IANA snapshot it holds (the newest RFCs it cites)'
  )
  const tldsDate = dateOf(tldsDates, 'tlds', sources.tlds.version, 'see `npm view tlds time --json`')

  const schemes = sortedUnique(
    sources.schemes.names.map((name) => name.toLowerCase()),
    'schemes'
  )
  for (const name of schemes)
    if (!schemeSyntax.test(name)) throw new Error(`schemes: ${name} is not an RFC 3986 scheme`)
  const registered = new Set(schemes)

  const wellKnown = sortedUnique(
    sources.wellKnown.map((entry) => entry.scheme),
    wellKnownFile
  )
  for (const name of wellKnown) {
    if (!schemeSyntax.test(name)) throw new Error(`${wellKnownFile}: ${name} is not a lower-case RFC 3986 scheme`)
    if (registered.has(name))
      throw new Error(
        `${wellKnownFile}: ${name} is now in IANA's registry (schemes@${sources.schemes.version}); remove it`
      )
  }

  // `tlds` 1.261.0 gives internationalised TLDs in Unicode only: keep both
  // forms of each, the A-label (RFC 5890) being how they appear in ASCII text.
  const asciiTlds = new Set<string>()
  const tldForms = new Set<string>()
  for (const name of sources.tlds.names) {
    const ascii = domainToASCII(name.toLowerCase())
    if (!labelSyntax.test(ascii)) throw new Error(`tlds: ${name} is not a TLD label`)
    const unicode = domainToUnicode(ascii)
    if (domainToASCII(unicode) !== ascii) throw new Error(`tlds: ${name} does not round-trip through ${unicode}`)
    asciiTlds.add(ascii)
    tldForms.add(ascii).add(unicode)
  }

  const tlds = [...tldForms].sort()

  return `// Generated by \`${command}\`: do not edit by hand.
// URI schemes: IANA's registry (permanent, provisional and historical) from
// npm schemes@${sources.schemes.version}, a snapshot of about ${schemesDate} (dated by the RFCs it
// cites; the package's crowd-sourced "unofficial" list is left out), and the
// curated scripts/registries/well-known-schemes.json. Top-level domains: IANA's
// list from npm tlds@${sources.tlds.version} (published ${tldsDate}), with the A-label
// (xn--) of each internationalised TLD added.

/** Where a set comes from: its source, the package version, the date of its data and how many entries the source has. */
export interface Registry {
  readonly source: string
  readonly version: string
  readonly date: string
  readonly count: number
}

/** IANA's URI schemes (RFC 7595), lower-case: permanent, provisional and historical. */
export const registeredSchemes: ReadonlySet<string> = ${setOf(schemes)}

/**
 * Schemes written without \`//\` that are not in \`registeredSchemes\`: registered
 * since its snapshot, or in wide use though unregistered (reasons in
 * scripts/registries/well-known-schemes.json).
 */
export const wellKnownSchemes: ReadonlySet<string> = ${setOf(wellKnown)}

/** IANA's top-level domains, lower-case, internationalised ones both in Unicode and as A-labels (\`xn--\`). */
export const topLevelDomains: ReadonlySet<string> = ${setOf(tlds)}

/** Sources, versions, dates (ISO 8601; an interval where estimated) and counts of the registries, for docs and \`--version\`. */
export const registries: {readonly schemes: Registry; readonly tlds: Registry} = {
  schemes: {source: 'IANA URI Schemes registry, npm package schemes', version: ${quote(sources.schemes.version)}, date: ${quote(schemesDate)}, count: ${schemes.length}},
  tlds: {source: 'IANA list of top-level domains, npm package tlds', version: ${quote(sources.tlds.version)}, date: ${quote(tldsDate)}, count: ${asciiTlds.size}}
}
`
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(outputFile, renderRegistries(readSources()))
  console.log(`Wrote ${outputFile}`)
}
