import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  routeDiscovery: { mode: "lazy" },
  // `npm run build:edge` builds the worker beside the Node build (vite.edge.config.ts).
  buildDirectory: process.env.SHOP_BUILD_TARGET === "edge" ? "build-edge" : "build",
} satisfies Config;
