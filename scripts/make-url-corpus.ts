/**
 * Write `bench/corpus/urls.txt`: a deterministic corpus of varied absolute
 * URIs for `pnpm bench` when `../shared` is not there. Every line is built
 * from the RFC 3986 Appendix A grammar (so it is a valid `URI`), is ASCII,
 * and is also accepted by WHATWG `new URL()`, so every parser under test
 * can take all of it. Run: `tsx --conditions=source scripts/make-url-corpus.ts`.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {isValid} from '@urilint/core'

const count = 3000
const output = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'corpus', 'urls.txt')

/** mulberry32: a small seeded PRNG, so the corpus is the same on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const random = prng(3986)
const int = (below: number): number => Math.floor(random() * below)
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
const chance = (p: number): boolean => random() < p

const words = [
  'api',
  'docs',
  'blog',
  'news',
  'shop',
  'static',
  'cdn',
  'media',
  'files',
  'search',
  'mail',
  'wiki',
  'dev',
  'beta',
  'status',
  'account',
  'users',
  'login',
  'images',
  'assets',
  'v1',
  'v2',
  'download',
  'release',
  'archive',
  'index',
  'about',
  'contact',
  'help',
  'support',
  'products',
  'category',
  'item',
  'cart',
  'checkout',
  'report',
  'data',
  'feed',
  'rss',
  'tags',
  'project',
  'repo',
  'issues',
  'pulls',
  'commits',
  'tree',
  'main',
  'src',
  'lib',
  'test',
  'example'
]
const tlds = ['com', 'org', 'net', 'io', 'dev', 'edu', 'gov', 'co.uk', 'de', 'fr', 'jp', 'example', 'test']
const extensions = ['', '', '', '.html', '.htm', '.php', '.json', '.xml', '.txt', '.pdf', '.png', '.tar.gz', '.md']
const unreservedExtra = ['-', '_', '.', '~']
const subDelims = ['!', '$', "'", '(', ')', '*', '+', ',', ';', '=']

/** A word, sometimes with digits, an unreserved mark or a percent-encoded octet (RFC 3986 2.1-2.3). */
function token(): string {
  let text = pick(words)
  if (chance(0.2)) text += String(int(1000))
  if (chance(0.1)) text += pick(unreservedExtra) + pick(words)
  if (chance(0.06)) text += '%' + pick(['20', '2F', 'C3%A9', 'E2%82%AC', '3A', '40', '7E'])
  return text
}

/** reg-name: dotted labels (3.2.2). */
function regName(): string {
  const labels: string[] = []
  if (chance(0.6)) labels.push(pick(['www', 'api', 'cdn', 'docs', 'mail', 'static', 'en', 'm']))
  labels.push(pick(words) + (chance(0.3) ? '-' + pick(words) : ''))
  return labels.join('.') + '.' + pick(tlds)
}

function ipv4(): string {
  return [int(223) + 1, int(256), int(256), int(255) + 1].join('.')
}

/** One of the IPv6address forms, with and without `::` and an embedded IPv4 (3.2.2). */
function ipv6(): string {
  const group = (): string => int(0x1_00_00).toString(16)
  switch (int(4)) {
    case 0:
      return Array.from({length: 8}, group).join(':')
    case 1:
      return '2001:db8::' + group()
    case 2:
      return '::ffff:' + ipv4()
    default:
      return 'fe80::' + group() + ':' + group()
  }
}

function host(): string {
  const kind = random()
  if (kind < 0.85) return regName()
  if (kind < 0.95) return ipv4()
  return '[' + ipv6() + ']'
}

/** path-abempty: `/` segments (3.3), with some sub-delims, `:` and `@`. */
function path_(depth: number): string {
  let text = ''
  for (let index = 0; index < depth; index++) {
    let segment = token()
    if (chance(0.05)) segment += pick(subDelims) + pick(words)
    if (chance(0.03)) segment += ':' + pick(words)
    if (chance(0.02)) segment = '@' + segment
    text += '/' + segment
  }
  if (depth > 0 && chance(0.5)) text += pick(extensions)
  else if (chance(0.3)) text += '/'
  return text
}

/** A query of `key=value` pairs (3.4: `/` and `?` allowed too). */
function query(): string {
  const pairs: string[] = []
  const length = 1 + int(4)
  for (let index = 0; index < length; index++) {
    let value = chance(0.15) ? pick(words) + '/' + pick(words) : token()
    if (chance(0.05)) value += '?' + pick(words)
    pairs.push(pick(words) + '=' + value)
  }
  return pairs.join(pick(['&', '&', '&', ';']))
}

function fragment(): string {
  return pick([
    'top',
    'section-' + int(20),
    pick(words),
    'L' + int(400) + '-L' + int(400),
    '/' + pick(words) + '/' + pick(words)
  ])
}

/** An absolute URI of a varied scheme, with the parts that scheme usually has. */
function uri(): string {
  const kind = random()
  if (kind < 0.07)
    return (
      'mailto:' +
      pick(words) +
      (chance(0.3) ? '.' + pick(words) : '') +
      '@' +
      regName() +
      (chance(0.2) ? '?subject=' + token() : '')
    )
  if (kind < 0.1)
    return (
      'urn:' + pick(['isbn', 'ietf:rfc', 'uuid', 'example']) + ':' + (chance(0.5) ? String(1000 + int(9000)) : token())
    )
  if (kind < 0.12) return 'tel:+' + (1 + int(98)) + '-' + (100 + int(900)) + '-' + (1000 + int(9000))
  if (kind < 0.17) return 'file://' + (chance(0.7) ? '' : regName()) + path_(1 + int(5))
  const scheme =
    kind < 0.5 ? 'https' : kind < 0.8 ? 'http' : pick(['ftp', 'ws', 'wss', 'ldap', 'git+ssh', 'svn', 'example', 'coap'])
  let text = scheme + '://'
  if (chance(0.06)) text += pick(words) + (chance(0.5) ? ':' + token() : '') + '@'
  text += host()
  if (chance(0.1)) text += ':' + pick(['8080', '8443', '3000', '21', '22', '443', '80', String(1024 + int(60000))])
  text += path_(int(6))
  if (chance(0.35)) text += '?' + query()
  if (chance(0.12)) text += '#' + fragment()
  return text
}

const seen = new Set<string>()
while (seen.size < count) {
  const candidate = uri()
  if (seen.has(candidate)) continue
  new URL(candidate) // throws if WHATWG does not take it
  if (!isValid(candidate, {as: 'uri'})) throw new Error('@urilint/core rejects a grammar-built URI: ' + candidate)
  seen.add(candidate)
}
mkdirSync(path.dirname(output), {recursive: true})
writeFileSync(output, [...seen].join('\n') + '\n')
console.log(`wrote ${seen.size} URIs to ${path.relative(process.cwd(), output)}`)
