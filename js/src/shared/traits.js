// Reading a widget's synced traits from its model, loudly: a trait the model lacks is a
// renamed or forgotten trait, and throws naming it instead of drawing as null.

/** The traits `names` of `model` as one plain object; `widget` names the game in the error. */
export function readTraits(model, names, widget) {
  return Object.fromEntries(names.map((name) => [name, readTrait(model, name, widget)]));
}

/** One trait of `model` (null is a value); throws if the model shows its attributes and
 * has none of that name.
 *
 * Pyodide's kernel (JupyterLite) hands Python's None over as undefined, and anywidget's
 * model in a notebook shows no attributes, so there undefined reads as null (the trait
 * lists are checked against Python's by tests/test_js_traits.py). */
export function readTrait(model, name, widget) {
  const value = model.get(name);
  if (value !== undefined) return value;
  if (!hasTrait(model, name)) throw new Error(`${widget}: the model has no trait "${name}"`);
  return null;
}

/** Whether `model` was given the trait `name`, as far as it shows. */
function hasTrait(model, name) {
  return model.attributes === undefined || name in model.attributes;
}
