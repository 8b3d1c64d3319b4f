import { createNotificationClient, type NotificationClient } from '@bb/api-client';
import { SATELLITE_HOST_PREFIX } from '../../environment/site-environment';

let client: NotificationClient | undefined;

/**
 * The notification centre's calls (the bell, the e-mail preferences), on a client of their own
 * (made on first use, in the browser). Same API as the page's environment.
 */
export function siteNotificationClient(): NotificationClient {
  client ??= createNotificationClient(
    SATELLITE_HOST_PREFIX ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  );
  return client;
}
