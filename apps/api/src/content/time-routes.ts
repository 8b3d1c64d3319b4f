import { utcOffsetQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  offset: { config: { openapi: { query: utcOffsetQuery } } },
} satisfies Record<string, RouteDeclaration>;

const ISO_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const QUARTER_HOUR_MIN = 15;
const MINUTE_MS = 60_000;

/**
 * The client's offset from UTC in minutes, positive east of Greenwich (UTC+02:00 gives 120):
 * read from the zone when the date-time carries one, otherwise from the difference between the
 * client's wall clock and ours, rounded to a quarter hour.
 */
export function utcOffsetMinutes(clientDatetime: string, nowMs: number): number {
  const parts = ISO_PARTS.exec(clientDatetime);
  if (!parts) return 0;
  const [, year, month, day, hour, minute, second = '0', , zone] = parts;
  if (zone !== undefined) {
    if (zone === 'Z') return 0;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const wallClockAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offset =
    Math.round((wallClockAsUtc - nowMs) / MINUTE_MS / QUARTER_HOUR_MIN) * QUARTER_HOUR_MIN;
  return offset === 0 ? 0 : offset;
}

/** GET /time/utc-offset?client_datetime=: { offset (minutes east of UTC), server_datetime }. */
export function timeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/time/utc-offset', shapes.offset, async (request) => {
      const { client_datetime } = parseInput(utcOffsetQuery, request.query);
      const now = ctx.now();
      return okEnvelope({
        offset: utcOffsetMinutes(client_datetime, now),
        server_datetime: new Date(now).toISOString(),
      });
    });
  };
}
