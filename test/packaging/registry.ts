/**
 * A stand-in npm registry for the tests that install as users do: it serves
 * the packed tarballs of this repository as if they were published (a
 * packument per package, with `dist.tarball` and `dist.integrity`), and
 * passes every other request through to the real registry, so that their
 * dependencies come from where they always do. npm, pre-commit's npm and
 * the Action's npm are pointed at it with `npm_config_registry`.
 */
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import http from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {execFileSync} from 'node:child_process'

export interface Registry {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** The packages it served from the tarballs, by name: how many times each tarball was fetched. */
  fetched: Map<string, number>
  close(): Promise<void>
}

interface Served {
  manifest: Record<string, unknown> & {name: string; version: string}
  tarball: Buffer
  file: string
}

/** Start a registry serving `tarballs` (paths of `.tgz` files) and passing the rest to `upstream`. */
export async function startRegistry(
  tarballs: readonly string[],
  upstream = 'https://registry.npmjs.org/'
): Promise<Registry> {
  const served = new Map<string, Served>()
  for (const file of tarballs) {
    // The manifest inside the tarball, as npm publish would send it.
    const text = execFileSync('tar', ['-xOzf', file, 'package/package.json'], {encoding: 'utf8'})
    const manifest = JSON.parse(text) as Served['manifest']
    served.set(manifest.name, {manifest, tarball: readFileSync(file), file: path.basename(file)})
  }
  const fetched = new Map<string, number>()
  let base = ''

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://registry.invalid')
    const name = decodeURIComponent(url.pathname.slice(1))
    const own = served.get(name)
    if (request.method === 'GET' && own !== undefined) {
      const {manifest, tarball, file} = own
      const packument = {
        name: manifest.name,
        'dist-tags': {latest: manifest.version},
        versions: {
          [manifest.version]: {
            ...manifest,
            _id: `${manifest.name}@${manifest.version}`,
            dist: {
              tarball: `${base}-/tarballs/${file}`,
              integrity: 'sha512-' + createHash('sha512').update(tarball).digest('base64'),
              shasum: createHash('sha1').update(tarball).digest('hex')
            }
          }
        }
      }
      response.writeHead(200, {'content-type': 'application/json'})
      response.end(JSON.stringify(packument))
      return
    }
    if (request.method === 'GET' && url.pathname.startsWith('/-/tarballs/')) {
      const entry = [...served.values()].find((each) => '/-/tarballs/' + each.file === url.pathname)
      if (entry !== undefined) {
        fetched.set(entry.manifest.name, (fetched.get(entry.manifest.name) ?? 0) + 1)
        response.writeHead(200, {'content-type': 'application/octet-stream'})
        response.end(entry.tarball)
        return
      }
    }
    // Anything else: the real registry's answer, as it gave it.
    const headers: Record<string, string> = {}
    if (typeof request.headers.accept === 'string') headers.accept = request.headers.accept
    fetch(new URL(url.pathname.slice(1) + url.search, upstream), {method: request.method ?? 'GET', headers}).then(
      async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer())
        response.writeHead(answer.status, {'content-type': answer.headers.get('content-type') ?? 'application/json'})
        response.end(body)
      },
      (error: unknown) => {
        response.writeHead(502, {'content-type': 'text/plain'})
        response.end(String(error))
      }
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return {
    url: base,
    fetched,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
