#!/usr/bin/env node
// `urilint` of the remark-lint-uri this hook depends on (pre-commit links only this package's bins).
import {createRequire} from 'node:module'
import path from 'node:path'
import {pathToFileURL} from 'node:url'

const manifest = createRequire(import.meta.url).resolve('remark-lint-uri/package.json')
await import(pathToFileURL(path.join(path.dirname(manifest), 'bin/urilint.js')).href)
