/**
 * Which exported components have no documented stories. Read from the sources as text, so the
 * check runs in Node without rendering anything: a component is documented when a stories file
 * names it as its `component` or among its `subcomponents`, describes it for its docs page
 * (`parameters.docs.description.component`) and exports at least one story.
 */

/** The components a package's entry exports: PascalCase values (types and CONSTANTS left out). */
export function exportedComponents(entrySource: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of entrySource.matchAll(/export\s*{([^}]*)}\s*from/g)) {
    for (const item of list.split(',')) {
      const spec = item.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/).pop() ?? '';
      if (/^[A-Z][a-z]\w*$/.test(name)) names.push(name);
    }
  }
  return names;
}

/** The components a stories file documents, or none when it lacks a description or a story. */
export function documentedComponents(storiesSource: string): string[] {
  const described = /description:\s*{\s*component:/.test(storiesSource);
  const hasStory = /export\s+const\s+\w+\s*(:|=)/.test(storiesSource);
  if (!described || !hasStory) return [];
  const component = storiesSource.match(/\bcomponent:\s*([A-Z]\w*)/)?.[1];
  const subcomponents = storiesSource.match(/\bsubcomponents:\s*{([^}]*)}/)?.[1] ?? '';
  return [
    ...(component ? [component] : []),
    ...subcomponents
      .split(',')
      .map((name) => name.split(':')[0]?.trim() ?? '')
      .filter((name) => name !== ''),
  ];
}

/** The exported components that no stories file documents. */
export function undocumentedComponents(
  entrySource: string,
  storiesSources: readonly string[],
): string[] {
  const documented = new Set(storiesSources.flatMap(documentedComponents));
  return exportedComponents(entrySource).filter((name) => !documented.has(name));
}
