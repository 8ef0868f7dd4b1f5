// Reading a rendered form the way a person would: the message under a field, what a field holds.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** Text as the page shows it: tags dropped, React's entities decoded. */
export const textOf = (html: string) =>
  html.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, name: string) => ENTITIES[name]!);

/** The error message shown under the field (`<p id="{field}-error">`), or null. */
export function fieldError(html: string, field: string): string | null {
  const match = new RegExp(`<p id="${field}-error"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  return match ? textOf(match[1]!) : null;
}

/** The value an `<input name>` holds, or null when there is no such input. */
export function inputValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (!input) return null;
  return textOf(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "");
}

/** The text a `<textarea name>` holds, or null when there is no such textarea. */
export function textareaValue(html: string, name: string): string | null {
  const match = new RegExp(`<textarea[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  return match ? textOf(match[1]!) : null;
}

/** The value of the chosen option of a `<select name>`, or null. */
export function selectedOption(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  if (select === undefined) return null;
  return /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1] ?? null;
}

/** The checkboxes or radio buttons named `name`: each one's value and whether it is ticked. */
export function choices(html: string, name: string): { value: string; checked: boolean }[] {
  return [...html.matchAll(new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`, "g"))].map(([input]) => ({
    value: textOf(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ""),
    checked: /\bchecked=""/.test(input),
  }));
}
