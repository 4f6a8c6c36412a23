/**
 * The three tools of the accuracy report, all asked the same job: URIs with
 * a scheme in plain text (no schemeless `example.com`, no bare e-mail).
 *
 * - `ours`: `extract(text)` of `@urilint/extract` (the workspace source),
 *   default options; the string is `uri` (wrappers and line breaks of a
 *   rejoined URI removed), placed at `start`. Never cached.
 * - `linkify-it`: `new LinkifyIt().set({fuzzyLink: false, fuzzyEmail: false})`,
 *   `match(text)`; the string is `raw` (as written), placed at `index`. It
 *   still finds `mailto:` and protocol-relative `//host` links: kept.
 * - `uri-find`: Perl's URI::Find through scripts/accuracy/uri-find.pl; the
 *   string is its original text (inside `<…>` it removes whitespace, so a
 *   wrapped URI comes back joined, as ours), placed at its first character.
 *
 * Findings of linkify-it and URI::Find are cached per corpus, keyed by the
 * corpus's hash and the tool's version.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {extract} from '@urilint/extract'
import {LinkifyIt} from 'linkify-it'
import {cacheDir, type Corpus} from './corpora.ts'

export type ToolName = 'ours' | 'linkify-it' | 'uri-find'

export const toolNames: readonly ToolName[] = ['ours', 'linkify-it', 'uri-find']

export const toolLabels: Record<ToolName, string> = {
  ours: '@urilint/extract',
  'linkify-it': 'linkify-it',
  'uri-find': 'URI::Find'
}

/** One finding: the index of the corpus text, the UTF-16 offset of its start, the string. */
export interface Finding {
  text: number
  start: number
  uri: string
}

/** A tool that can run here, or why it cannot. */
export type Tool =
  {name: ToolName; version: string; run: (corpus: Corpus) => Finding[]} | {name: ToolName; missing: string}

const here = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

export function loadTools(): Tool[] {
  return [oursTool(), linkifyTool(), uriFindTool()]
}

function oursTool(): Tool {
  return {
    name: 'ours',
    version: 'workspace',
    run: (corpus) =>
      corpus.texts.flatMap(({text}, index) =>
        extract(text).map((uri) => ({text: index, start: uri.start, uri: uri.uri}))
      )
  }
}

function linkifyTool(): Tool {
  const version = (require('linkify-it/package.json') as {version: string}).version
  const linkify = new LinkifyIt().set({fuzzyLink: false, fuzzyEmail: false})
  return {
    name: 'linkify-it',
    version,
    run: (corpus) =>
      cached(corpus, 'linkify-it', version, () =>
        corpus.texts.flatMap(({text}, index) =>
          (linkify.match(text) ?? []).map((match) => ({text: index, start: match.index, uri: match.raw}))
        )
      )
  }
}

const uriFindScript = path.join(here, 'uri-find.pl')

function uriFindTool(): Tool {
  const probe = spawnSync('perl', [uriFindScript, '--version'], {encoding: 'utf8'})
  if (probe.error !== undefined) return {name: 'uri-find', missing: 'perl is not installed'}
  if (probe.status !== 0)
    return {
      name: 'uri-find',
      missing: 'the Perl module URI::Find is not installed (Debian: apt-get install liburi-find-perl)'
    }
  const helper = createHash('sha256').update(readFileSync(uriFindScript)).digest('hex').slice(0, 12)
  const version = `${probe.stdout.trim()} (helper ${helper})`
  return {name: 'uri-find', version, run: (corpus) => cached(corpus, 'uri-find', version, () => runUriFind(corpus))}
}

/** Run the Perl helper on the corpus texts written as UTF-8 files; its character offsets made UTF-16 offsets. */
function runUriFind(corpus: Corpus): Finding[] {
  const dir = path.join(cacheDir(), 'texts', corpus.name)
  rmSync(dir, {recursive: true, force: true})
  mkdirSync(dir, {recursive: true})
  const files = corpus.texts.map(({text}, index) => {
    const file = path.join(dir, `${String(index).padStart(5, '0')}.txt`)
    writeFileSync(file, text)
    return file
  })
  const output = execFileSync('perl', [uriFindScript, ...files], {encoding: 'utf8', maxBuffer: 1 << 28})
  rmSync(dir, {recursive: true, force: true})

  const found: Finding[] = []
  const toUtf16 = corpus.texts.map(({text}) => utf16Offsets(text))
  for (const line of output.split('\n')) {
    if (line === '') continue
    const {doc, start, text} = JSON.parse(line) as {doc: number; start: number; text: string}
    found.push({text: doc, start: toUtf16[doc]!(start), uri: text})
  }
  return found
}

/** A function from code point offsets in `text` to UTF-16 offsets. */
function utf16Offsets(text: string): (codePoint: number) => number {
  // Offsets of the astral characters, in code points: each adds one UTF-16 unit after it.
  const astral: number[] = []
  let codePoint = 0
  for (let index = 0; index < text.length; index++, codePoint++) {
    const code = text.charCodeAt(index)
    if (code >= 0xd8_00 && code <= 0xdb_ff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc_00 && next <= 0xdf_ff) {
        astral.push(codePoint)
        index++
      }
    }
  }
  if (astral.length === 0) return (offset) => offset
  return (offset) => {
    let low = 0
    let high = astral.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (astral[middle]! < offset) low = middle + 1
      else high = middle
    }
    return offset + low
  }
}

/** A tool's findings on a corpus, from the cache when the corpus and the version are the same. */
function cached(corpus: Corpus, tool: ToolName, version: string, run: () => Finding[]): Finding[] {
  const key = createHash('sha256').update(`${corpus.hash}\0${tool}\0${version}`).digest('hex').slice(0, 16)
  const dir = path.join(cacheDir(), 'findings')
  const file = path.join(dir, `${corpus.name}-${tool}-${key}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Finding[]
  const found = run()
  mkdirSync(dir, {recursive: true})
  writeFileSync(file, JSON.stringify(found))
  return found
}
