/** Hidden fields that carry the view's other choices (chart range, currency) through a GET form. */
export function KeptFields({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
