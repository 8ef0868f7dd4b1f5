// Tool features are stored one per line as "Title - description".

export interface Feature {
  title: string;
  description: string;
}

/** Splits each non-empty line at its first hyphen; a line without one is all title. */
export function parseFeatures(text: string | null | undefined): Feature[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf("-");
      if (at === -1) return { title: line, description: "" };
      return { title: line.slice(0, at).trim(), description: line.slice(at + 1).trim() };
    })
    .filter((feature) => feature.title !== "" || feature.description !== "");
}
