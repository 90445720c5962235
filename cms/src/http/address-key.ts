import { isIP } from 'net';

/**
 * The key a client's address is limited by. An IPv4 address (also written IPv4-mapped, `::ffff:a.b.c.d`) is
 * its own key; an IPv6 address is keyed by its /64, the network one subscriber gets: counting each of its
 * 2^64 addresses apart would let one client take a fresh bucket per request.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const written = address.includes('::') ? [...groups(head), ...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)] : groups(address);
  return `${written.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
