// The words of a widget's view. They come from Python (the `_words` trait), which reads
// them from translations.json: the game's texts in the widget's language, with each
// rank's grammatical forms (`rank_forms_N`). The rules are Python's (common/translations.py).

/**
 * A function `t(key, fields)` that looks up `key` in `words.texts` (see the trait `_words`)
 * and fills `{name}` placeholders from `fields`, `{name:form}` with that form of the rank
 * in `fields[name]`; a text of variants by gender takes the one `fields.gender` names. An
 * unknown key is shown as itself. `t.plural(key, n, fields)` picks `key_one`, `key_few` or
 * `key_other` by the language's plural rules and passes `n` as a field; `t.gender(rank)` is
 * a rank's gender; `t.language` is the words' language.
 */
export function translator(words) {
  const { texts, language } = words;
  const forms = (rank) => texts[`rank_forms_${rank}`] ?? {};
  const t = (key, fields = {}) => {
    let text = texts[key];
    if (text === undefined) return key;
    // a card not known yet (still turning over) has no gender: the first variant then
    if (typeof text === "object") text = text[fields.gender] ?? Object.values(text)[0];
    return text.replace(/\{(\w+)(?::(\w+))?\}/g,
      (_, name, form) => String(form ? forms(fields[name])[form] : fields[name]));
  };
  const rules = new Intl.PluralRules(language);
  t.language = language;
  t.gender = (rank) => forms(rank).gender;
  t.plural = (key, n, fields = {}) => {
    const chosen = `${key}_${rules.select(n)}`;
    return t(chosen in texts ? chosen : `${key}_other`, { ...fields, n });
  };
  return t;
}
