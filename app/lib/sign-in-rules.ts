// The sign-in page's forms: a link mailed to an address, or Google. Shared by the page and the server.
import { z } from "zod";
import { AccountEmail } from "#app/lib/email-field.ts";
import type { FormResult } from "#app/lib/form-result.ts";

/** The value of each form's `intent` button. */
export const SIGN_IN_INTENTS = { email: "email", google: "google" } as const;

export const SignInForm = z.object({ email: AccountEmail });

export type SignInField = keyof z.input<typeof SignInForm>;

/** The link was sent, or why not; Google answers with a redirect instead. */
export type SignInResult = FormResult<object, SignInField>;
