/**
 * How results name files: relative to the working folder, with `/`
 * separators. The CLI matches worker results by it, so every place builds it
 * here. (Its own module: the CLI's main process must not load the linter.)
 */
import path from 'node:path'

/** `file` relative to `cwd`, with `/` separators. */
export function relativePath(cwd: string, file: string): string {
  return path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join('/')
}
