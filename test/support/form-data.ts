/** A form's fields as the multipart body a browser sends (usable in Node and in workerd). */
export function formOf(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}
