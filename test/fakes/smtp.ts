// An SMTP server on 127.0.0.1 that accepts every mail and keeps it, parsed, for the tests to read
// (the Worker sends through it exactly as through a real server). A recipient whose address starts
// with "refused-" is refused, as a real server refuses an unknown mailbox (550).
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  headers: Record<string, string>;
  /** The header block exactly as it arrived (lines joined by CR LF, folded lines kept folded). */
  rawHeaders: string;
  at: number;
}

export interface FakeSmtp {
  port: number;
  mails: CapturedMail[];
  close: () => Promise<void>;
}

/** The start of an address the fake server refuses. */
export const REFUSED_PREFIX = "refused-";

export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().startsWith(REFUSED_PREFIX)) return callback();
      const refused = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.on("end", () => resolve(Buffer.concat(chunks)));
        stream.on("error", reject);
      })
        .then(async (raw) => {
          const parsed = await simpleParser(raw);
          const text = raw.toString("latin1");
          const end = text.indexOf("\r\n\r\n");
          // Each header as it was sent (mailparser folds List-* headers into one structured "list").
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) headers[key] = line.slice(line.indexOf(":") + 1).trim();
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            replyTo: parsed.replyTo?.text ?? null,
            headers,
            rawHeaders: end === -1 ? text : text.slice(0, end),
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that drops its connection (a Worker's socket closed mid-session) surfaces here; without
  // a listener it would be an uncaught error that ends the test runner and the database with it.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("fake SMTP:", error.message);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
