// The stylesheet rules @bb/ui's and the dashboard's sheets keep (their tests read them): every
// colour from a --bb-* token, every class bb-prefixed. Each returns the offending lines.

/** Lines that write a colour themselves instead of taking a --bb-* token. */
export function rawColourLines(files: readonly string[], read: (file: string) => string) {
  const rawColour = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/i;
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .filter((line) => rawColour.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
}

/** Class names without the bb- prefix, which would style a host's own markup. */
export function foreignClassNames(files: readonly string[], read: (file: string) => string) {
  return files.flatMap((file) => {
    const rules = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/"[^"]*"/g, '""');
    // A dot before a letter outside strings and comments starts a class name (0.15s does not).
    return [...rules.matchAll(/\.([a-z_-][\w-]*)/gi)]
      .map((m) => m[1] ?? '')
      .filter((name) => !name.startsWith('bb-'))
      .map((name) => `${file}: .${name}`);
  });
}
