/**
 * Neovim, headless, with the README's snippet (its `cmd` replaced by the
 * built server): the diagnostics it shows are exact and nothing it
 * wrote (output, LSP log) holds the password. Before 0.11, init.lua runs the
 * snippet on a polyfill of `vim.lsp.config`/`vim.lsp.enable`.
 * Skipped when `nvim` is not on PATH, unless URILINT_REQUIRE_CLIENTS=1 (CI).
 */
import {spawn, spawnSync} from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {fixtures, packageRoot, temporaryFolder} from '../helpers.ts'
import {serverCommand} from './language-client.ts'

const secret = 'Qz7wKx4mRt9bN'
const document = `# Deploy

Push to [the repo](https://deploy:${secret}@git.acmecorp.io/app.git).

See <gopher://mail.example.com:25/>.
`

/** The first line of `nvim --version` (`NVIM v0.7.2`), or undefined when there is no `nvim` on PATH. */
const nvimVersion = (() => {
  const result = spawnSync('nvim', ['--version'], {encoding: 'utf8'})
  return result.error === undefined && result.status === 0 ? result.stdout.split('\n')[0] : undefined
})()
const required = process.env.URILINT_REQUIRE_CLIENTS === '1'

/** The README's Neovim snippet, with `cmd` the built server. */
async function readmeSnippet(): Promise<string> {
  const readme = await fs.readFile(path.join(packageRoot, 'README.md'), 'utf8')
  const editors = readme.slice(readme.indexOf('\n## Editors\n'))
  const block = /\n```lua\n([\s\S]*?)\n```\n/.exec(editors.slice(0, editors.indexOf('\n## ', 1)))
  if (block === null)
    throw new Error('Unexpected README without a `lua` block in its Editors section, expected the Neovim snippet')
  const readmeCommand = "cmd = {'npx', 'urilint-language-server', '--stdio'},"
  expect(block[1]!.split(readmeCommand)).toHaveLength(2)
  const command = serverCommand.map((part) => JSON.stringify(part)).join(', ')
  return block[1]!.replace(readmeCommand, 'cmd = {' + command + '},') + '\n'
}

/** Every file under `folder`, as text. */
async function readAll(folder: string): Promise<string> {
  const entries = await fs.readdir(folder, {recursive: true, withFileTypes: true})
  const texts = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFile(path.join(entry.parentPath, entry.name), 'utf8'))
  )
  return texts.join('\n')
}

describe('Neovim', () => {
  let folder: string

  beforeEach(async () => {
    folder = await temporaryFolder()
  })

  afterEach(async () => {
    await fs.rm(folder, {recursive: true, force: true})
  })

  const name =
    nvimVersion !== undefined
      ? ` (${nvimVersion})`
      : required
        ? ' (`nvim` is not on PATH, and URILINT_REQUIRE_CLIENTS=1 requires it)'
        : ' (skipped: `nvim` is not on PATH; URILINT_REQUIRE_CLIENTS=1 makes this fail instead)'
  it.skipIf(nvimVersion === undefined && !required)(
    'headless, with the README snippet, shows the exact diagnostics and no password' + name,
    async () => {
      if (nvimVersion === undefined)
        throw new Error(
          'Unexpected missing `nvim` with URILINT_REQUIRE_CLIENTS=1, expected Neovim on PATH (apt-get install neovim)'
        )
      const state = path.join(folder, 'state')
      const workspace = path.join(folder, 'docs')
      await fs.mkdir(workspace)
      await fs.writeFile(path.join(workspace, 'package.json'), '{"private": true}\n')
      await fs.writeFile(path.join(workspace, 'deploy.md'), document)
      await fs.writeFile(path.join(folder, 'urilint.lua'), await readmeSnippet())
      const output = path.join(folder, 'diagnostics.json')

      // Config, data, state, cache and log (lsp.log) in the temp folder, read below.
      const xdg = Object.fromEntries(
        ['CONFIG', 'DATA', 'STATE', 'CACHE'].map((kind) => [
          'XDG_' + kind + '_HOME',
          path.join(state, kind.toLowerCase())
        ])
      )
      const child = spawn(
        'nvim',
        ['--headless', '--clean', '-u', path.join(fixtures, 'editors/init.lua'), 'deploy.md'],
        {
          cwd: workspace,
          env: {
            ...process.env,
            ...xdg,
            URILINT_NVIM_CONFIG: path.join(folder, 'urilint.lua'),
            URILINT_NVIM_OUTPUT: output
          },
          stdio: ['ignore', 'pipe', 'pipe']
        }
      )
      let written = ''
      child.stdout.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')))
      child.stderr.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')))
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))

      const result = JSON.parse(await fs.readFile(output, 'utf8')) as {error?: string; diagnostics: unknown[]}
      expect({code, error: result.error}).toEqual({code: 0, error: undefined})
      // 0-based lines and byte columns; severity 1 error, 2 warning; in the order the rules ran.
      expect(result.diagnostics).toEqual([
        {
          lnum: 4,
          col: 31,
          end_lnum: 4,
          end_col: 33,
          severity: 2,
          code: 'no-unsafe-port',
          source: 'remark-lint',
          message:
            'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses\n' +
            'RFC 3986 7.2: a client sent here could speak to another protocol; browsers block this port (Fetch, bad ports); see https://www.rfc-editor.org/rfc/rfc3986#section-7.2'
        },
        {
          lnum: 2,
          col: 34,
          end_lnum: 2,
          end_col: 47,
          severity: 1,
          code: 'no-uri-password',
          source: 'remark-lint',
          message:
            'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI\n' +
            "The password is of a real secret's strength, on a host of the Internet; RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; see https://www.rfc-editor.org/rfc/rfc3986#section-7.5"
        }
      ])
      expect(document.split('\n')[2]!.slice(34, 47)).toBe(secret)
      // Not in Neovim's output, its LSP log (the server's messages and stderr, at INFO) or the report.
      const log = await readAll(state)
      expect(log).toContain(
        'urilint-language-server: no `remark-lint-uri/processor` installed in the workspace, using its own'
      )
      const everything = written + log + JSON.stringify(result)
      expect(everything).not.toContain(secret)
      expect(everything).not.toContain('    at ')
    }
  )
})
