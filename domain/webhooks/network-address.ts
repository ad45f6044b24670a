/**
 * Which addresses a webhook may be delivered to (docs/api/webhooks.md#addresses): public unicast
 * only. Everything an attacker could aim a webhook at inside the network is refused: loopback,
 * private ranges, link-local, shared address space (CGNAT), unspecified, multicast, reserved,
 * the cloud metadata endpoints, and IPv6 forms that carry one of those IPv4 addresses.
 */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'metadata'
  | 'not-an-address';

/** The class of an IPv4 or IPv6 address in text form; a zone (`%eth0`) does not change it. */
export function classifyAddress(text: string): AddressClass {
  const v4 = parseIpv4(text);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(text.replace(/%.*$/, ''));
  return v6 ? classifyIpv6(v6) : 'not-an-address';
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((part) => (/^(0|[1-9][0-9]{0,2})$/.test(part) ? Number(part) : Number.NaN));
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

function classifyIpv4([a, b, c, d]: number[]): AddressClass {
  const [x = 0, y = 0, z = 0, w = 0] = [a, b, c, d];
  if (x === 169 && y === 254 && z === 169 && w === 254) return 'metadata';
  if (x === 127) return 'loopback';
  if (x === 0) return x + y + z + w === 0 ? 'unspecified' : 'reserved';
  if (x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168)) return 'private';
  if (x === 169 && y === 254) return 'link-local';
  if (x === 100 && y >= 64 && y <= 127) return 'shared';
  if (x >= 224 && x <= 239) return 'multicast';
  // 240/4 and the broadcast address; 192.0.0/24 (protocol assignments); 198.18/15 (benchmarking).
  if (x >= 240 || (x === 192 && y === 0 && z === 0) || (x === 198 && (y === 18 || y === 19))) {
    return 'reserved';
  }
  return 'public';
}

/** Eight 16-bit groups, or undefined when the text is not an IPv6 address. */
function parseIpv6(text: string): number[] | undefined {
  if (!text.includes(':')) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}

/** The groups of one side of `::`; a dotted IPv4 address may end it, as two groups. */
function groups(text: string): number[] | undefined {
  if (text === '') return [];
  const parts = text.split(':');
  const out: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4) return undefined;
      out.push(v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!);
    } else if (/^[0-9a-fA-F]{1,4}$/.test(part)) {
      out.push(Number.parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return out;
}

function classifyIpv6(g: number[]): AddressClass {
  const first = g[0]!;
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  const embedded = () => classifyIpv4([g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255]);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return embedded();
  if (first === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return embedded();
  if (first === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((group) => group === 0) && g[7] === 0x254) {
    return 'metadata';
  }
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  // Site-local (deprecated, fec0::/10) and the documentation range 2001:db8::/32.
  if ((first & 0xffc0) === 0xfec0 || (first === 0x2001 && g[1] === 0x0db8)) return 'reserved';
  return 'public';
}
