// Reading a widget's synced traits from its model, loudly: a trait the model lacks is a
// renamed or forgotten trait, and throws naming it instead of drawing as null.

/** The traits `names` of `model` as one plain object; `widget` names the game in the error. */
export function readTraits(model, names, widget) {
  return Object.fromEntries(names.map((name) => [name, readTrait(model, name, widget)]));
}

/** One trait of `model`; throws if it has none of that name (null is a value). */
export function readTrait(model, name, widget) {
  const value = model.get(name);
  if (value === undefined) throw new Error(`${widget}: the model has no trait "${name}"`);
  return value;
}
