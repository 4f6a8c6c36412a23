/**
 * The ESLint plugin as users install it (`npm install --save-dev eslint
 * @eslint/markdown remark-lint-uri`, from a stand-in registry serving the
 * packed tarballs: registry.ts) with ESLint 9 and 10, the majors the README
 * supports, each in a fresh project, and in the editor:
 * ESLint's language server (`vscode-eslint-language-server` of
 * `vscode-langservers-extracted`, this repository's devDependency) on the
 * fresh project, driven by a scripted LSP client as an editor drives it.
 * The README's `eslint.config.js` and example; the exact output and
 * diagnostics; no password anywhere. Needs the npm registry.
 */
import {execFile, spawnSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import type {DocumentDiagnosticReport} from 'vscode-languageserver-protocol'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {startLanguageServer} from '../remark-lint-uri/server/language-client.ts'
import {execute, type Executed} from './exec.ts'
import {startRegistry, type Registry} from './registry.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = readFileSync(path.join(root, 'packages/remark-lint-uri/README.md'), 'utf8')
const password = 'Kx9Qz7Vb2mWp'
const serverBin = path.join(root, 'node_modules/vscode-langservers-extracted/bin/vscode-eslint-language-server')
const docs = 'https://github.com/urilint/urilint/blob/main/packages/remark-lint-uri/README.md#'

/** The first line of `nvim --version`, or undefined when there is no `nvim` on PATH. */
const nvimVersion = (() => {
  const result = spawnSync('nvim', ['--version'], {encoding: 'utf8'})
  return result.error === undefined && result.status === 0 ? result.stdout.split('\n')[0] : undefined
})()
if (nvimVersion === undefined && process.env.URILINT_REQUIRE_CLIENTS !== undefined)
  throw new Error('nvim is not on the PATH, and URILINT_REQUIRE_CLIENTS is set: install Neovim')

/** A ```` ```<info> ```` block of the README's section `heading`. */
function block(heading: string, info: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`)
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return new RegExp('^```' + info + '\\n([\\s\\S]*?)^```$', 'm').exec(section)![1]!
}

let folder: string
let registry: Registry

function run(file: string, args: readonly string[], cwd: string): Promise<Executed> {
  const env = {
    ...process.env,
    npm_config_registry: registry.url,
    npm_config_cache: path.join(folder, 'npm-cache'),
    npm_config_loglevel: 'error',
    npm_config_update_notifier: 'false',
    GITHUB_ACTIONS: undefined,
    FORCE_COLOR: undefined,
    NO_COLOR: '1'
  }
  return execute(file, args, cwd, env)
}

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-eslint-')))
  const packed = inject('packed')
  registry = await startRegistry((await fs.readdir(packed)).map((file) => path.join(packed, file)))
})

/** A fresh npm project with the README's `eslint.config.js` and example, and ESLint `major`, installed as users install. */
async function install(major: number): Promise<string> {
  const project = path.join(folder, `eslint-${major}`)
  await fs.mkdir(path.join(project, 'docs'), {recursive: true})
  await fs.writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({name: 'docs', private: true, type: 'module'}) + '\n'
  )
  await fs.writeFile(path.join(project, 'eslint.config.js'), block('ESLint', 'js eslint.config.js'))
  await fs.writeFile(path.join(project, 'docs/example.md'), block('ESLint', 'markdown eslint'))
  const installed = await run(
    'npm',
    ['install', '--save-dev', '--no-audit', '--no-fund', `eslint@${major}`, '@eslint/markdown@8', 'remark-lint-uri'],
    project
  )
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`)
  return project
}

afterAll(async () => {
  await registry?.close()
  if (folder !== undefined) await fs.rm(folder, {recursive: true, force: true})
})

describe.each([9, 10])('ESLint %i', (major) => {
  let project: string

  beforeAll(async () => {
    project = await install(major)
  }, 400_000)

  it('is installed with remark-lint-uri from the registry', async () => {
    const eslint = JSON.parse(await fs.readFile(path.join(project, 'node_modules/eslint/package.json'), 'utf8')) as {
      version: string
    }
    expect(eslint.version.split('.')[0]).toBe(String(major))
    expect(registry.fetched.get('remark-lint-uri')).toBeGreaterThanOrEqual(1)
  })

  it('`npx eslint docs` prints what the README shows, and fails the run on the password', async () => {
    const result = await run('npx', ['--no-install', 'eslint', 'docs'], project)
    expect(result.code).toBe(1)
    expect(
      result.stdout
        .replaceAll(project + '/', '')
        .replace(/^\n/, '')
        .replace(/\n$/, '')
    ).toBe(block('ESLint', 'text eslint-output'))
    expect(result.stdout + result.stderr).not.toContain(password)
  })

  it("in ESLint's language server (vscode-eslint-language-server), gives the rules’ diagnostics on the Markdown file, exact, with no password", async () => {
    const uri = pathToFileURL(project).href
    // vscode-eslint's settings, as its VS Code client and nvim-lspconfig send them.
    const settings = {
      validate: 'on',
      packageManager: 'npm',
      useESLintClass: false,
      useFlatConfig: true,
      experimental: {useFlatConfig: false},
      codeAction: {
        disableRuleComment: {enable: true, location: 'separateLine', commentStyle: 'line'},
        showDocumentation: {enable: true}
      },
      codeActionOnSave: {enable: false, mode: 'all'},
      format: false,
      quiet: false,
      onIgnoredFiles: 'off',
      options: {},
      rulesCustomizations: [],
      run: 'onType',
      problems: {shortenToSingleLine: false},
      nodePath: null,
      workingDirectory: {mode: 'location'},
      workspaceFolder: {uri, name: 'project'}
    }
    const server = await startLanguageServer(project, {
      command: [process.execPath, serverBin, '--stdio'],
      capabilities: {workspace: {configuration: true}, textDocument: {diagnostic: {dynamicRegistration: false}}},
      configuration: (params) => params.items.map(() => settings)
    })
    try {
      const text = await fs.readFile(path.join(project, 'docs/example.md'), 'utf8')
      const document = pathToFileURL(path.join(project, 'docs/example.md')).href
      await server.connection.sendNotification('textDocument/didOpen', {
        textDocument: {uri: document, languageId: 'markdown', version: 1, text}
      })
      // The server's diagnostics are pulled (LSP 3.17 `textDocument/diagnostic`), not pushed.
      const report = await server.connection.sendRequest<DocumentDiagnosticReport>('textDocument/diagnostic', {
        textDocument: {uri: document}
      })
      expect(report).toEqual({
        kind: 'full',
        items: [
          {
            message: 'Unexpected `#` in fragment, expected `%23`',
            severity: 2,
            source: 'eslint',
            range: {start: {line: 0, character: 16}, end: {line: 0, character: 47}},
            code: 'uri/no-malformed-uri',
            codeDescription: {href: docs + 'no-malformed-uri'}
          },
          {
            message: 'Unexpected port `6000` (x11) for `http`, expected its default port or one no other protocol uses',
            severity: 2,
            source: 'eslint',
            range: {start: {line: 0, character: 75}, end: {line: 0, character: 79}},
            code: 'uri/no-unsafe-port',
            codeDescription: {href: docs + 'no-unsafe-port'}
          },
          {
            message:
              'Unexpected password in `https://deploy:***@staging.acme-corp.io/`, expected no credentials in the URI',
            severity: 1,
            source: 'eslint',
            range: {start: {line: 2, character: 24}, end: {line: 2, character: 36}},
            code: 'uri/no-uri-password',
            codeDescription: {href: docs + 'no-uri-password'}
          }
        ]
      })
      expect(text.split('\n')[2]!.slice(24, 36)).toBe(password)
      expect(server.logs()).toContain(
        `ESLint library loaded from: ${path.join(project, 'node_modules/eslint/lib/api.js')}`
      )
      const everything = JSON.stringify(report) + server.logs().join('\n') + server.errors()
      expect(everything).not.toContain(password)
    } finally {
      await server.close()
    }
  })

  const nvim = nvimVersion === undefined ? ' (skipped: `nvim` is not on PATH)' : ` (${nvimVersion})`
  it.skipIf(nvimVersion === undefined)(
    'in Neovim on that language server, shows the same diagnostics, with no password' + nvim,
    async () => {
      const state = path.join(folder, `nvim-${major}`)
      const output = path.join(state, 'diagnostics.json')
      await fs.mkdir(state, {recursive: true})
      const xdg = Object.fromEntries(
        ['CONFIG', 'DATA', 'STATE', 'CACHE'].map((kind) => [
          'XDG_' + kind + '_HOME',
          path.join(state, kind.toLowerCase())
        ])
      )
      const result = await new Promise<{code: number | null; written: string}>((resolve) => {
        execFile(
          'nvim',
          [
            '--headless',
            '--clean',
            '-u',
            fileURLToPath(new URL('eslint-server.lua', import.meta.url)),
            'docs/example.md'
          ],
          {
            cwd: project,
            encoding: 'utf8',
            env: {
              ...process.env,
              ...xdg,
              URILINT_NODE: process.execPath,
              URILINT_ESLINT_SERVER: serverBin,
              URILINT_NVIM_OUTPUT: output
            }
          },
          (error, stdout, stderr) =>
            resolve({
              code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
              written: stdout + stderr
            })
        )
      })
      const report = JSON.parse(await fs.readFile(output, 'utf8')) as {error?: string; diagnostics: unknown[]}
      expect({code: result.code, error: report.error}).toEqual({code: 0, error: undefined})
      // 0-based lines and columns; severity 1 error, 2 warning.
      expect(report.diagnostics).toEqual([
        {
          lnum: 0,
          col: 16,
          end_lnum: 0,
          end_col: 47,
          severity: 2,
          code: 'uri/no-malformed-uri',
          source: 'eslint',
          message: 'Unexpected `#` in fragment, expected `%23`'
        },
        {
          lnum: 0,
          col: 75,
          end_lnum: 0,
          end_col: 79,
          severity: 2,
          code: 'uri/no-unsafe-port',
          source: 'eslint',
          message: 'Unexpected port `6000` (x11) for `http`, expected its default port or one no other protocol uses'
        },
        {
          lnum: 2,
          col: 24,
          end_lnum: 2,
          end_col: 36,
          severity: 1,
          code: 'uri/no-uri-password',
          source: 'eslint',
          message:
            'Unexpected password in `https://deploy:***@staging.acme-corp.io/`, expected no credentials in the URI'
        }
      ])
      // Not in Neovim's output or its LSP log (the server's messages and stderr, at INFO).
      const files = await fs.readdir(state, {recursive: true, withFileTypes: true})
      const log = (
        await Promise.all(
          files
            .filter((entry) => entry.isFile())
            .map((entry) => fs.readFile(path.join(entry.parentPath, entry.name), 'utf8'))
        )
      ).join('\n')
      expect(log).toContain('ESLint library loaded from: ' + path.join(project, 'node_modules/eslint/lib/api.js'))
      expect(result.written + log).not.toContain(password)
    }
  )
})
