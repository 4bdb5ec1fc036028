import { resolve } from 'node:path';

import type { Plugin } from 'vite';

/**
 * A plugin that works on the written output of a browser build (not the SSR build prerenderPages starts): `handler`
 * gets the absolute output directory once the bundle is written, after the plugins before it (`order: 'post'` puts
 * it after all others). Errors thrown by `handler` fail the build.
 */
export function afterBuild(
  name: string,
  enabled: boolean,
  handler: (outDir: string) => void | Promise<void>,
  order?: 'post',
): Plugin {
  let outDir = '';
  return {
    name,
    apply: (config, { command }) => enabled && command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, ...(order ? { order } : {}), handler: () => handler(outDir) },
  };
}
