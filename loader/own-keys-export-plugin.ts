import type { Plugin } from 'vite';

/** The loop of the bundler's helper that builds a namespace object for a module inside a chunk. */
const FOR_IN_EXPORT = /for \(var name in all\)(\s*\{?\s*__defProp\(target, name, \{)/g;

/**
 * Rolldown's `__exportAll` helper walks the export table with `for…in`, which also reaches enumerable
 * properties an old library put on `Object.prototype` (`Object.prototype.theme = 'dark'`) and then
 * throws in `defineProperty` ("Getter must be a function") while the core chunk loads, so no widget
 * mounts (issue 10, hostile hosts). The table only ever has own keys, so walking those changes nothing
 * else. A helper that no longer matches fails the build rather than silently shipping the old loop.
 */
export function ownKeysExport(): Plugin {
  return {
    name: 'kiosk-own-keys-export',
    renderChunk(code) {
      if (!code.includes('__defProp(target, name, {')) return null;
      const fixed = code.replace(FOR_IN_EXPORT, 'for (var name of Object.keys(all))$1');
      if (fixed == code)
        this.error("kiosk-own-keys-export: the bundler's export helper changed; re-check its for…in loop");
      return { code: fixed, map: null };
    },
  };
}
