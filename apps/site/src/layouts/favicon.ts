import faviconSvg from '../../public/favicon.svg?raw';

/**
 * The site's icon as a `data:` URL in every page's `<link rel="icon">` (about 300 bytes), so the
 * browser asks the server for no icon while the page loads. Lighthouse's model took that request,
 * made before the first paint, as needed for it: 0.08-0.15x of every benchmarked page's LCP
 * against the plain page (issues 27, 28, 31). `/favicon.svg` stays for the structured data's logo.
 * It is the header's book mark, shapes only: the browser still decodes the icon on the page's main
 * thread while it parses, and the old icon's "BB" in SVG text made it look up and load a font there.
 */
export const FAVICON_HREF = `data:image/svg+xml,${faviconSvg
  .trim()
  .replace(/"/g, "'")
  .replace(/[\r\n%#<>]/g, (character) => encodeURIComponent(character))}`;
