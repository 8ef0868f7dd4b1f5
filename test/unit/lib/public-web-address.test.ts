// Which addresses count as the public web: every notation of a loopback, private, link-local,
// CGNAT, multicast or reserved address is refused, as are internal names and other ports; public
// names and addresses pass. The submission and editor forms share the rule through `websiteUrl`.
import { describe, expect, it } from "vitest";
import { isPublicWebAddress, parseIpv4, parseIpv6, publicWebAddressProblem } from "#app/lib/public-web-address.ts";
import { websiteUrl } from "#app/lib/submission-rules.ts";

const REFUSED = [
  // loopback in every IPv4 notation the URL parser accepts
  "http://127.0.0.1/",
  "http://2130706433/",
  "http://0x7f.0.0.1/",
  "http://0x7f000001/",
  "http://0177.0.0.1/",
  "http://127.1/",
  "http://0x7f.1/",
  "http://127.0.0.1./",
  "http://127.0.0.1%2e/",
  "http://%31%32%37.0.0.1/",
  "http://127.255.255.254/",
  // the other non-public IPv4 blocks
  "http://0.0.0.0/",
  "http://0/",
  "http://10.1.2.3/",
  "http://100.64.0.1/",
  "http://100.127.255.255/",
  "http://169.254.169.254/latest/meta-data/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://192.0.0.8/",
  "http://192.0.2.10/",
  "http://198.18.0.1/",
  "http://224.0.0.1/",
  "http://239.255.255.250/",
  "http://240.0.0.1/",
  "http://255.255.255.255/",
  // IPv6: loopback, unspecified, mapped and compatible IPv4, NAT64, unique-local, link-local, multicast
  "http://[::1]/",
  "http://[::]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[::ffff:8.8.8.8]/",
  "http://[::127.0.0.1]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[64:ff9b:1::1]/",
  "http://[fc00::1]/",
  "http://[fd12:3456::1]/",
  "http://[fe80::1]/",
  "http://[febf::1]/",
  "http://[ff02::1]/",
  "http://[2001:db8::1]/",
  "http://[2002:7f00:1::1]/",
  "http://[2001::1]/",
  // names that only mean something inside a network
  "http://localhost/",
  "http://LOCALHOST/",
  "http://localhost./",
  "http://app.localhost/",
  "http://printer.local/",
  "http://metadata.google.internal/",
  "http://router.home.arpa/",
  "http://intranet/",
  // other ports, other schemes, credentials
  "http://example.com:8080/",
  "https://example.com:22/",
  "http://example.com:0/",
  "ftp://example.com/",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "http://user:secret@example.com/",
  "not a url",
];

const ACCEPTED = [
  "https://example.com/",
  "http://example.com/",
  "https://www.bitcoin.org/en/",
  "https://example.com:443/",
  "http://example.com:80/path?q=1",
  "http://example.com:443/",
  "https://sub.domain.example.co.uk./",
  "http://8.8.8.8/",
  "http://1.1.1.1/",
  "http://172.32.0.1/",
  "http://100.128.0.1/",
  "http://11.0.0.1/",
  "http://[2606:4700:4700::1111]/",
  "http://[2a00:1450:4001:80b::200e]/",
  "https://xn--bcher-kva.example/",
  "https://127.0.0.1.nip.io/",
];

describe("public web addresses", () => {
  it.each(REFUSED)("refuses %s", (address) => {
    expect(publicWebAddressProblem(address)).not.toBeNull();
  });

  it.each(ACCEPTED)("accepts %s", (address) => {
    expect(publicWebAddressProblem(address)).toBeNull();
  });

  it("reads IPv4 the way the URL parser does, and refuses what it would refuse", () => {
    expect(parseIpv4("2130706433")).toBe(0x7f000001);
    expect(parseIpv4("0x7f.0.0.1")).toBe(0x7f000001);
    expect(parseIpv4("0177.0.0.1")).toBe(0x7f000001);
    expect(parseIpv4("127.1")).toBe(0x7f000001);
    expect(parseIpv4("10.0x10000")).toBe(0x0a010000);
    expect(parseIpv4("256.0.0.1")).toBe("invalid");
    expect(parseIpv4("1.2.3.4.5")).toBe("invalid");
    expect(parseIpv4("4294967296")).toBe("invalid");
    expect(parseIpv4("09.1.1.1")).toBe("invalid");
    expect(parseIpv4("example.com")).toBeNull();
    // A host the runtime left unnormalised is judged the same.
    expect(isPublicWebAddress(new URL("http://example.com/"))).toBe(true);
  });

  it("reads IPv6 with and without an embedded IPv4 tail", () => {
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6("1::2::3")).toBeNull();
    expect(parseIpv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIpv6("fe80::1%eth0")).toBeNull();
  });
});

describe("the website field of the submission and editor forms", () => {
  const message = (value: string) => websiteUrl.safeParse(value).error?.issues[0]?.message;

  it("refuses internal addresses with a message that says what to enter", () => {
    for (const value of [
      "http://127.0.0.1",
      "http://2130706433/",
      "http://0x7f.0.0.1",
      "http://127.1",
      "http://localhost:3000",
    ])
      expect(message(value)).toBe(
        "Enter the address of a public website: http:// or https://, with its domain name (no local or private address, no port).",
      );
    expect(message("javascript:alert(1)")).toBe("Enter a full website address, starting with https://.");
    expect(websiteUrl.parse("  https://example.org/tool ")).toBe("https://example.org/tool");
  });
});
