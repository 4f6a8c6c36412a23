/**
 * The title of a quick fix of urilint-language-server, from its edit alone
 * (unified-language-server's own title quotes the replaced text: for
 * `no-uri-password`, the password). Its own module, without the server's
 * side effects, so that tests can build titles as the server does.
 */
import type {CodeAction} from 'vscode-languageserver'

/** "Replace with `<new text>`" (or "Remove the flagged text"), or the action's own title when it has no edit. */
export function titleOf(action: CodeAction): string {
  const edits = Object.values(action.edit?.changes ?? {}).flat()
  const text = edits[0]?.newText
  return text === undefined ? action.title : text === '' ? 'Remove the flagged text' : 'Replace with `' + text + '`'
}
