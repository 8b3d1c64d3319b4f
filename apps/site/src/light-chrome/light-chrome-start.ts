import { scriptIsland } from '../../integrations/script-island/script-island';
import { startLightChrome } from './light-chrome';

/**
 * The light chrome as an island (`<LightChromeStart client:framed=".bb-header" />`): started
 * after the first paint, so a page's header and notices never hold its first paint.
 */
export const LightChromeStart = scriptIsland(startLightChrome);
