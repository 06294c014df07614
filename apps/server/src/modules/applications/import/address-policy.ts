// Which addresses a server-side fetch of a user's URL may reach: public unicast only. Everything reserved for
// a private network, the machine itself, link-local use, documentation, multicast or translation is refused,
// in IPv4 and IPv6 alike (IPv4 written inside IPv6 included).
import { BlockList, isIP } from "node:net";

const NOT_PUBLIC_V4: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped: refused whatever the IPv4 address
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

// Two lists: one BlockList holding both would test IPv4 addresses against the IPv6 rules as mapped addresses.
const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, "ipv4");
const notPublicV6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V6) notPublicV6.addSubnet(network, prefix, "ipv6");

/** True only for a public unicast address; anything that is not an IP address is not public either. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return version === 4 ? !notPublicV4.check(address, "ipv4") : !notPublicV6.check(address, "ipv6");
}
