/**
 * Choose the packages of the held-out corpus (`corpus-holdout.json`) by the
 * rule written in its `rule`, sharing no package with `corpus.json`:
 *
 * - npm: for each keyword of `npmKeywords` in order, the `npmPerKeyword` most
 *   downloaded packages of a list of the registry's packages with their
 *   monthly downloads (`name<TAB>version<TAB>downloads<TAB>summary`) whose
 *   summary has the keyword as a word, not yet chosen, not in `corpus.json`
 *   nor `pnpm-lock.yaml`, at most 2 per scope.
 * - Debian: for each family of `debianFamilies`, the packages of `apt-cache
 *   pkgnames` that match it, not installed and not in `corpus.json`, in the
 *   order of the SHA-256 of the name, the first `count`, at the candidate
 *   version; `buildCorpus({corpus: 'holdout', pin: true})` then keeps those
 *   that ship Markdown under `usr/share/doc`.
 *
 * `tsx scripts/usefulness/choose-holdout.ts NPM-LIST` writes `npm`, `debian`
 * and `rule` of the manifest (its `files` emptied, to pin again).
 */
import {execFileSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {manifests, type Manifest} from './corpus.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const npmKeywords = [
  'parser',
  'logger',
  'queue',
  'cloud',
  'stream',
  'image',
  'email',
  'template',
  'graphql',
  'websocket',
  'crypto',
  'date',
  'i18n',
  'validation',
  'test',
  'docs',
  'plugin',
  'cache',
  'schema',
  'api'
]
export const npmPerKeyword = 28

export const debianFamilies: {name: string; pattern: RegExp; count: number}[] = [
  {name: 'python3-*', pattern: /^python3-/, count: 150},
  {name: 'librust-*-dev', pattern: /^librust-.*-dev$/, count: 100},
  {name: 'golang-* but golang-github-*-dev', pattern: /^golang-(?!github-.*-dev$)/, count: 60},
  {name: 'php-*', pattern: /^php-/, count: 60},
  {name: 'r-cran-*', pattern: /^r-cran-/, count: 80}
]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export function chooseNpm(list: string, excluded: ReadonlySet<string>): string[] {
  const rows = list
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((row) => row.length >= 4 && row[1] !== '')
    .map(([name, version, downloads, summary]) => ({
      name: name!,
      version: version!,
      downloads: Number(downloads),
      summary: summary!
    }))
    .sort((a, b) => b.downloads - a.downloads || (a.name < b.name ? -1 : 1))
  const chosen: string[] = []
  const names = new Set<string>()
  const scopes = new Map<string, number>()
  for (const keyword of npmKeywords) {
    const word = new RegExp(`(?<![\\w-])${keyword}(?![\\w-])`, 'i')
    let taken = 0
    for (const row of rows) {
      if (taken === npmPerKeyword) break
      if (names.has(row.name) || excluded.has(row.name) || !word.test(row.summary)) continue
      const scope = row.name.startsWith('@') ? row.name.split('/')[0]! : undefined
      if (scope !== undefined && (scopes.get(scope) ?? 0) >= 2) continue
      if (scope !== undefined) scopes.set(scope, (scopes.get(scope) ?? 0) + 1)
      names.add(row.name)
      chosen.push(`${row.name}@${row.version}`)
      taken++
    }
  }
  return chosen
}

function chooseDebian(excluded: ReadonlySet<string>): string[] {
  const all = execFileSync('apt-cache', ['pkgnames'], {encoding: 'utf8', maxBuffer: 1 << 26}).split('\n')
  const installed = new Set(
    execFileSync('dpkg-query', ['-W', '-f', '${Package}\n'], {encoding: 'utf8', maxBuffer: 1 << 26}).split('\n')
  )
  const chosen: string[] = []
  for (const family of debianFamilies) {
    const names = all
      .filter((name) => family.pattern.test(name) && !installed.has(name) && !excluded.has(name))
      .sort((a, b) => (sha256(a) < sha256(b) ? -1 : 1))
      .slice(0, family.count)
    const policy = execFileSync('apt-cache', ['policy', ...names], {encoding: 'utf8', maxBuffer: 1 << 26})
    const candidates = new Map<string, string>()
    let current = ''
    for (const line of policy.split('\n')) {
      if (/^\S.*:$/.test(line)) current = line.slice(0, -1)
      const match = /^\s+Candidate: (\S+)/.exec(line)
      if (match !== null && match[1] !== '(none)') candidates.set(current, match[1]!)
    }
    for (const name of names) if (candidates.has(name)) chosen.push(`${name}=${candidates.get(name)!}`)
  }
  return chosen
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const first = JSON.parse(readFileSync(manifests.main, 'utf8')) as Manifest
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8')
  const locked = new Set([...lock.matchAll(/^ {2}'?(@?[^@\s'/]+(?:\/[^@\s']+)?)@/gm)].map((match) => match[1]!))
  const npmExcluded = new Set([...first.npm.map((spec) => spec.slice(0, spec.lastIndexOf('@'))), ...locked])
  const debianExcluded = new Set(first.debian.map((item) => item.split('=')[0]!))
  const npm = chooseNpm(readFileSync(process.argv[2]!, 'utf8'), npmExcluded)
  const debian = chooseDebian(debianExcluded)
  const rule = [
    'npm: from a list of npm packages with their monthly downloads made on 2026-11-26 (name, latest version, summary), for each keyword in order',
    `(${npmKeywords.join(' ')}),`,
    `the ${npmPerKeyword} most downloaded packages whose summary has the keyword as a word, not yet chosen, not in corpus.json nor pnpm-lock.yaml, at most 2 per scope: ${npm.length} packages at that version.`,
    `Debian (trixie): the packages named ${debianFamilies.map((family) => family.name).join(', ')}, not installed on the machine and not in corpus.json, ordered by the SHA-256 of the name,`,
    `the first ${debianFamilies.map((family) => family.count).join(', ')}, kept when they ship *.md or *.markdown (or .gz) under usr/share/doc, at the version of 2026-11-26.`,
    'Made by scripts/usefulness/choose-holdout.ts; nobody looked at these files before judging them.'
  ]
  writeFileSync(manifests.holdout, JSON.stringify({rule, npm, debian, files: {}}, null, 2) + '\n')
  console.log(`${npm.length} npm and ${debian.length} Debian packages written to ${manifests.holdout}`)
}
