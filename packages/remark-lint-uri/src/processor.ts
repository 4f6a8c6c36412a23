/**
 * The processor of the CLI and the language server: remark-parse, plus plain
 * text for `.txt` and `.eml`. Rules, GFM and front matter come from the
 * configuration (the preset when there is none).
 */
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {remarkUriPlainText} from './plain-text.ts'

/** A frozen processor; unified-engine calls it for a fresh copy per file. */
export const processor = unified().use(remarkParse).use(remarkUriPlainText).freeze()
