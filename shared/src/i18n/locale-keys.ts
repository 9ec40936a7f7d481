/** Every key path of a locale file ('a.b.c'), sorted: three languages must list the same ones. */
export function localeKeys(resource: unknown, prefix = ''): string[] {
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) return prefix ? [prefix] : [];
  return Object.entries(resource)
    .flatMap(([key, value]) => localeKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** The message a key words, without its plural suffix ('summary.problems_one' → 'summary.problems'). */
export function messageKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The plural forms a language words a count in, as i18next picks them (Intl.PluralRules): English `one` and `other`, Chinese only `other`. */
export function pluralForms(lng: string): string[] {
  return [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
}

/**
 * What keeps the locale files of one namespace from wording the same messages in every language,
 * as sentences ('zh-CN: summary.problems_one is a plural form zh-CN never uses'); empty when
 * none. Languages word a count in different forms, so a message worded by count (`key_one`,
 * `key_other`) must hold exactly the forms each language's plural rules pick: English needs
 * `_one` and `_other`, Chinese only `_other` (a `_one` there would never be read).
 */
export function localeMismatches(files: Readonly<Record<string, unknown>>, source = 'en'): string[] {
  const problems: string[] = [];
  const keysOf = new Map(Object.entries(files).map(([lng, file]) => [lng, localeKeys(file)]));
  const sourceMessages = new Set((keysOf.get(source) ?? []).map(messageKey));
  // Messages worded by count in any language.
  const counted = new Set<string>();
  for (const keys of keysOf.values()) for (const key of keys) if (PLURAL_SUFFIX.test(key)) counted.add(messageKey(key));
  for (const [lng, keys] of keysOf) {
    const messages = new Set(keys.map(messageKey));
    for (const message of sourceMessages) if (!messages.has(message)) problems.push(`${lng}: ${message} is missing`);
    for (const message of messages) if (!sourceMessages.has(message)) problems.push(`${lng}: ${message} is not in ${source}`);
    const forms = pluralForms(lng);
    const present = new Set(keys);
    for (const message of counted) {
      if (!messages.has(message)) continue;
      for (const form of forms) if (!present.has(`${message}_${form}`)) problems.push(`${lng}: ${message}_${form} is missing`);
      for (const key of keys) {
        if (key === message) problems.push(`${lng}: ${message} has no plural forms`);
        else if (messageKey(key) === message && !forms.some((form) => key === `${message}_${form}`)) problems.push(`${lng}: ${key} is a plural form ${lng} never uses`);
      }
    }
  }
  return problems;
}
