// The sign-in page's forms: a link mailed to an address, or Google. The rules the server checks
// (the page takes its intents from sign-in-intents.ts, without zod).
import { z } from "zod";
import { AccountEmail } from "#app/lib/email-field.ts";
import type { FormResult } from "#app/lib/form-result.ts";

export const SignInForm = z.object({ email: AccountEmail });

export type SignInField = keyof z.input<typeof SignInForm>;

/** The link was sent (or the newest one mailed still works), or why not; Google answers with a redirect instead. */
export type SignInResult = FormResult<{ message: string }, SignInField>;
