/**
 * The README's run command: the three packages at work on the bundled
 * examples. The core on `fixtures/core/examples.txt`, `uri-extract --check`
 * on the example mail, `urilint` on the example docs. Findings are the point,
 * so their exit code 1 is expected; anything else fails the demo.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {inspect, isValid, normalize, redact, resolve, validate} from '@urilint/core'

const root = fileURLToPath(new URL('..', import.meta.url))
const base = 'http://a/b/c/d;p?q'

function heading(text: string): void {
  process.stdout.write(`\n== ${text}\n\n`)
}

heading('@urilint/core on fixtures/core/examples.txt')
const lines = readFileSync(join(root, 'fixtures/core/examples.txt'), 'utf8').split('\n')
for (const line of lines) {
  if (line === '' || line.startsWith('#')) continue
  // Never print a password: the demo shows every URI redacted.
  process.stdout.write(`${redact(line)}\n`)
  process.stdout.write(
    `  valid: ${isValid(line)}; normalized: ${redact(normalize(line))}; against ${base}: ${redact(resolve(base, line))}\n`
  )
  for (const found of [...validate(line), ...inspect(line)]) {
    process.stdout.write(`  ${found.start}-${found.end} ${found.severity} ${found.id}: ${found.message}\n`)
  }
}

let failed = false
function run(title: string, script: string, args: string[]): void {
  heading(title)
  if (!existsSync(join(root, script))) {
    process.stdout.write(`(${script} is not there yet)\n`)
    return
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', script, ...args], {
    cwd: root,
    stdio: 'inherit'
  })
  if (result.status !== 0 && result.status !== 1) failed = true
}

const mail = existsSync(join(root, 'fixtures/mail'))
  ? readdirSync(join(root, 'fixtures/mail'))
      .filter((name) => name.endsWith('.eml'))
      .map((name) => join('fixtures/mail', name))
  : []
run('uri-extract --check on the example mail', 'packages/extract/src/cli/uri-extract.ts', ['--check', ...mail])
run('urilint on the example docs', 'packages/remark-lint-uri/src/cli/urilint.ts', ['fixtures/docs'])

if (failed) {
  process.stderr.write('demo: a command failed (see above)\n')
  process.exitCode = 1
}
