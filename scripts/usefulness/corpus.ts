/**
 * The corpus of the usefulness report: real Markdown nobody on the project
 * wrote or tuned on, pinned by `corpus.json` (the packages, their versions and
 * the SHA-256 of every file) and built into the cache (`cacheDir()`), never
 * into the repository:
 *
 * - `npm/<name>@<version>/<path>`: the `*.md` and `*.markdown` files (README,
 *   CHANGELOG, docs; not under `node_modules/`) of the npm packages of
 *   `corpus.json`, fetched with `npm pack`.
 * - `debian/<name>_<version>/<path>`: the `*.md`, `*.markdown` and their `.gz`
 *   under `usr/share/doc` of the Debian packages of `corpus.json`, fetched
 *   with `apt-get download` and unpacked with `dpkg-deb -x` (nothing is
 *   installed), `.gz` undone.
 *
 * `corpus.json`'s `rule` says how the packages were chosen. A file whose hash
 * differs from the pinned one is left out with a message, so a judgment is
 * never applied to other text.
 */
import {execFileSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import {homedir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gunzipSync} from 'node:zlib'

export interface Manifest {
  rule: string[]
  npm: string[]
  debian: string[]
  files: Record<string, string>
}

export interface Corpus {
  /** Which corpus: `main` (`corpus.json`) or `holdout` (`corpus-holdout.json`). */
  name: CorpusName
  /** Its manifest file. */
  manifest: string
  /** The folder the keys are relative to. */
  dir: string
  /** Corpus-relative paths (`npm/…`, `debian/…`), sorted. */
  files: string[]
  bytes: number
  npmPackages: number
  debianPackages: number
  /** Files pinned but missing or changed. */
  missing: string[]
}

/**
 * `main`: the first corpus, which the engine was tuned while looking at;
 * `holdout`: a second one chosen by another rule with no package in common,
 * nobody looked at before judging it. Each has its own manifest, judgments
 * and cache, so the two never mix.
 */
export type CorpusName = 'main' | 'holdout'

export const corpusNames: readonly CorpusName[] = ['main', 'holdout']

const here = path.dirname(fileURLToPath(import.meta.url))
export const manifests: Record<CorpusName, string> = {
  main: path.join(here, 'corpus.json'),
  holdout: path.join(here, 'corpus-holdout.json')
}

/** The cache of a corpus: `main`'s is the folder below, `holdout`'s the same name with `-holdout`. */
export function cacheDir(name: CorpusName = 'main'): string {
  const suffix = name === 'main' ? '' : `-${name}`
  if (process.env.URILINT_USEFULNESS_CACHE) return path.resolve(process.env.URILINT_USEFULNESS_CACHE + suffix)
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache')
  return path.join(base, 'urilint-usefulness' + suffix)
}

export function readManifest(name: CorpusName = 'main'): Manifest {
  return JSON.parse(readFileSync(manifests[name], 'utf8')) as Manifest
}

const markdownName = /\.(?:md|markdown)$/i

/**
 * Build what is missing of the corpus, then check every file against the
 * manifest (`pin` writes the hashes instead, and keeps of its Debian packages
 * those that ship Markdown).
 */
export function buildCorpus(options: {corpus?: CorpusName; pin?: boolean; log?: (line: string) => void} = {}): Corpus {
  const name = options.corpus ?? 'main'
  const log = options.log ?? ((line: string) => console.log(line))
  const manifest = readManifest(name)
  const cache = cacheDir(name)
  const dir = path.join(cache, 'files')
  mkdirSync(dir, {recursive: true})
  fetchNpm(manifest.npm, cache, dir, log)
  fetchDebian(manifest.debian, cache, dir, log)

  const found = [...walk(path.join(dir, 'npm')), ...walk(path.join(dir, 'debian'))]
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .sort()
  const pinned = options.pin ? undefined : manifest.files
  const files: string[] = []
  const missing: string[] = []
  const hashes: Record<string, string> = {}
  let bytes = 0
  for (const file of found) {
    const content = readFileSync(path.join(dir, file))
    const hash = createHash('sha256').update(content).digest('hex')
    if (pinned !== undefined && pinned[file] !== hash) continue
    hashes[file] = hash
    files.push(file)
    bytes += content.length
  }
  if (pinned !== undefined) for (const file of Object.keys(pinned)) if (hashes[file] === undefined) missing.push(file)
  const packages = (prefix: string) =>
    new Set(files.filter((file) => file.startsWith(prefix)).map((file) => file.split('/')[1]))
  if (options.pin) {
    const shipping = packages('debian/')
    const debian = manifest.debian.filter((item) => shipping.has(item.replace('=', '_')))
    writeFileSync(manifests[name], JSON.stringify({...manifest, debian, files: hashes}, null, 2) + '\n')
  }
  return {
    name,
    manifest: manifests[name],
    dir,
    files,
    bytes,
    npmPackages: packages('npm/').size,
    debianPackages: packages('debian/').size,
    missing
  }
}

/** `npm pack` in batches of what is not yet unpacked, then the Markdown members of each tarball. */
function fetchNpm(specs: readonly string[], cache: string, dir: string, log: (line: string) => void): void {
  const tarballs = path.join(cache, 'tarballs')
  mkdirSync(tarballs, {recursive: true})
  const todo = specs.filter((spec) => !existsSync(path.join(dir, 'npm', spec)))
  if (todo.length > 0) log(`  npm pack of ${todo.length} packages into ${tarballs} …`)
  for (let index = 0; index < todo.length; index += 50) {
    const batch = todo.slice(index, index + 50)
    const output = execFileSync('npm', ['pack', '--json', '--silent', ...batch], {
      cwd: tarballs,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const packed = JSON.parse(output) as {name: string; version: string; filename: string}[]
    for (const {name, version, filename} of packed) {
      const target = path.join(dir, 'npm', `${name}@${version}`)
      const tarball = path.join(tarballs, filename)
      const members = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8', maxBuffer: 1 << 28})
        .split('\n')
        .filter((member) => markdownName.test(member) && !member.includes('node_modules/') && member.includes('/'))
      rmSync(target + '.part', {recursive: true, force: true})
      mkdirSync(target + '.part', {recursive: true})
      if (members.length > 0)
        execFileSync('tar', [
          '--warning=no-unknown-keyword',
          '-xzf',
          tarball,
          '-C',
          target + '.part',
          '--strip-components=1',
          '--',
          ...members
        ])
      renameSync(target + '.part', target)
    }
  }
}

/** `apt-get download` of what is not yet unpacked, then the Markdown under `usr/share/doc`. */
function fetchDebian(packages: readonly string[], cache: string, dir: string, log: (line: string) => void): void {
  const debs = path.join(cache, 'debs')
  mkdirSync(debs, {recursive: true})
  const todo = packages.filter((item) => !existsSync(path.join(dir, 'debian', item.replace('=', '_'))))
  if (todo.length === 0) return
  log(`  apt-get download of ${todo.length} packages into ${debs} …`)
  execFileSync('apt-get', ['download', ...todo], {cwd: debs, stdio: ['ignore', 'ignore', 'pipe']})
  const files = readdirSync(debs)
  for (const item of todo) {
    const [name, version] = item.split('=') as [string, string]
    // apt names the file with the version's `:` encoded.
    const deb = files.find(
      (file) => file.startsWith(`${name}_${version.replace(':', '%3a')}_`) && file.endsWith('.deb')
    )
    if (deb === undefined) throw new Error(`apt-get download ${item} gave no .deb`)
    const unpacked = path.join(debs, 'root')
    rmSync(unpacked, {recursive: true, force: true})
    execFileSync('dpkg-deb', ['-x', path.join(debs, deb), unpacked])
    const target = path.join(dir, 'debian', `${name}_${version}`)
    rmSync(target + '.part', {recursive: true, force: true})
    mkdirSync(target + '.part', {recursive: true})
    const docs = path.join(unpacked, 'usr', 'share', 'doc')
    for (const file of walk(docs)) {
      const relative = path.relative(docs, file)
      const zipped = relative.endsWith('.gz')
      const plain = zipped ? relative.slice(0, -3) : relative
      if (!markdownName.test(plain)) continue
      const destination = path.join(target + '.part', plain)
      mkdirSync(path.dirname(destination), {recursive: true})
      if (zipped) writeFileSync(destination, gunzipSync(readFileSync(file)))
      else copyFileSync(file, destination)
    }
    renameSync(target + '.part', target)
  }
  rmSync(path.join(debs, 'root'), {recursive: true, force: true})
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}
