import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { webStandardOnly } from "./edge/web-standard-only.ts";
import { browserBuild, chunkGroups, clientEnvironment } from "./vite.config.ts";

/**
 * `npm run build:edge`: the storefront as one module worker for workerd (edge/worker.ts, bundled
 * with everything it imports). Modules resolve with the `workerd` condition, which swaps the Node
 * pieces through package.json `imports` (env.edge.ts, document-stream.edge.ts) and picks React's
 * web-stream renderer; `node` is not a condition here, so nothing Node-only is chosen by accident.
 */
const EDGE_CONDITIONS = ["workerd", "worker", "browser", "import", "module", "production", "default"];

/** React Router adds Node's conditions to the server environment: the edge's replace them. */
function edgeConditions(): Plugin {
  return {
    name: "shop-edge-conditions",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "ssr") return;
      config.resolve ??= {};
      config.resolve.conditions = EDGE_CONDITIONS;
      config.resolve.externalConditions = EDGE_CONDITIONS;
      config.resolve.noExternal = true;
      config.resolve.external = [];
    },
  };
}

export default defineConfig({
  plugins: [webStandardOnly(), tailwindcss(), reactRouter(), edgeConditions(), chunkGroups],
  // The browser's build is the Node build's, chunks and all (vite.config.ts).
  build: browserBuild,
  // A worker, not Node: no createRequire shims in the bundle.
  ssr: { target: "webworker" },
  environments: {
    client: clientEnvironment,
    ssr: {
      // Libraries branch on it; the worker has no `process`.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        target: "es2024",
        minify: true,
        rollupOptions: {
          input: "edge/worker.ts",
          external: ["cloudflare:workers"],
          output: { codeSplitting: false },
        },
      },
    },
  },
});
