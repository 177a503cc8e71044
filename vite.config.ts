import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const app = (file: string) => resolve(import.meta.dirname, "app", file);
const ROUTE = "?__react-router-build-client-route";
/** What every page loads: the browser entry, the root and the language layout. */
const SHELL = [app("entry.client.tsx"), app("root.tsx") + ROUTE, app("routes/lang-layout.tsx") + ROUTE];
/**
 * The catalogue's main page modules, by the chunk of what only they need: what two or more of them
 * share goes with the shell.
 */
const CATALOGUE = new Map([
  [app("routes/home.tsx") + ROUTE, "home"],
  [app("routes/category.tsx") + ROUTE, "listing"],
  [app("routes/product.tsx") + ROUTE, "product"],
]);

/** Every module the entries import statically, directly or not (lazy `import()`s are not followed). */
function reachable(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The browser's chunks (the JavaScript budget, docs/performance.md): React and React Router in one
 * `framework` chunk; our code that every page runs, plus what catalogue pages share, in one `shell`
 * chunk; what only one catalogue page type needs (its blocks) in one chunk for that type. The rest
 * splits as the bundler likes, e.g. on-demand blocks with their forms (zod, conform), which catalogue
 * pages never load. A few large chunks compress better than many small ones, and each costs a request.
 */
function chunkName(id: string, graph: ModuleGraph): string | null {
  const groups = (chunking ??= {
    shell: reachable(graph, SHELL),
    pages: [...CATALOGUE].map(([entry, name]) => ({ name, modules: reachable(graph, [entry]) })),
  });
  if (SHELL.includes(id) || CATALOGUE.has(id)) return null;
  if (groups.shell.has(id)) return id.includes("/node_modules/") ? "framework" : "shell";
  if (id.includes("/node_modules/")) return null;
  const pages = groups.pages.filter((page) => page.modules.has(id));
  return pages.length >= 2 ? "shell" : (pages[0]?.name ?? null);
}
let chunking: { shell: Set<string>; pages: { name: string; modules: Set<string> }[] } | undefined;

/** A code-splitting group that takes the modules `chunkName` gives one of these names. */
const group = (names: readonly string[], priority: number) => ({
  name: (id: string, graph: ModuleGraph) => {
    const name = chunkName(id, graph);
    return name && names.includes(name) ? name : null;
  },
  priority,
});

/** What is worth compressing, from the threshold of the server's compression (server/node-runtime.ts) up. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;
const COMPRESS_FROM = 256;

/**
 * Each file of the browser build beside its gzip (`.gz`, level 9) and brotli (`.br`, quality 11)
 * copies, made once here at the strongest settings. The Node server sends the copy the browser takes
 * (`serveStatic`'s `precompressed`) instead of gzipping the file again for every request at the
 * default level. The edge build has no such copies: its runtime compresses (vite.edge.config.ts).
 */
function precompressed(): Plugin {
  return {
    name: "shop-precompressed",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    closeBundle: {
      sequential: true,
      handler() {
        const root = this.environment.config.build.outDir;
        const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
        for (const entry of files) {
          const path = join(entry.parentPath, entry.name);
          const bytes = readFileSync(path);
          if (bytes.byteLength < COMPRESS_FROM) continue;
          writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }));
        }
      },
    },
  };
}

/** Chunks every page has loaded before any lazy import runs. */
const LOADED = /\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

/** Starts each build's chunking afresh (the module graph is another one). */
export const chunkGroups: Plugin = { name: "chunk-groups", buildStart: () => void (chunking = undefined) };

/** The browser build's settings, the same for the Node build and the edge's (vite.edge.config.ts). */
export const browserBuild = {
  target: "es2022",
  assetsInlineLimit: 0,
  // The block registry lazily imports every block, also those a page module imports itself
  // (app/blocks/registry.ts): that import is meant to find the module where it already is.
  rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
};

/** The browser's chunks (above), the same on Node and on the edge: the JavaScript budget holds for both. */
export const clientEnvironment = {
  build: {
    // Lazy imports need not announce the chunks every page has loaded already.
    modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !LOADED.test(dep)) },
    rolldownOptions: {
      output: {
        // The most shared first: a group takes the modules its members import, unless an earlier
        // group has taken them.
        codeSplitting: {
          groups: [group(["framework"], 3), group(["shell"], 2), group([...CATALOGUE.values()], 1)],
        },
      },
    },
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkGroups, precompressed()],
  build: browserBuild,
  environments: { client: clientEnvironment },
  ssr: { external: ["pg", "sharp", "pino", "htmlparser2"] },
});
