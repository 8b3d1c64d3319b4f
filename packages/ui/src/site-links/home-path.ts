/** Home's path: the header's logo links to it. A module of its own, so the header does not carry the site's link lists. */
export const HOME_PATH = '/';
