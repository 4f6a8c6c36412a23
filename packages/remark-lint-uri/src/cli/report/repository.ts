/**
 * The repository a run belongs to. GitHub attaches an annotation or a code
 * scanning alert to a file by its path in the repository, so the `github` and
 * `sarif` reports name files from the repository root, wherever `urilint`
 * ran (`urilint docs/` in `sub/` reports `sub/docs/a.md`).
 */
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import type {LintResult} from '../results.js'

/**
 * The repository root of `cwd`: `GITHUB_WORKSPACE` when set (the checkout
 * GitHub Actions resolves paths against), else the nearest folder at or above
 * `cwd` holding `.git` (a folder, or the file of a worktree or submodule),
 * else `cwd`.
 */
export function repositoryRoot(cwd: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const start = path.resolve(cwd)
  const workspace = env.GITHUB_WORKSPACE
  if (workspace !== undefined && workspace !== '') return path.resolve(start, workspace)
  for (let current = start; ; current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, '.git'))) return current
    if (path.dirname(current) === current) return start
  }
}

/**
 * The file of `result` relative to `root`, with `/` separators; `undefined`
 * when it is outside `root` (then no repository path names it).
 */
export function pathInRepository(root: string, result: Pick<LintResult, 'path' | 'cwd'>): string | undefined {
  const absolute = path.resolve(result.cwd, result.path)
  const relative = inside(path.resolve(root), absolute)
  if (relative !== undefined) return relative
  // The same folders under other names (a symbolic link to the checkout, macOS's /tmp): compare real
  // paths, of the file's folder only (a file that is a link keeps its own name).
  const realRoot = realPath(root)
  const realFolder = realPath(path.dirname(absolute))
  if (realRoot === undefined || realFolder === undefined) return undefined
  return inside(realRoot, path.join(realFolder, path.basename(absolute)))
}

function realPath(file: string): string | undefined {
  try {
    return fs.realpathSync(file)
  } catch {
    return undefined
  }
}

function inside(root: string, file: string): string | undefined {
  const relative = path.relative(root, file)
  if (relative === '' || relative.startsWith('..' + path.sep) || relative === '..' || path.isAbsolute(relative))
    return undefined
  return relative.split(path.sep).join('/')
}
