// Characters that no visitor types: NUL cannot even be stored in Postgres text, and control
// characters (C0, DEL and C1) have no place in a slug, a tag, a search or a return path.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * What a one-line text must not hold: control characters (C0, DEL, C1) and the bidirectional
 * overrides and isolates (U+202A-202E, U+2066-2069), which reorder the text shown around them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Line breaks and tabs: a one-line field reads them as spaces (nobody can type them into one). */
const LINE_BREAKS = /[\r\n\t]+/g;

export const hasNul = (text: string) => text.includes("\u0000");

export const hasControlCharacters = (text: string) => text.search(CONTROL_CHARACTERS) !== -1;

export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, " ");

/** Line breaks and tabs as single spaces, so the text stays on one line. */
export const onOneLine = (text: string) => text.replace(LINE_BREAKS, " ");

/** Whether a one-line text still holds a control or bidirectional formatting character. */
export const hasHiddenCharacters = (text: string) => HIDDEN_CHARACTERS.test(text);

/** Every control and bidirectional formatting character as a space (for text that must go out anyway). */
export const withoutHiddenCharacters = (text: string) => text.replace(new RegExp(HIDDEN_CHARACTERS.source, "g"), " ");
