// Every header of an outgoing mail, written by us whatever its values hold. worker-mailer writes a
// plain-ASCII value as it is, line breaks included, so a subject with CR LF in it would add
// headers; it also checks no address. Here a value can never leave its header line: control
// characters become spaces, non-ASCII text becomes RFC 2047 encoded-words of at most 75
// characters on folded lines, and an address that is not a plain one is refused.
import { withoutHiddenCharacters } from "#app/lib/control-characters.ts";

/** A plain address, as SMTP's MAIL FROM and RCPT TO take it: no spaces, quotes, brackets or line breaks. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const HEADER_NAME = /^[A-Za-z0-9-]+$/;

/** Headers the mail layer writes itself; a caller's extra headers may not replace them. */
const OWN_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "subject",
  "sender",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

/**
 * Bytes of UTF-8 per encoded-word: 39 bytes are 52 base64 characters, 64 with `=?UTF-8?B?` and
 * `?=`, so even the first one, after "Reply-To: ", keeps its line within 78 characters.
 */
const WORD_BYTES = 39;

const encoder = new TextEncoder();

export function checkedAddress(address: string): string {
  if (address.length > 254 || !ADDRESS.test(address))
    throw new Error(`Not a mail address we send to: ${JSON.stringify(address)}`);
  return address;
}

/** The text as one line of printable characters, with single spaces. */
const flattened = (text: string) => withoutHiddenCharacters(text).replace(/ {2,}/g, " ").trim();

const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 "B" encoded-words, split between characters (never inside one), folded onto lines of their own. */
function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = "";
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > WORD_BYTES) {
      words.push(chunk);
      chunk = "";
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  const base64 = (word: string) => btoa(String.fromCharCode(...encoder.encode(word)));
  return words.map((word) => `=?UTF-8?B?${base64(word)}?=`).join("\r\n ");
}

/** An unstructured value (a subject): as it is when plain ASCII that fits a line, else encoded-words. */
export function unstructuredValue(text: string): string {
  const value = flattened(text);
  return isPrintableAscii(value) && value.length <= 900 ? value : encodedWords(value);
}

/** "Name <address>" with the name quoted or encoded, or the bare address. */
export function mailboxValue(mailbox: { name?: string; email: string }): string {
  const address = checkedAddress(mailbox.email);
  const name = flattened(mailbox.name ?? "");
  if (!name) return address;
  if (isPrintableAscii(name)) return `"${name.replace(/(["\\])/g, "\\$1")}" <${address}>`;
  return `${encodedWords(name)}\r\n <${address}>`;
}

/** A caller's extra header (List-Unsubscribe and the like): a plain name, a value on one line. */
export function extraHeader(name: string, value: string): [string, string] {
  if (!HEADER_NAME.test(name) || OWN_HEADERS.has(name.toLowerCase()))
    throw new Error(`Not a header a mail may set: ${name}`);
  return [name, unstructuredValue(value)];
}
