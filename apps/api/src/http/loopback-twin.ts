/** The names of this machine that a newcomer may type or be shown for a local origin. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * True when `host` (a request's Host) names this machine by another loopback name than the
 * configured origin, on its port: `127.0.0.1:3000` for `http://localhost:3000`, or the reverse.
 * The server answers there too, but the session cookie and the Origin check hold for one name
 * only, so every form there would fail.
 */
export function isLoopbackTwin(publicOrigin: string, host: string | undefined): boolean {
  const origin = new URL(publicOrigin);
  if (host === undefined || !LOOPBACK_NAMES.includes(origin.hostname)) return false;
  if (!URL.canParse(`${origin.protocol}//${host}`)) return false;
  const asked = new URL(`${origin.protocol}//${host}`);
  return (
    asked.hostname !== origin.hostname &&
    LOOPBACK_NAMES.includes(asked.hostname) &&
    asked.port === origin.port
  );
}
