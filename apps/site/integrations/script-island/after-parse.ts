/** A script element the page writes out in full: no `src`, no `type` (a classic script). */
const CLASSIC_INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type)=)([^>]*)>/g;

/** An island that starts at once rather than after the paint. */
const STARTED_AT_LOAD = /<astro-island\b[^>]*\bclient="(?!painted"|framed"|visible")[^"]*"/;

/**
 * The page's inline scripts as module scripts, which run once the HTML is parsed instead of
 * while it is, on pages where nothing has to start before the first paint (every island starts
 * after it: `client:painted`, `client:framed`, `client:visible`). A classic script met in the
 * parse runs inside the parse's own task, and its first one also sets up the page's script
 * context there (2-5 ms on this machine); Lighthouse's model multiplies the first parse task by
 * 4, so those milliseconds showed up four times in the LCP of pages that run nothing before the
 * paint. A module script runs after the parse, mostly in a task of its own outside the model's
 * paint.
 * Order is kept (modules run in the order they appear), the text and so its CSP hash is the same,
 * and `document.currentScript`, which a module has not, is read by none of them
 * (`afterFirstPaintInline` finds its element by its data attribute). Pages with a `client:load`
 * island (the account forms, the dashboard) are left as they are, so their forms start at once.
 */
export function withScriptsAfterParse(html: string): string {
  if (STARTED_AT_LOAD.test(html)) return html;
  return html.replace(CLASSIC_INLINE_SCRIPT, '<script type="module"$1>');
}
