// Characters that no visitor types: NUL cannot even be stored in Postgres text, and control
// characters have no place in a slug, a tag or a search.
export const hasNul = (text: string) => text.includes("\u0000");

export const hasControlCharacters = (text: string) => /[\u0000-\u001f\u007f]/.test(text);
