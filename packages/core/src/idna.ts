/** The IDNA form of a registered name, as browsers look it up (one place for both `toAscii` and the host's diagnostic). */
import {domainToASCII} from 'node:url'
import {decode} from './encoding.js'

/**
 * The IDNA form (punycode, by Node's UTS #46 `domainToASCII`, the WHATWG
 * URL host parser) of a registered name as written (percent-escapes
 * decoded first), or `undefined` when it has none (a label IDNA refuses).
 */
export function idnaForm(regName: string): string | undefined {
  const ascii = domainToASCII(decode(regName, 'host'))
  return ascii === '' ? undefined : ascii
}
