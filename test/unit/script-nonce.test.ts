// The fresh nonce replaces the render nonce byte for byte, wherever it stands in the page.
import { describe, expect, it } from "vitest";
import { replaceEqualLengthBytes } from "#functions/script-nonce.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function replaced(page: string, from: string, to: string): string {
  const bytes = encoder.encode(page);
  replaceEqualLengthBytes(bytes, encoder.encode(from), encoder.encode(to));
  return decoder.decode(bytes);
}

describe("replaceEqualLengthBytes", () => {
  it("replaces every occurrence, at the start, in the middle and at the end", () => {
    expect(
      replaced('nonce="AAAA"<p>x</p><script nonce="AAAA"></script>nonce="AAAA"', 'nonce="AAAA"', 'nonce="BBBB"'),
    ).toBe('nonce="BBBB"<p>x</p><script nonce="BBBB"></script>nonce="BBBB"');
  });

  it("replaces occurrences that touch, and finds one after a near miss", () => {
    expect(replaced('nonce="AAAA"nonce="AAAA" nonce="AAAB" nnonce="AAAA"', 'nonce="AAAA"', 'nonce="ZZZZ"')).toBe(
      'nonce="ZZZZ"nonce="ZZZZ" nonce="AAAB" nnonce="ZZZZ"',
    );
  });

  it("leaves the text around untouched, whatever its alphabet", () => {
    const page = `<h1>Prix du bitcoin — 1 ₿ = 80 000 €</h1><script nonce="q+/w==">1</script><p>日本円</p>`;
    expect(replaced(page, 'nonce="q+/w=="', 'nonce="zz9A=="')).toBe(page.replace("q+/w==", "zz9A=="));
  });

  it("changes nothing when the text does not occur, or the page is shorter than it", () => {
    expect(replaced("<p>no scripts here</p>", 'nonce="AAAA"', 'nonce="BBBB"')).toBe("<p>no scripts here</p>");
    expect(replaced("nonce", 'nonce="AAAA"', 'nonce="BBBB"')).toBe("nonce");
  });
});
