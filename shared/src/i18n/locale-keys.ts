/** Every key path of a locale file ('a.b.c'), sorted: three languages must list the same ones. */
export function localeKeys(resource: unknown, prefix = ''): string[] {
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) return prefix ? [prefix] : [];
  return Object.entries(resource)
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}
