// One rule for every one-line text field (names, titles, subjects, category and tag names): such
// text ends up in page titles, mail subjects and feeds, where a line break or a hidden formatting
// character does harm. Line breaks and tabs cannot be typed into a one-line field, so they become
// spaces; any other control character or bidirectional override is refused with a message, and
// the form shows again with the text as it was sent, so nothing typed is lost.
import { z } from "zod";
import { hasHiddenCharacters, onOneLine } from "#app/lib/control-characters.ts";

export const HIDDEN_CHARACTER_MESSAGE =
  "This contains an invisible control or text-direction character (often from pasted text). Type it again without it.";

/** `rules` (trimming, length) applied to the text on one line, refusing hidden characters. */
export const singleLine = (rules: z.ZodString) =>
  z
    .string()
    .transform(onOneLine)
    .pipe(rules.refine((text) => !hasHiddenCharacters(text), HIDDEN_CHARACTER_MESSAGE));
