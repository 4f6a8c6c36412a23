/** The built `uri-extract` on a terminal (`script`, util-linux): a progress bar for large input, on stderr only, and only there. */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {bins, root, runBin} from '../../subprocess.ts'

const directory = mkdtempSync(join(tmpdir(), 'uri-extract-'))
afterAll(() => rmSync(directory, {recursive: true, force: true}))

// `script` (util-linux, in every Debian) gives the CLI a terminal, which a spawned process lacks.
const hasScript = spawnSync('script', ['--version']).status === 0

describe('uri-extract', () => {
  it.skipIf(!hasScript)('shows a progress bar on a terminal for large input, and only there', async () => {
    const large = join(directory, 'large.txt')
    writeFileSync(large, 'See <https://example.com/a> and more prose here.\n'.repeat(190_000)) // 9.3 MB
    const output = join(directory, 'large.out')
    const log = join(directory, 'terminal.log')
    const command =
      [process.execPath, bins['uri-extract'], large].map((part) => `'${part}'`).join(' ') + ` > '${output}'`
    const result = spawnSync('script', ['-qec', command, log], {cwd: root, encoding: 'utf8'})
    expect(result.status).toBe(0)
    const terminal = readFileSync(log, 'utf8')
    expect(terminal).toContain('] 100%')
    // The URIs go to stdout untouched by the bar.
    expect(readFileSync(output, 'utf8').split('\n').filter(Boolean)).toHaveLength(190_000)
    // Not on a pipe.
    expect((await runBin('uri-extract', [large], {cwd: root})).stderr).toBe('')
  })
})
