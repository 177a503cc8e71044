import { builtinModules } from "node:module";
import type { Plugin } from "vite";

const BUILTINS = new Set(builtinModules);

/**
 * Build-time guard of the edge bundle (vite.edge.config.ts): a Node built-in reaching the worker
 * fails `npm run build:edge`, naming the module that imports it. A bare name counts only when no
 * package of that name is installed (`events`, `buffer` from npm are fine).
 */
export function webStandardOnly(): Plugin {
  return {
    name: "shop-edge-web-standard-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer, options) {
      const name = source.startsWith("node:") ? source.slice(5) : source;
      if (!source.startsWith("node:") && !BUILTINS.has(name.split("/")[0]!)) return null;
      if (!source.startsWith("node:")) {
        const installed = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (installed && !installed.external && installed.id.includes("node_modules")) return null;
      }
      this.error(`"${source}" imported by ${importer ?? "the entry"}: the edge bundle takes web-standard APIs only (docs/decisions/022)`);
    },
  };
}
