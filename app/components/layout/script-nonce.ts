// The nonce the server renders on the page's scripts (see content-security-policy.server.ts); in
// the browser nothing provides it, and the scripts are the server's anyway.
import { createContext } from "react";

export const ScriptNonce = createContext<string | undefined>(undefined);
