// Characters that no visitor types: NUL cannot even be stored in Postgres text, and control
// characters (C0, DEL and C1) have no place in a slug, a tag, a search or a return path.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export const hasNul = (text: string) => text.includes("\u0000");

export const hasControlCharacters = (text: string) => text.search(CONTROL_CHARACTERS) !== -1;

export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, " ");
