// The words of a widget's view. They come from Python (the `_words` trait), which reads
// them from translations.json: the game's texts in the widget's language.

/**
 * A function `t(key, fields)` that looks up `key` in `words.texts` (see the trait `_words`)
 * and fills `{name}` placeholders from `fields`; an unknown key is shown as itself.
 * `t.plural(key, n, fields)` picks `key_one`, `key_few` or `key_other` by the language's
 * plural rules and passes `n` as a field; `t.language` is the words' language.
 */
export function translator(words) {
  const { texts, language } = words;
  const t = (key, fields = {}) => {
    const text = texts[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
  };
  const rules = new Intl.PluralRules(language);
  t.language = language;
  t.plural = (key, n, fields = {}) => {
    const chosen = `${key}_${rules.select(n)}`;
    return t(chosen in texts ? chosen : `${key}_other`, { ...fields, n });
  };
  return t;
}
