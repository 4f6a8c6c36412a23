/**
 * The README's "From code" example, run as a user runs it: the `js` block
 * as a module in a project that has `remark`, `remark-gfm` and the built
 * `remark-lint-uri` in its `node_modules`, on a `readme.md` with a
 * password and a port of another protocol.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {ended, startNode} from '../subprocess.ts'
import {packageRoot, root, temporaryFolder, writeFiles} from './helpers.ts'

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
  await fs.mkdir(path.join(folder, 'node_modules'))
  for (const name of ['remark', 'remark-gfm'])
    await fs.symlink(path.join(root, 'node_modules', name), path.join(folder, 'node_modules', name))
  await fs.symlink(packageRoot, path.join(folder, 'node_modules/remark-lint-uri'))
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

it('the README’s code example lints readme.md and prints each message, redacted', async () => {
  const readme = await fs.readFile(path.join(packageRoot, 'README.md'), 'utf8')
  const blocks = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)
  expect(blocks).toHaveLength(1)
  await writeFiles(folder, {
    'example.mjs': blocks[0]!,
    'readme.md':
      '# Deploy\n\nClone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git) via <http://git.acmecorp.io:6000/>.\n'
  })
  expect(await ended(startNode(path.join(folder, 'example.mjs'), [], {cwd: folder}))).toEqual({
    code: 0,
    signal: null,
    stdout:
      'readme.md:3:89-3:93: Unexpected port `6000` (x11) for `http`, expected its default port or one no other protocol uses (no-unsafe-port)\n' +
      'readme.md:3:27-3:35: Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI (no-uri-password)\n',
    stderr: ''
  })
})
