const SCRIPT_ISLAND = Symbol.for('bb.script-island');

/** A start function the page runs in the browser, placed as an island (`<Start client:framed />`). */
export type ScriptIsland = (() => void) & { [SCRIPT_ISLAND]: true };

/** Marks `start` as an island of plain script: rendered as nothing, run as `start()` in the browser. */
export function scriptIsland(start: () => void): ScriptIsland {
  return Object.assign(() => start(), { [SCRIPT_ISLAND]: true as const });
}

export function isScriptIsland(component: unknown): component is ScriptIsland {
  return typeof component === 'function' && SCRIPT_ISLAND in component;
}
