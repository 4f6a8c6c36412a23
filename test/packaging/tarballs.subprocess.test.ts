/**
 * The packages as users get them. Once, in a fresh temp folder: the three
 * packed tarballs (test/packaging/pack.ts builds and packs them: publishConfig
 * applied, `workspace:*` written as the version), and install the three tarballs together with plain npm into a fresh project,
 * with TypeScript 5.0 and 5.1 from the registry. Then everything a user
 * does with them: the bins, `--conditions=source`, remark-cli with the
 * rules, a TypeScript user under node16 and bundler resolution, and publint
 * on each package folder. Needs the npm registry.
 */
import {execFile} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const packages = [
  {dir: 'core', name: '@urilint/core', tarball: 'urilint-core'},
  {dir: 'extract', name: '@urilint/extract', tarball: 'urilint-extract'},
  {dir: 'remark-lint-uri', name: 'remark-lint-uri', tarball: 'remark-lint-uri'}
] as const
const version = (JSON.parse(readFileSync(path.join(root, 'packages/core/package.json'), 'utf8')) as {version: string})
  .version
const password = 'Xk29dLq7'

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

/** Run a program to its end (never rejects: the result says how it went). */
function run(
  file: string,
  args: readonly string[],
  options: {cwd: string; env?: Record<string, string | undefined>}
): Promise<Result> {
  // No colour, no GitHub Actions reporter, and npm's warnings about the user's own config left out of stderr.
  const env = {
    ...process.env,
    GITHUB_ACTIONS: undefined,
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    npm_config_loglevel: 'error',
    ...options.env
  }
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {cwd: options.cwd, env: env as NodeJS.ProcessEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null
        resolve({code, stdout, stderr})
      }
    )
  })
}

/** Run a step of the set-up; throws with its output when it fails. */
async function step(
  label: string,
  file: string,
  args: readonly string[],
  options: {cwd: string; env?: Record<string, string | undefined>}
): Promise<Result> {
  const start = performance.now()
  const result = await run(file, args, options)
  timings.push(`${label} ${((performance.now() - start) / 1000).toFixed(1)} s`)
  if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`)
  return result
}

const timings: string[] = []
let folder: string
let project: string
/** The folder of the pnpm 10 binary (publint runs `pnpm pack` by that name). */
let pnpmBin: string
let pnpm: string

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-packaging-')))
  project = path.join(folder, 'project')
  // Built and packed once for the project (test/packaging/pack.ts).
  pnpm = inject('pnpm')
  pnpmBin = path.dirname(pnpm)
  for (const file of await fs.readdir(inject('packed')))
    await fs.copyFile(path.join(inject('packed'), file), path.join(folder, file))

  await fs.mkdir(project)
  await fs.writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({name: 'consumer', private: true, type: 'module'}) + '\n'
  )
  for (const file of await fs.readdir(path.join(root, 'fixtures/packaging/consumer'))) {
    await fs.copyFile(path.join(root, 'fixtures/packaging/consumer', file), path.join(project, file))
  }
  // All three tarballs in one command, so that each `@urilint/*` dependency is met by its tarball.
  const tarballs = packages.map(({tarball}) => `../${tarball}-${version}.tgz`)
  await step(
    'npm install',
    'npm',
    ['install', '--no-audit', '--no-fund', ...tarballs, 'typescript@5.0', 'typescript-5.1@npm:typescript@5.1'],
    {cwd: project}
  )
}, 400_000)

afterAll(async () => {
  if (timings.length > 0) console.log('packaging set-up: ' + timings.join(', '))
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

describe('the tarballs', () => {
  it('one per package, installed from the tarballs, @urilint/core and @urilint/extract included', async () => {
    expect((await fs.readdir(folder)).filter((file) => file.endsWith('.tgz')).sort()).toEqual(
      packages.map(({tarball}) => `${tarball}-${version}.tgz`).sort()
    )
    const lock = JSON.parse(await fs.readFile(path.join(project, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, {version?: string; resolved?: string}>
    }
    for (const {name, tarball} of packages) {
      expect(lock.packages['node_modules/' + name], name).toMatchObject({
        version,
        resolved: `file:../${tarball}-${version}.tgz`
      })
      // No second copy of the package, from the registry, under another one.
      expect(Object.keys(lock.packages).filter((key) => key.endsWith('node_modules/' + name))).toEqual([
        'node_modules/' + name
      ])
    }
  })

  for (const {dir, name} of packages) {
    it(`${name}: the installed manifest has no \`source\` condition, exact versions of its siblings, and every export and bin on disk`, async () => {
      const installed = path.join(project, 'node_modules', name)
      const text = await fs.readFile(path.join(installed, 'package.json'), 'utf8')
      const manifest = JSON.parse(text) as {
        exports: Record<string, unknown>
        bin?: Record<string, string>
        dependencies?: Record<string, string>
        publishConfig?: Record<string, unknown>
      }
      expect(text).not.toContain('"source"')
      expect(text).not.toContain('./src/')
      expect(text).not.toContain('workspace:')
      expect(manifest.publishConfig).toEqual(name.startsWith('@') ? {access: 'public'} : undefined)
      for (const sibling of ['@urilint/core', '@urilint/extract']) {
        if (manifest.dependencies?.[sibling] !== undefined) expect(manifest.dependencies[sibling]).toBe(version)
      }
      const targets: string[] = []
      const collect = (value: unknown): void => {
        if (typeof value === 'string') targets.push(value)
        else if (value !== null && typeof value === 'object') for (const nested of Object.values(value)) collect(nested)
      }
      collect(manifest.exports)
      collect(manifest.bin)
      expect(targets.length).toBeGreaterThan(2)
      expect(targets.filter((target) => !existsSync(path.join(installed, target)))).toEqual([])
      // What is shipped besides dist/ and bin/.
      const top = (await fs.readdir(installed)).sort()
      expect(top).toEqual(
        {
          core: ['CONFORMANCE.md', 'LICENSE', 'README.md', 'dist', 'package.json'],
          extract: ['CONFORMANCE.md', 'LICENSE', 'README.md', 'bin', 'dist', 'package.json'],
          'remark-lint-uri': ['LICENSE', 'README.md', 'bin', 'dist', 'package.json']
        }[dir]
      )
    })
  }

  it('imports with `node --conditions=source` (the condition is the repository’s only)', async () => {
    const specifiers = [
      '@urilint/core',
      '@urilint/core/character',
      '@urilint/extract',
      '@urilint/extract/source-map',
      'remark-lint-uri',
      'remark-lint-uri/processor'
    ]
    const script = `for (const specifier of ${JSON.stringify(specifiers)}) console.log(specifier, Object.keys(await import(specifier)).length > 0)`
    expect(
      await run(process.execPath, ['--conditions=source', '--input-type=module', '-e', script], {cwd: project})
    ).toEqual({
      code: 0,
      stdout: specifiers.map((specifier) => specifier + ' true\n').join(''),
      stderr: ''
    })
    expect(
      await run(
        process.execPath,
        ['--conditions=source', '-e', "import('remark-lint-uri').then((m) => console.log(m.ruleIds.join(' ')))"],
        {cwd: project}
      )
    ).toEqual({
      code: 0,
      stdout: 'no-malformed-uri no-unsafe-port no-uri-password\n',
      stderr: ''
    })
  })
})

describe('packing', () => {
  it('`npm pack` in a package folder refuses, saying to use pnpm (it would ship `workspace:*` and the `source` condition)', async () => {
    for (const {dir} of packages) {
      const result = await run('npm', ['pack', '--dry-run'], {
        cwd: path.join(root, 'packages', dir),
        env: {npm_config_user_agent: undefined}
      })
      expect(result.code, dir).not.toBe(0)
      expect(result.stderr, dir).toContain(
        'This package is packed with pnpm, which writes its workspace dependencies and publishConfig: run `npx -y pnpm@10 pack` here'
      )
    }
  })
})

describe('the installed bins', () => {
  const bin = (name: string) => path.join(project, 'node_modules/.bin', name)

  it('urilint --version (through npx --no-install)', async () => {
    const result = await run('npx', ['--no-install', 'urilint', '--version'], {cwd: project})
    expect({code: result.code, stdout: result.stdout}).toEqual({code: 0, stdout: version + '\n'})
  })

  it('urilint on a Markdown file with a password: exit 1, the report without the password', async () => {
    await fs.writeFile(
      path.join(project, 'deploy.md'),
      `# Deploy\n\nClone [it](https://deploy:${password}@git.acmecorp.io/app.git).\n`
    )
    const result = await run(bin('urilint'), ['deploy.md'], {cwd: project})
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'deploy.md',
        '3:27-3:35 error Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint',
        '',
        '✖ 1 error',
        ''
      ].join('\n')
    })
    expect(result.stdout + result.stderr).not.toContain(password)
  })

  it('uri-extract on a text file: one URI a line, the wrapped one rejoined, the password hidden', async () => {
    await fs.writeFile(
      path.join(project, 'notes.txt'),
      `See <URL:http://example.com/a/very/\n  long/path> and "https://ci:${password}@ci.example.com/hook".\n`
    )
    expect(await run(bin('uri-extract'), ['notes.txt'], {cwd: project})).toEqual({
      code: 0,
      stdout: 'http://example.com/a/very/long/path\nhttps://ci:***@ci.example.com/hook\n',
      stderr: ''
    })
  })

  it('urilint-language-server --help and --version', async () => {
    expect(await run(bin('urilint-language-server'), ['--help'], {cwd: project})).toEqual({
      code: 0,
      stdout:
        'Usage: urilint-language-server --stdio (or --node-ipc, --socket=<port>, --pipe=<name>; --version, --help)\n',
      stderr: ''
    })
    // The packages share one version.
    expect(await run(bin('urilint-language-server'), ['--version'], {cwd: project})).toEqual({
      code: 0,
      stdout: version + '\n',
      stderr: ''
    })
  })
})

describe('remark-cli with the installed rules', () => {
  const remark = path.join(root, 'node_modules/.bin/remark')
  const document = `# Links\n\nClone [it](https://deploy:${password}@git.acmecorp.io/app.git) from\n<gopher://relay.example.com:25/> or https://example.com/a|b.\n`

  it('the preset after remark-gfm in .remarkrc.json: the three rules, exact messages', async () => {
    const cwd = path.join(project, 'preset')
    await fs.mkdir(cwd)
    await fs.writeFile(path.join(cwd, '.remarkrc.json'), '{"plugins": ["remark-gfm", "remark-lint-uri"]}\n')
    await fs.writeFile(path.join(cwd, 'doc.md'), document)
    const result = await run(remark, ['--no-color', '--no-stdout', 'doc.md'], {cwd})
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'doc.md',
        '3:27-3:35 error   Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password  remark-lint',
        '4:29-4:31 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses       no-unsafe-port   remark-lint',
        // Browsers encode a raw `|` themselves: a note (remark-cli counts it, names no kind for it).
        '4:37-4:60 info    Unexpected `|` in path, expected `%7C`                                                                  no-malformed-uri remark-lint',
        '',
        '3 messages (✖ 1 error, ⚠ 1 warning)',
        ''
      ].join('\n')
    })
    expect(result.stderr).not.toContain(password)
  })

  it('rules by name with options: remark-lint-uri/no-unsafe-port and remark-lint-uri/no-uri-password', async () => {
    const cwd = path.join(project, 'rules')
    await fs.mkdir(cwd)
    const configuration = {
      plugins: [
        'remark-gfm',
        'remark-lint',
        ['remark-lint-uri/no-unsafe-port', {allowPorts: [25]}],
        ['remark-lint-uri/no-uri-password', ['warn']]
      ]
    }
    await fs.writeFile(path.join(cwd, '.remarkrc.json'), JSON.stringify(configuration) + '\n')
    await fs.writeFile(path.join(cwd, 'doc.md'), document)
    expect(await run(remark, ['--no-color', '--no-stdout', 'doc.md'], {cwd})).toEqual({
      code: 0,
      stdout: '',
      stderr: [
        'doc.md',
        '3:27-3:35 warning Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI no-uri-password remark-lint',
        '',
        '⚠ 1 warning',
        ''
      ].join('\n')
    })
  })
})

describe('TypeScript users (tsc --noEmit, skipLibCheck: false)', () => {
  const compilers = {
    '5.0': 'node_modules/typescript/bin/tsc',
    '5.1': 'node_modules/typescript-5.1/bin/tsc',
    '5.9': path.join(root, 'node_modules/typescript/bin/tsc')
  }
  const resolutions = {
    node16: {module: 'node16', moduleResolution: 'node16'},
    bundler: {module: 'esnext', moduleResolution: 'bundler'}
  }

  /** Compile one consumer file with its own tsconfig; returns tsc's result. */
  async function compile(
    version: keyof typeof compilers,
    resolution: keyof typeof resolutions,
    file: string,
    options: Record<string, unknown> = {}
  ): Promise<Result> {
    const name = `tsconfig.${path.basename(file, '.ts')}.${version}.${resolution}.json`
    const compilerOptions = {
      ...resolutions[resolution],
      target: 'es2022',
      lib: ['es2022'],
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: false,
      noEmit: true,
      ...options
    }
    await fs.writeFile(path.join(project, name), JSON.stringify({compilerOptions, files: [file]}, null, 2) + '\n')
    return run(process.execPath, [path.resolve(project, compilers[version]), '-p', name], {cwd: project})
  }

  it('the compilers are TypeScript 5.0, 5.1 and the repository’s 5.9', async () => {
    const versions = await Promise.all(
      Object.values(compilers).map(
        async (tsc) => (await run(process.execPath, [path.resolve(project, tsc), '-v'], {cwd: project})).stdout
      )
    )
    expect(versions.map((line) => line.replace(/^Version (\d+\.\d+)\.\d+\n$/, '$1'))).toEqual(['5.0', '5.1', '5.9'])
  })

  for (const version of ['5.0', '5.9'] as const) {
    for (const resolution of ['node16', 'bundler'] as const) {
      it(`@urilint/core and @urilint/extract: TypeScript ${version}, ${resolution}, no @types and no DOM library`, async () => {
        expect(await compile(version, resolution, 'core-extract.ts')).toEqual({code: 0, stdout: '', stderr: ''})
      })
    }
  }

  // vfile's types name the global URL: @types/node or the DOM library provides it; the DOM library comes with each compiler.
  for (const version of ['5.1', '5.9'] as const) {
    for (const resolution of ['node16', 'bundler'] as const) {
      it(`remark-lint-uri: TypeScript ${version}, ${resolution}`, async () => {
        expect(await compile(version, resolution, 'remark.ts', {lib: ['es2022', 'dom']})).toEqual({
          code: 0,
          stdout: '',
          stderr: ''
        })
      })
    }
  }

  it('remark-lint-uri: TypeScript 5.0 fails only on vfile 6’s own declarations (accessor types of 5.1), and passes with skipLibCheck', async () => {
    const strict = await compile('5.0', 'node16', 'remark.ts', {lib: ['es2022', 'dom']})
    expect(strict.code).toBe(2)
    expect(
      [...strict.stdout.matchAll(/^(\S+)\(\d+,\d+\): error (TS\d+)/gm)].map((match) => `${match[1]} ${match[2]}`)
    ).toEqual(['node_modules/vfile/lib/index.d.ts TS2380', 'node_modules/vfile/lib/index.d.ts TS2380'])
    expect(await compile('5.0', 'node16', 'remark.ts', {lib: ['es2022', 'dom'], skipLibCheck: true})).toEqual({
      code: 0,
      stdout: '',
      stderr: ''
    })
  })
})

describe('publint', () => {
  for (const {dir, name} of packages) {
    it(`${name}: no error, warning or suggestion`, async () => {
      const result = await run(path.join(root, 'node_modules/.bin/publint'), [path.join('packages', dir)], {
        cwd: root,
        env: {PATH: pnpmBin + path.delimiter + process.env.PATH}
      })
      expect({...result, stdout: result.stdout.replace(/^Running publint v[\d.]+ /, 'Running publint ')}).toEqual({
        code: 0,
        stdout: `Running publint for ${name}...\nPacking files with \`pnpm pack\`...\nLinting...\nAll good!\n`,
        stderr: ''
      })
    })
  }
})
