// The fake SMTP server's mail (read through the fake upstreams' /__mail), for tests in workerd and
// in Playwright alike.
import type { CapturedMail } from "#test/fakes/smtp.ts";

export async function mailTo(fakeUrl: string, address: string): Promise<CapturedMail[]> {
  const mails = (await (await fetch(`${fakeUrl}/__mail`)).json()) as CapturedMail[];
  return mails.filter((mail) => mail.to.includes(address));
}

/** The newest link to `path` mailed to the address since `after`, waiting up to 5 s for the mail. */
export async function mailedLink(fakeUrl: string, address: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/[/.]/g, "\\$&")}\\?\\S+`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await mailTo(fakeUrl, address)).filter((m) => m.at >= after).at(-1);
    const link = mail?.text.match(pattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a ${path} link reached ${address}`);
}

/** The newest sign-in link mailed to the address. */
export const signInLink = (fakeUrl: string, address: string, after = 0) =>
  mailedLink(fakeUrl, address, "/api/auth/magic-link/verify", after);
