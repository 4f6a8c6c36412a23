/**
 * The three bins when their import fails. Each bin is copied into a package
 * folder of its own (the bins only reach `../dist` and `../src`), so that a
 * checkout (src/ there) or an install (no src/) can be set up without
 * touching the repository's dist/. Only the built entry missing in a
 * checkout gets the build hint; any other failed import is reported as
 * itself on one line with exit 2; an error of the program is thrown.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

const bins = [
  {
    name: 'urilint',
    bin: 'packages/remark-lint-uri/bin/urilint.js',
    entry: 'dist/cli/urilint.js',
    source: 'src/cli/urilint.ts'
  },
  {
    name: 'uri-extract',
    bin: 'packages/extract/bin/uri-extract.js',
    entry: 'dist/cli/uri-extract.js',
    source: 'src/cli/uri-extract.ts'
  },
  {
    name: 'urilint-language-server',
    bin: 'packages/remark-lint-uri/bin/urilint-language-server.js',
    entry: 'dist/server/language-server.js',
    source: 'src/server/language-server.ts'
  }
] as const

let folder: string

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-bins-')))
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** A package folder holding the bin and `files`; returns its path. */
async function setUp(name: string, bin: string, files: Record<string, string>): Promise<string> {
  const pkg = await fs.mkdtemp(path.join(folder, name + '-'))
  const all: Record<string, string> = {'package.json': '{"type": "module"}\n', ...files}
  all['bin/' + path.basename(bin)] = await fs.readFile(path.join(root, bin), 'utf8')
  for (const [file, value] of Object.entries(all)) {
    await fs.mkdir(path.dirname(path.join(pkg, file)), {recursive: true})
    await fs.writeFile(path.join(pkg, file), value)
  }
  return pkg
}

function run(pkg: string, bin: string): {code: number | null; stdout: string; stderr: string} {
  const result = spawnSync(process.execPath, [path.join(pkg, 'bin', path.basename(bin)), '--help'], {
    cwd: pkg,
    encoding: 'utf8'
  })
  return {code: result.status, stdout: result.stdout, stderr: result.stderr}
}

for (const {name, bin, entry, source} of bins) {
  describe(name, () => {
    it('in a checkout without dist/: says to build, exit 2', async () => {
      const pkg = await setUp(name, bin, {[source]: '// the sources\n'})
      expect(run(pkg, bin)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${name}: dist/ is missing: run \`pnpm build\` first\n`
      })
    })

    it('installed without its built entry: the missing file, not the build hint, exit 2', async () => {
      const pkg = await setUp(name, bin, {})
      expect(run(pkg, bin)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${name}: Cannot find module '${path.join(pkg, entry)}' imported from ${path.join(pkg, 'bin', path.basename(bin))}\n`
      })
    })

    it('a dependency missing, even in a checkout: that package, one line, exit 2', async () => {
      const pkg = await setUp(name, bin, {
        [source]: '// the sources\n',
        [entry]: "import 'urilint-missing-dependency'\n"
      })
      expect(run(pkg, bin)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${name}: Cannot find package 'urilint-missing-dependency' imported from ${path.join(pkg, entry)}\n`
      })
    })

    it('a module of the build missing: that module, one line, exit 2', async () => {
      const pkg = await setUp(name, bin, {[source]: '// the sources\n', [entry]: "import './gone.js'\n"})
      expect(run(pkg, bin)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${name}: Cannot find module '${path.join(pkg, path.dirname(entry), 'gone.js')}' imported from ${path.join(pkg, entry)}\n`
      })
    })

    it('an export missing from a dependency (mismatched versions): the linker’s message, one line, exit 2', async () => {
      const pkg = await setUp(name, bin, {[entry]: "import {nothing} from 'node:fs'\nnothing()\n"})
      expect(run(pkg, bin)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${name}: The requested module 'node:fs' does not provide an export named 'nothing'\n`
      })
    })

    it('an error of the program itself is thrown as is (exit 1, stack trace), never called a missing module', async () => {
      const pkg = await setUp(name, bin, {
        [source]: '// the sources\n',
        [entry]: "throw new Error('the program failed')\n"
      })
      const result = run(pkg, bin)
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('Error: the program failed\n    at file://' + path.join(pkg, entry))
      expect(result.stderr).not.toContain(name + ':')
    })
  })
}

describe('urilint, loaded', () => {
  it('hands the arguments to runAsProgram (which sets the exit code and says any failure in one redacted line)', async () => {
    const pkg = await setUp('urilint', bins[0].bin, {
      [bins[0].entry]:
        "export function runAsProgram(argv) {\n  process.stdout.write(JSON.stringify(argv) + '\\n')\n  process.exitCode = 3\n}\n"
    })
    expect(run(pkg, bins[0].bin)).toEqual({code: 3, stdout: '["--help"]\n', stderr: ''})
  })
})
