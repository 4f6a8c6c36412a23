/**
 * Marks a file as linted by urilint's own processor (the `urilint` CLI and
 * `urilint-language-server`): only then may a finding that touches a
 * password carry `expected` (`***`, the in-place redaction). Those tools
 * name a fix by its replacement alone; others quote the text they replace
 * (unified-language-server, and so vscode-remark: "Replace `<password>`
 * with `***`").
 */
import type {Root} from 'mdast'
import type {VFile} from 'vfile'

declare module 'vfile' {
  interface DataMap {
    /** Set by `remark-lint-uri/processor`: fixes of password findings are safe to offer. */
    urilintQuickFixes: boolean
  }
}

/** unified plugin: set `file.data.urilintQuickFixes`, in a transformer that runs before the rules (attached after it). */
export function remarkUriQuickFixes(): (tree: Root, file: VFile) => undefined {
  return function (_, file) {
    file.data.urilintQuickFixes = true
  }
}
