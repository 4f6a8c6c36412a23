/**
 * `@urilint/core` throughput against fast-uri, uri-js and Node's WHATWG
 * `URL`, in one process, on the same corpus:
 *
 * - parse: ours validates and records every component's offsets in one
 *   pass; the peers' `parse` (and `new URL`) do their own kind of both.
 * - resolve: a fixed base with relative references derived from the corpus.
 * - normalize: every corpus URI.
 *
 * Targets (issue 2): parse >= 2,000,000 URIs/s, >= 5x fast-uri, above
 * `new URL`; resolve >= 1,000,000/s.
 */
import {isValid, normalize, parse, resolve, split} from '@urilint/core'
import fastUri from 'fast-uri'
import * as uriJs from 'uri-js'
import {
  consumed,
  formatRate,
  measure,
  printTable,
  urlCorpus,
  type Contender,
  type MeasureOptions,
  type Rate
} from './harness.ts'

/** The base every derived reference is resolved against. */
export const resolveBase = 'https://bench.example/a/b/c/d;p?q'

/**
 * Relative references derived from the corpus, in turn: path + query,
 * `../` + last segment, `../../` + last two, the last segment alone,
 * a network-path reference, and `?query` / `#fragment` forms.
 */
export function relativeReferences(urls: readonly string[]): string[] {
  return urls.map((url, index) => {
    const {authority, path, query, fragment} = split(url)
    const q = query === undefined ? '' : '?' + query
    const segments = path.split('/').filter((s) => s !== '')
    const last = segments.at(-1) ?? 'x'
    switch (index % 7) {
      case 0:
        return (path.startsWith('/') ? path : '/' + path) + q
      case 1:
        return '../' + last + q
      case 2:
        return '../../' + segments.slice(-2).join('/')
      case 3:
        return './' + last
      case 4:
        return (
          '//' +
          (authority === undefined || authority === '' ? 'host.example' : authority) +
          (path.startsWith('/') ? path : '/' + path)
        )
      case 5:
        return q === '' ? '?page=' + index : q
      default:
        return fragment === undefined ? last + '#top' : '#' + fragment
    }
  })
}

/** Inputs every contender takes without throwing (a throw would end the run); says how many were dropped. */
function usable<T>(contenders: ReadonlyArray<Contender<T>>, inputs: readonly T[]): T[] {
  const kept = inputs.filter((input) =>
    contenders.every((contender) => {
      try {
        contender.run(input)
        return true
      } catch {
        return false
      }
    })
  )
  if (kept.length < inputs.length) {
    console.log(
      `  note: ${inputs.length - kept.length} of ${inputs.length} inputs dropped for ${contenders.map((c) => c.name).join(' / ')}: one of them throws on them`
    )
  }
  return kept
}

interface Section {
  operation: string
  target: string
  rates: Rate[]
}

function row(section: Section, ours: Rate, rate: Rate): string[] {
  return [
    section.operation,
    rate.name,
    formatRate(rate.perSecond),
    rate === ours ? '1.00' : (ours.perSecond / rate.perSecond).toFixed(2) + 'x',
    rate === ours ? section.target : ''
  ]
}

/** Run the core benchmarks and print a table of median rates and ratios. */
export async function runCoreBench(options: MeasureOptions = {}): Promise<Rate[]> {
  const {file, urls} = urlCorpus()
  const invalid = urls.filter((url) => !isValid(url, {as: 'uri'}))
  const references = relativeReferences(urls)
  const pairs = references.map((reference) => [resolveBase, reference] as const)
  console.log(`core: ${urls.length} URIs from ${file}`)
  if (invalid.length > 0)
    console.log(`  note: @urilint/core rejects ${invalid.length} corpus lines, e.g. ${JSON.stringify(invalid[0])}`)
  console.log(`  node ${process.version}, ${options.rounds ?? 7} rounds, median URIs/second\n`)

  const parsers: Array<Contender<string>> = [
    {name: '@urilint/core parse', run: (input) => parse(input)},
    {name: 'fast-uri parse', run: (input) => fastUri.parse(input)},
    {name: 'uri-js parse', run: (input) => uriJs.parse(input)},
    {name: 'new URL', run: (input) => new URL(input)}
  ]
  const resolvers: Array<Contender<readonly [string, string]>> = [
    {name: '@urilint/core resolve', run: ([base, reference]) => resolve(base, reference)},
    {name: 'fast-uri resolve', run: ([base, reference]) => fastUri.resolve(base, reference)},
    {name: 'uri-js resolve', run: ([base, reference]) => uriJs.resolve(base, reference)},
    {name: 'new URL(ref, base).href', run: ([base, reference]) => new URL(reference, base).href}
  ]
  const normalizers: Array<Contender<string>> = [
    {name: '@urilint/core normalize', run: (input) => normalize(input)},
    {name: 'fast-uri normalize', run: (input) => fastUri.normalize(input)},
    {name: 'uri-js normalize', run: (input) => uriJs.normalize(input)}
  ]

  const sections: Section[] = [
    {
      operation: 'parse + validate + offsets',
      target: '>= 2,000,000/s, >= 5x fast-uri, > new URL',
      rates: measure(parsers, usable(parsers, urls), options)
    },
    {operation: 'resolve', target: '>= 1,000,000/s', rates: measure(resolvers, usable(resolvers, pairs), options)},
    {operation: 'normalize', target: '', rates: measure(normalizers, usable(normalizers, urls), options)}
  ]

  const rows: string[][] = []
  for (const section of sections) {
    const ours = section.rates[0]!
    for (const rate of section.rates) rows.push(row(section, ours, rate))
  }
  printTable(
    ['operation', 'library', 'URIs/s', 'ours/theirs', 'target'],
    rows,
    (column) => column === 2 || column === 3
  )

  const [parseRates, resolveRates] = sections as [Section, Section, Section]
  const ourParse = parseRates.rates[0]!.perSecond
  const checks: Array<[string, boolean]> = [
    ['parse >= 2,000,000/s', ourParse >= 2_000_000],
    ['parse >= 5x fast-uri', ourParse >= 5 * parseRates.rates[1]!.perSecond],
    ['parse > new URL', ourParse > parseRates.rates[3]!.perSecond],
    ['resolve >= 1,000,000/s', resolveRates.rates[0]!.perSecond >= 1_000_000]
  ]
  console.log('\n' + checks.map(([name, ok]) => `${ok ? 'met' : 'MISSED'}: ${name}`).join('\n'))
  console.log(`(results consumed: ${consumed()})\n`)
  return sections.flatMap((section) => section.rates)
}
