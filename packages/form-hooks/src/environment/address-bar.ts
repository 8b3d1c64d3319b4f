/** Reading the page address and removing parameters from it without a reload. */
export interface AddressBar {
  /** The current query parameters. */
  params(): URLSearchParams;
  /** Removes the named query parameters from the address bar (history.replaceState). */
  removeParams(names: readonly string[]): void;
  /** The current origin, for same-origin checks; '' where there is none (server). */
  origin(): string;
}

export function browserAddressBar(): AddressBar {
  return {
    params: () => new URLSearchParams(window.location.search),
    removeParams: (names) => {
      const url = new URL(window.location.href);
      let changed = false;
      for (const name of names) {
        if (url.searchParams.has(name)) {
          url.searchParams.delete(name);
          changed = true;
        }
      }
      if (changed) window.history.replaceState(window.history.state, '', url.toString());
    },
    origin: () => window.location.origin,
  };
}

/** An address bar held in memory: for tests, Storybook and server rendering. */
export function memoryAddressBar(href = 'http://localhost/'): AddressBar & { href(): string } {
  let url = new URL(href);
  return {
    params: () => new URLSearchParams(url.search),
    removeParams: (names) => {
      const next = new URL(url.toString());
      for (const name of names) next.searchParams.delete(name);
      url = next;
    },
    origin: () => url.origin,
    href: () => url.toString(),
  };
}
