// The e-mail address field of the sign-in, newsletter and contact forms.
import { z } from "zod";

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address.";

/** An address as typed, trimmed: the contact form answers to it. */
export const EmailAddress = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED)
  .pipe(z.email(EMAIL_INVALID).max(254, EMAIL_INVALID));

/** An address lower-cased: accounts and subscriptions are kept under it. */
export const AccountEmail = EmailAddress.transform((email) => email.toLowerCase());
