// Whether an address points at the public web: http or https, on the default ports, at a public
// host name or a public IP address. The editors' and submitters' forms take tools' websites only
// when it does, and the Worker asks nothing of an address (or a redirect) that does not, so a
// stored URL can never make it reach the machines around it (loopback, the private networks, the
// cloud's metadata address at 169.254.169.254, ...).
//
// The WHATWG URL parser already writes every IPv4 notation (2130706433, 0x7f.0.0.1, 0177.0.0.1,
// 127.1, a trailing dot) as a dotted quad and IPv6 in its shortest form; the checks below parse
// them again all the same, so a runtime that normalised less would not open a hole.
//
// Host names are judged by their name only: a Worker cannot resolve them first, so a public name
// whose DNS points inside a network passes (see README, "The listing check").

export const PUBLIC_ADDRESS_MESSAGE =
  "Enter the address of a public website: http:// or https://, with its domain name (no local or private address, no port).";

/** Why `input` is not a public web address, or null when it is one. */
export function publicWebAddressProblem(input: string | URL): string | null {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : input;
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "not http or https";
  if (url.username || url.password) return "carries a user name or password";
  if (url.port !== "" && url.port !== "80" && url.port !== "443") return `port ${url.port}`;
  return hostProblem(url.hostname);
}

/** Whether `value` is an http or https URL at all, public or not. */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export const isPublicWebAddress = (input: string | URL) => publicWebAddressProblem(input) === null;

/** Names that only mean something inside a network (RFC 6761, 6762, 8375 and common practice). */
const INTERNAL_SUFFIXES = ["localhost", "local", "internal", "intranet", "lan", "home", "corp", "private", "home.arpa"];

function hostProblem(rawHost: string): string | null {
  const host = rawHost.toLowerCase();
  if (host.startsWith("[")) return ipv6Problem(host.slice(1, -1));
  const name = host.replace(/\.+$/, "");
  if (!name) return "no host";
  const ipv4 = parseIpv4(name);
  if (ipv4 === "invalid") return "not a valid IPv4 address";
  if (ipv4 !== null) return ipv4Problem(ipv4);
  if (!name.includes(".")) return "a single-label host name";
  if (INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) return "an internal name";
  return null;
}

/**
 * The WHATWG IPv4 parser: up to four parts, each decimal, 0x hex or 0-led octal, the last filling
 * the remaining bytes. Null when the host is not meant as an IPv4 address (its last label is not
 * a number), "invalid" when it is meant as one and is not.
 */
export function parseIpv4(host: string): number | "invalid" | null {
  const parts = host.split(".");
  const last = parts.at(-1) ?? "";
  if (!/^(?:0x[0-9a-f]*|\d+)$/.test(last)) return null;
  if (parts.length > 4) return "invalid";
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(?:0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return "invalid";
    numbers.push(value);
  }
  const leading = numbers.slice(0, -1);
  const final = numbers.at(-1)!;
  if (leading.some((value) => value > 255) || final >= 256 ** (5 - numbers.length)) return "invalid";
  return leading.reduce((sum, value, index) => sum + value * 256 ** (3 - index), 0) + final;
}

/** [first address, prefix length] of the IPv4 blocks that are not the public internet (RFC 6890). */
const NON_PUBLIC_IPV4: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

const ipv4Number = (dotted: string) => dotted.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);

export function ipv4Problem(address: number): string | null {
  for (const [first, prefix] of NON_PUBLIC_IPV4) {
    const size = 2 ** (32 - prefix);
    const start = ipv4Number(first);
    if (address >= start && address < start + size) return `a non-public IPv4 address (${first}/${prefix})`;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail allowed), or null. */
export function parseIpv6(text: string): number[] | null {
  if (text.includes("%")) return null;
  let body = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const v4 = parseIpv4(dotted[2]!);
    if (typeof v4 !== "number" || dotted[2]!.split(".").length !== 4) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    body = dotted[1]!.endsWith("::") ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const written = head.length + rest.length + tail.length;
  if (halves.length === 1 ? written !== 8 : written > 7) return null;
  const zeros = new Array<number>(8 - written).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16)), ...tail];
}

/**
 * Only global unicast (2000::/3) is public, less its special blocks; everything else (unspecified,
 * loopback, IPv4-mapped and -compatible, NAT64, discard, unique-local fc00::/7, link-local
 * fe80::/10, multicast) is outside it.
 */
export function ipv6Problem(text: string): string | null {
  const groups = parseIpv6(text);
  if (!groups) return "not a valid IPv6 address";
  const [a, b] = groups as [number, number];
  if ((a & 0xe000) !== 0x2000) return "a non-public IPv6 address";
  if (a === 0x2001 && b < 0x200) return "an IPv6 address of the IETF's special blocks (2001::/23)";
  if (a === 0x2001 && b === 0xdb8) return "an IPv6 documentation address";
  if (a === 0x2002) return "a 6to4 IPv6 address, which embeds an IPv4 one";
  if ((a & 0xfff0) === 0x3ff0) return "an IPv6 documentation address";
  return null;
}
