import type { ScriptIsland } from './script-island';

/** In the browser a script island's start function runs once. */
export default () => (start: ScriptIsland) => start();
