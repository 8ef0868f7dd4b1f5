/** 'Name <address>' or a bare address, as worker-mailer wants it. */
export function parseMailbox(value: string): { name?: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { email: value.trim() };
  return match[1] ? { name: match[1], email: match[2]!.trim() } : { email: match[2]!.trim() };
}
