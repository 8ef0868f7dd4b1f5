import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

/** A random secret for this machine's sessions and signed links, made once and kept beside the database. */
export function localAuthSecret(): string {
  const path = ".data/auth-secret";
  if (!existsSync(path)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(path, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(path, "utf8").trim();
}
