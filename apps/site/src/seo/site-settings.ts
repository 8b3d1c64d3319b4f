import type { CommonSettings, SiteSettings } from '@bb/api-client';

/** The site's name, origin and support address, as the API's settings give them. */
export function siteSettings(settings: CommonSettings): SiteSettings {
  if (!settings.site) throw new Error('The API sent no site settings (name, url, support_email)');
  return settings.site;
}
