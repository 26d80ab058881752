import net from 'node:net';

/** [first bytes of the range, prefix length in bits] */
type Range = [number[], number];

// Everything a request from user input must never reach: this host, the local network, link-local
// (cloud metadata at 169.254.169.254), CGNAT, documentation/benchmark ranges, multicast, reserved.
const BLOCKED_V4: Range[] = [
  [[0], 8],
  [[10], 8],
  [[100, 64], 10],
  [[127], 8],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 88, 99], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  [[224], 4],
  [[240], 4],
];

const BLOCKED_V6: Range[] = [
  [[0x00], 96], // ::/96: unspecified, ::1 loopback (checked below), IPv4-compatible (deprecated)
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48], // 64:ff9b:1::/48 local-use NAT64
  [[0x01, 0x00], 64], // 100::/64 discard
  [[0x20, 0x01, 0x00, 0x00], 32], // 2001::/32 Teredo: tunnels to arbitrary IPv4
  [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32 documentation
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function v4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (zone id dropped, embedded dotted quad understood). */
export function v6Bytes(input: string): number[] {
  let ip = input.split('%')[0];
  const tail: number[] = [];
  const dotted = ip.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    tail.push(...v4Bytes(dotted[1]));
    ip = ip.slice(0, -dotted[1].length) + '0:0';
  }
  const [head, rest] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...restGroups];
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g || '0', 16);
    return [(n >> 8) & 0xff, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * True for any address that is not a public unicast address. IPv6 forms that carry an IPv4 address
 * (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that IPv4 address.
 * Anything that is not an IP address at all counts as private: refuse what we cannot classify.
 */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip.split('%')[0]);
  if (family === 4) return BLOCKED_V4.some((r) => inRange(v4Bytes(ip), r));
  if (family !== 6) return true;
  const bytes = v6Bytes(ip);
  const isMapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  const isNat64 = inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96]);
  if (isMapped || isNat64) return isPrivateAddress(bytes.slice(12).join('.'));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPrivateAddress(bytes.slice(2, 6).join('.'));
  return BLOCKED_V6.some((r) => inRange(bytes, r));
}
