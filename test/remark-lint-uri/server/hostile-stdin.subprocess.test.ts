/**
 * urilint-language-server --stdio on what no client sends: it ends in one
 * line and exit 2 instead of buffering without a bound (on /dev/zero its
 * memory grew until the machine ran out).
 */
import {spawn} from 'node:child_process'
import {openSync, closeSync} from 'node:fs'
import {expect, it} from 'vitest'
import {serverCommand} from './language-client.ts'

function runServer(stdin: number | 'pipe', input?: string): Promise<{code: number | null; stderr: string}> {
  const [program, ...args] = serverCommand
  const child = spawn(program!, args, {stdio: [stdin, 'pipe', 'pipe']})
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  if (input !== undefined) child.stdin!.end(input)
  return new Promise((resolve) => child.on('exit', (code) => resolve({code, stderr})))
}

it.skipIf(process.platform === 'win32')(
  '/dev/zero on stdin: one line, exit 2',
  async () => {
    const zero = openSync('/dev/zero', 'r')
    try {
      expect(await runServer(zero)).toEqual({
        code: 2,
        stderr:
          'urilint-language-server: Unexpected 8192 bytes without the empty line that ends a header, expected the Language Server Protocol (`Content-Length: N`, an empty line, N bytes)\n'
      })
    } finally {
      closeSync(zero)
    }
  },
  60_000
)

it('a Content-Length of terabytes: one line, exit 2, before any of it is read', async () => {
  expect(await runServer('pipe', 'Content-Length: 9000000000000\r\n\r\n{')).toEqual({
    code: 2,
    stderr: 'urilint-language-server: Unexpected message of 9000000000000 bytes, expected at most 134217728\n'
  })
}, 60_000)
