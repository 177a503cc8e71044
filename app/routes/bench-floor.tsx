import type { Route } from "./+types/bench-floor";

// The floor for `npm run bench`: a bare React Router route. The root skips its middleware and loader for
// this address, so what remains is React Router's own cost (document, hydration data, scripts).

export function loader() {
  return { message: "Benchmark floor" };
}

export default function BenchFloor({ loaderData }: Route.ComponentProps) {
  return <main id="main">{loaderData.message}</main>;
}

export const meta: Route.MetaFunction = () => [{ title: "Benchmark floor" }, { name: "robots", content: "noindex" }];
