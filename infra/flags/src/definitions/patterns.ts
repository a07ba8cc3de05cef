/** Flag, segment and rule-based segment names: a letter or digit first, then letters, digits, `_`, `-`, `.`. */
export const namePattern = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,249}$/;

/** Treatment names: like names but at most 100 characters (Split's own `o.n` fixture has a dot). */
export const treatmentPattern = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,99}$/;

/** Flag sets: lowercase letters, digits and `_`, at most 50 characters, a letter or digit first. */
export const flagSetPattern = /^[a-z0-9][_a-z0-9]{0,49}$/;

/** Semantic versions: three numeric parts, optional pre-release and build. */
export const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** Event types: alphanumeric first, then up to 79 letters, digits, `-`, `_`, `.` or `:`. */
export const eventTypePattern = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;

/** Keys: non-empty, at most 250 characters. */
export const maxKeyLength = 250;
