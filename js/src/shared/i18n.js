// Translations for the widgets' views, read from the one JSON file Python reads too.

/**
 * A function `t(key, fields)` for `language` that looks up `key` in the game's `section`
 * of `translations`, else in `common`, and fills `{name}` placeholders from `fields`.
 * `t.plural(key, n, fields)` picks `key_one`, `key_few` or `key_other` (from the section or
 * `common`) by the language's plural rules and passes `n` as a field; `t.has(key)` says
 * whether the game's own section has `key`; `t.language` is `language`.
 */
export function translator(translations, section, language) {
  const t = (key, fields = {}) => {
    const entry = translations[section][key] ?? translations.common[key];
    if (!entry) return key;
    const text = entry[language] ?? entry.en;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
  };
  const rules = new Intl.PluralRules(language);
  t.language = language;
  t.has = (key) => key in translations[section];
  t.plural = (key, n, fields = {}) => {
    const chosen = `${key}_${rules.select(n)}`;
    const known = t.has(chosen) || chosen in translations.common;
    return t(known ? chosen : `${key}_other`, { ...fields, n });
  };
  return t;
}
