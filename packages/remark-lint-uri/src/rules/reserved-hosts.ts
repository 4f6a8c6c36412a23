/**
 * Hosts that no real service answers on for a reader: names reserved for
 * documentation and testing (RFC 2606, RFC 6761, IANA's IDN test names), the local machine
 * (`localhost`, loopback addresses) and the address blocks reserved for
 * documentation (RFC 5737, RFC 3849). A password on one of them is an
 * example, not a leak.
 */
import {decode, type Host} from '@urilint/core'

/** RFC 2606 3: second-level names reserved for examples. */
const exampleDomains = ['example.com', 'example.net', 'example.org']
/** RFC 2606 2, RFC 6761 6: top-level names reserved for testing, examples, invalid names and the local machine. */
const reservedTopLevel = ['example', 'test', 'invalid', 'localhost']
/**
 * The IDN test top-level names IANA delegated in 2007 (".test" in eleven
 * languages, removed from the root in 2013), in Unicode and ASCII forms: the
 * WHATWG URL spec and Node's docs still use `測試` in examples.
 */
const idnTestTopLevel = [
  '測試',
  'xn--g6w251d',
  '测试',
  'xn--0zwm56d',
  'テスト',
  'xn--zckzah',
  'испытание',
  'xn--80akhbyknj4f',
  'परीक्षा',
  'xn--11b5bs3a9aj6g',
  'δοκιμή',
  'xn--jxalpdlp',
  '실험',
  'xn--9t4b11yi5a',
  'טעסט',
  'xn--deba0ad',
  'آزمایشی',
  'xn--hgbk6aj7f53bba',
  'إختبار',
  'xn--kgbechtv',
  'பரிட்சை',
  'xn--hlcj6aya9esc7a'
]
/** RFC 5737: IPv4 blocks for documentation (TEST-NET-1, -2, -3), as dotted prefixes. */
const documentationIpv4 = ['192.0.2.', '198.51.100.', '203.0.113.']

/** Whether `host` is reserved for documentation or is the local machine. */
export function isReservedHost(host: Host): boolean {
  switch (host.kind) {
    case 'reg-name': {
      let name = decode(host.value, 'host').toLowerCase()
      if (name.endsWith('.')) name = name.slice(0, -1)
      // The last label: the top-level name, or the whole of a one-label host (`localhost`, `測試`).
      const topLevel = name.slice(name.lastIndexOf('.') + 1)
      if (reservedTopLevel.includes(topLevel) || idnTestTopLevel.includes(topLevel)) return true
      return exampleDomains.some((domain) => name === domain || name.endsWith('.' + domain))
    }
    case 'ipv4': {
      // 127.0.0.0/8 is loopback (RFC 1122 3.2.1.3).
      return host.value.startsWith('127.') || documentationIpv4.some((prefix) => host.value.startsWith(prefix))
    }
    case 'ipv6': {
      const address = host.value.slice(1, -1).toLowerCase()
      // ::1 is loopback; 2001:db8::/32 is for documentation (RFC 3849).
      return address === '::1' || address === '0:0:0:0:0:0:0:1' || /^2001:0?db8:/.test(address)
    }
    default: {
      return false
    }
  }
}

/**
 * The RFC that keeps the address `host` off the public Internet, if it does:
 * private IPv4 blocks (RFC 1918), link-local ones (RFC 3927), the
 * unspecified address (RFC 1122 3.2.1.3), unique local IPv6 (RFC 4193) and
 * link-local IPv6 (RFC 4291 2.5.6). A password on one of them reaches only
 * a private network: documentation's `amqp://admin:…@172.16.0.4`.
 */
export function privateAddress(host: Host): string | undefined {
  if (host.kind === 'ipv4') {
    const [first = 0, second = 0] = host.value.split('.', 2).map(Number)
    if (first === 10 || (first === 172 && second >= 16 && second <= 31) || (first === 192 && second === 168))
      return 'RFC 1918'
    if (first === 169 && second === 254) return 'RFC 3927'
    if (first === 0) return 'RFC 1122'
    return undefined
  }
  if (host.kind === 'ipv6') {
    const address = host.value.slice(1, -1).toLowerCase()
    // Only zeros: the unspecified address `::`.
    if (/^[0:]+$/.test(address)) return 'RFC 4291'
    // The first 16 bits: fc00::/7 is unique local, fe80::/10 link-local.
    const first = address.startsWith(':') ? 0 : Number.parseInt(address.slice(0, address.indexOf(':')), 16)
    if ((first & 0xfe_00) === 0xfc_00) return 'RFC 4193'
    if ((first & 0xff_c0) === 0xfe_80) return 'RFC 4291'
  }
  return undefined
}
