/**
 * The rules in the other hosts over real Markdown (`../shared/bench/markdown/`),
 * in-process, each host with and without the rules, interleaved round by
 * round (the fastest round of each, and the medians' ratio; the target is
 * met when both are within it):
 *
 * 1. markdownlint (`lint`, markdownlint-cli2 0.18's): its default rules, the
 *    same plus a custom rule that does nothing (markdownlint's own price of
 *    any custom rule), and plus `remark-lint-uri/markdownlint`, which builds
 *    the mdast once per file, of the chunks of it that can hold a finding,
 *    compiled from markdownlint's micromark tokens (markdownlint/tree.ts,
 *    markdownlint/compile.ts; parsed again only where those differ).
 * 2. ESLint (`Linter`): @eslint/markdown's recommended rules on its GFM
 *    language with YAML front matter, then the same plus
 *    `remark-lint-uri/eslint`'s recommended config. The rules read the tree
 *    ESLint already parsed.
 *
 * Target: the rules add at most 15% to each host's own run.
 *
 * Run alone with `tsx --conditions=source bench/hosts.ts [eslint|markdownlint]`.
 */
import {existsSync} from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import markdown from '@eslint/markdown'
import {Linter} from 'eslint'
import {lint} from 'markdownlint/promise'
import uri from 'remark-lint-uri/eslint'
import uriRules from 'remark-lint-uri/markdownlint'
import {median, root, sharedDir} from './harness.ts'

const corpus = path.join(sharedDir, 'bench/markdown')

/** Benchmark both hosts with and without the rules; skips with a message when the corpus is absent. */
export async function runHostsBench(only?: string): Promise<void> {
  console.log('\n## remark-lint-uri in ESLint and markdownlint\n')
  if (!existsSync(corpus)) {
    console.log(`skipped: no Markdown corpus at ${corpus}`)
    return
  }
  const documents: Array<{path: string; value: string}> = []
  for (const entry of await fs.readdir(corpus, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue
    const file = path.join(entry.parentPath, entry.name)
    documents.push({path: file, value: await fs.readFile(file, 'utf8')})
  }
  documents.sort((a, b) => a.path.localeCompare(b.path))
  const bytes = documents.reduce((sum, document) => sum + Buffer.byteLength(document.value), 0)
  console.log(`corpus: ${documents.length} files, ${(bytes / 1e6).toFixed(1)} MB (${path.relative(root, corpus)})`)

  const language: Linter.Config = {files: ['**/*.md'], language: 'markdown/gfm', languageOptions: {frontmatter: 'yaml'}}
  const eslintHost: Linter.Config[] = [...markdown.configs.recommended, language]
  const eslintWith: Linter.Config[] = [...eslintHost, uri.configs.recommended]
  // The corpus as the base path: files outside it match no configuration.
  const linter = new Linter({configType: 'flat', cwd: corpus})
  // @eslint/markdown 8.0.3's own rules throw on a few files (then ESLint throws in turn, calling
  // `getLoc` on a node without a position): those are left out of both runs. Found when ESLint is
  // measured, after markdownlint: ESLint's heap would make every other run's garbage cost more.
  const broken = new Set<string>()
  const findBroken = () => {
    for (const document of documents) {
      try {
        linter.verify(document.value, eslintHost, document.path)
      } catch {
        broken.add(document.path)
      }
    }
    console.log(`ESLint: ${broken.size} files where @eslint/markdown's rules throw, left out`)
  }
  const eslintRun = (config: Linter.Config[]) => async () => {
    let count = 0
    for (const document of documents)
      if (!broken.has(document.path)) count += linter.verify(document.value, config, document.path).length
    return count
  }

  const markdownlintRun = (customRules: unknown[]) => async () => {
    let count = 0
    // In batches, as markdownlint-cli2 lints files (`lint` takes them all at once).
    for (let index = 0; index < documents.length; index += 100) {
      const strings = Object.fromEntries(
        documents.slice(index, index + 100).map((document) => [document.path, document.value])
      )
      const results = await lint({strings, customRules: customRules as never, config: {default: true}})
      for (const list of Object.values(results)) count += list.length
    }
    return count
  }
  // Any custom rule costs markdownlint something of its own (it then freezes its tokens): this one does nothing.
  const nothing = [{names: ['nothing'], description: 'nothing', tags: ['bench'], parser: 'micromark', function() {}}]

  const hosts = [
    {
      host: 'markdownlint, default rules',
      // Its rounds are short (10 s) and spread by 10 to 20%: five of them.
      rounds: 5,
      setup() {},
      contenders: [
        {name: 'without', run: markdownlintRun([])},
        {name: '+ a custom rule that does nothing', run: markdownlintRun(nothing)},
        {name: "+ remark-lint-uri's rules", run: markdownlintRun(uriRules)}
      ]
    },
    {
      host: 'ESLint, @eslint/markdown recommended',
      rounds: 3,
      setup: findBroken,
      contenders: [
        {name: 'without', run: eslintRun(eslintHost)},
        {name: "+ remark-lint-uri's rules", run: eslintRun(eslintWith)}
      ]
    }
  ]
  for (const {host, rounds, setup, contenders} of hosts) {
    if (only !== undefined && !host.toLowerCase().startsWith(only)) continue
    setup()
    const times = contenders.map(() => [] as number[])
    const counts = contenders.map(() => 0)
    for (let round = 0; round < rounds; round++) {
      for (const [index, contender] of contenders.entries()) {
        const start = process.hrtime.bigint()
        counts[index] = await contender.run()
        times[index]!.push(Number(process.hrtime.bigint() - start) / 1e6)
      }
    }
    console.log(host + ':')
    const base = Math.min(...times[0]!)
    const baseMedian = median(times[0]!)
    for (const [index, contender] of contenders.entries()) {
      const best = Math.min(...times[index]!)
      const added =
        index === 0 ? '' : `: ${percent(best / base - 1)} (medians ${percent(median(times[index]!) / baseMedian - 1)})`
      console.log(
        `  ${contender.name}`.padEnd(40) + `${seconds(best)}${added}  rounds: ${times[index]!.map(seconds).join(', ')}`
      )
    }
    // The fastest rounds' ratio, and the medians': one lucky round of either side moves the first.
    const overhead = (Math.min(...times.at(-1)!) / base - 1) * 100
    const overheadMedian = (median(times.at(-1)!) / baseMedian - 1) * 100
    const met = overhead <= 15 && overheadMedian <= 15
    console.log(
      `  the rules add ${overhead.toFixed(1)}% (medians ${overheadMedian.toFixed(1)}%) to the host's own run ` +
        `(target: at most 15%) ${met ? 'ok' : 'MISSED'}; ${counts.at(-1)! - counts[0]!} findings of ours`
    )
  }
}

function percent(ratio: number): string {
  return (ratio >= 0 ? '+' : '') + (ratio * 100).toFixed(1) + '%'
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2) + ' s'
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runHostsBench(process.argv[2])
}
