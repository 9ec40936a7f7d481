/**
 * Whether `value` matches `pattern`, in which `*` stands for any characters (`*open-ai*`), by string
 * methods: each literal part is looked for after the one before it, so no pattern backtracks.
 */
export function matchesPattern(pattern: string, value: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === value;
  const head = parts[0] ?? '';
  const tail = parts[parts.length - 1] ?? '';
  if (value.length < head.length + tail.length || !value.startsWith(head) || !value.endsWith(tail)) return false;
  const end = value.length - tail.length;
  let at = head.length;
  for (const part of parts.slice(1, -1)) {
    const found = value.indexOf(part, at);
    if (found < 0 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}
