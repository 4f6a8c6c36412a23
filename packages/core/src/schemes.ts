/**
 * Per-scheme facts: default ports and the ports that other protocols use.
 *
 * Default ports come from each scheme's defining document, as listed in the
 * IANA "Uniform Resource Identifier (URI) Schemes" registry
 * (https://www.iana.org/assignments/uri-schemes/), and, for schemes without
 * an RFC, from the IANA "Service Name and Transport Protocol Port Number"
 * registry. The source is given beside each entry.
 */

/**
 * Default port per scheme (lowercase), a scheme's secure variant beside it
 * where there is one. Read it through `defaultPort`.
 */
const defaultPorts: ReadonlyMap<string, number> = new Map([
  ['http', 80],
  ['https', 443], // RFC 9110 4.2.1, 4.2.2
  ['ws', 80],
  ['wss', 443], // RFC 6455 3
  ['ftp', 21], // RFC 1738 3.2
  ['gopher', 70], // RFC 4266 2.1
  ['telnet', 23], // RFC 4248 2
  ['nntp', 119],
  ['news', 119], // RFC 5538 2 (news: with a server)
  ['nntps', 563],
  ['snews', 563], // IANA port registry: nntps
  ['wais', 210], // RFC 4156 2
  ['prospero', 1525], // RFC 4157 2
  ['ldap', 389],
  ['ldaps', 636], // RFC 4516 2; IANA port registry: ldaps
  ['imap', 143],
  ['imaps', 993], // RFC 5092 3; IANA port registry: imaps
  ['pop', 110],
  ['pops', 995], // RFC 2384 3; IANA port registry: pop3s
  ['smtp', 25],
  ['smtps', 465],
  ['submission', 587], // IANA port registry: smtp (RFC 5321), submissions (RFC 8314), submission (RFC 6409)
  ['sip', 5060],
  ['sips', 5061], // RFC 3261 19.1.2
  ['rtsp', 554],
  ['rtsps', 322], // RFC 7826 19.2
  ['coap', 5683],
  ['coaps', 5684], // RFC 7252 6.1, 6.2
  ['xmpp', 5222], // RFC 5122 2.2 (client port)
  ['irc', 6667],
  ['ircs', 6697], // IANA port registry: ircu (draft-butcher-irc-url), ircs-u (RFC 7194)
  ['ssh', 22],
  ['sftp', 22], // IANA port registry: ssh (RFC 4251); draft-ietf-secsh-scp-sftp-ssh-uri 4
  ['git', 9418],
  ['svn', 3690], // IANA port registry: git, svn
  ['rsync', 873], // RFC 5781 2
  ['tftp', 69], // RFC 3617 2
  ['dns', 53], // RFC 4501 2
  ['nfs', 2049], // RFC 2224 2
  ['vnc', 5900], // RFC 7869 2
  ['redis', 6379],
  ['rediss', 6379], // IANA URI schemes (provisional): redis, rediss
  ['postgres', 5432],
  ['postgresql', 5432], // IANA port registry: postgresql
  ['mysql', 3306],
  ['mongodb', 27_017], // IANA port registry: mysql, mongodb
  ['amqp', 5672],
  ['amqps', 5671], // IANA port registry: amqp, amqps
  ['mqtt', 1883],
  ['mqtts', 8883], // IANA port registry: mqtt, secure-mqtt
  ['afp', 548], // RFC 5481 (IANA port registry: afpovertcp)
  ['sieve', 4190] // RFC 5804 3
])

/** Schemes whose empty path means `/` (RFC 3986 6.2.3; RFC 9110 4.2.3; RFC 6455 3). */
export const emptyPathIsRoot: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss'])

/**
 * Schemes whose host is a name of the DNS or an IP address (RFC 9110 4.2, RFC 6455 3, RFC 1738 3.2): not
 * `onedrive://some_dir` or `udisks://by-id-…`, whose "host" is a name of the scheme's own.
 */
export const dnsHostSchemes: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'ftps'])

/**
 * The WHATWG Fetch Standard's "bad port" list with each port's service as the
 * table gives it. Source: https://fetch.spec.whatwg.org/#port-blocking
 * (whatwg/fetch fetch.bs at commit 586cd2a4, 2026-07-02; port 0 added
 * 2025-08-11, 4190 and 6679 on 2024-03-26). Browsers refuse these ports for
 * HTTP(S) because a request there could speak to another protocol (RFC 3986 7.2).
 */
export const badPorts: ReadonlyMap<number, string | undefined> = new Map<number, string | undefined>([
  [0, undefined],
  [1, 'tcpmux'],
  [7, 'echo'],
  [9, 'discard'],
  [11, 'systat'],
  [13, 'daytime'],
  [15, 'netstat'],
  [17, 'qotd'],
  [19, 'chargen'],
  [20, 'ftp-data'],
  [21, 'ftp'],
  [22, 'ssh'],
  [23, 'telnet'],
  [25, 'smtp'],
  [37, 'time'],
  [42, 'name'],
  [43, 'nicname'],
  [53, 'domain'],
  [69, 'tftp'],
  [77, undefined],
  [79, 'finger'],
  [87, undefined],
  [95, 'supdup'],
  [101, 'hostname'],
  [102, 'iso-tsap'],
  [103, 'gppitnp'],
  [104, 'acr-nema'],
  [109, 'pop2'],
  [110, 'pop3'],
  [111, 'sunrpc'],
  [113, 'auth'],
  [115, 'sftp'],
  [117, 'uucp-path'],
  [119, 'nntp'],
  [123, 'ntp'],
  [135, 'epmap'],
  [137, 'netbios-ns'],
  [139, 'netbios-ssn'],
  [143, 'imap'],
  [161, 'snmp'],
  [179, 'bgp'],
  [389, 'ldap'],
  [427, 'svrloc'],
  [465, 'submissions'],
  [512, 'exec'],
  [513, 'login'],
  [514, 'shell'],
  [515, 'printer'],
  [526, 'tempo'],
  [530, 'courier'],
  [531, 'chat'],
  [532, 'netnews'],
  [540, 'uucp'],
  [548, 'afp'],
  [554, 'rtsp'],
  [556, 'remotefs'],
  [563, 'nntps'],
  [587, 'submission'],
  [601, 'syslog-conn'],
  [636, 'ldaps'],
  [989, 'ftps-data'],
  [990, 'ftps'],
  [993, 'imaps'],
  [995, 'pop3s'],
  [1719, 'h323gatestat'],
  [1720, 'h323hostcall'],
  [1723, 'pptp'],
  [2049, 'nfs'],
  [3659, 'apple-sasl'],
  [4045, 'npp'],
  [4190, 'sieve'],
  [5060, 'sip'],
  [5061, 'sips'],
  [6000, 'x11'],
  [6566, 'sane-port'],
  [6665, 'ircu'],
  [6666, 'ircu'],
  [6667, 'ircu'],
  [6668, 'ircu'],
  [6669, 'ircu'],
  [6679, 'osaut'],
  [6697, 'ircs-u'],
  [10_080, 'amanda']
])

/** The default port of a scheme (any case), or `undefined` (RFC 3986 3.2.3, 6.2.3). */
export function defaultPort(scheme: string): number | undefined {
  return defaultPorts.get(scheme.toLowerCase())
}
