import type { Route } from "./+types/bench-floor";

// The framework's floor for `npm run bench`: root middleware and layout, a constant loader, one line.
// No shop client, no database, so the load test can compare every page against it.

export function loader() {
  return { message: "Benchmark floor" };
}

export default function BenchFloor({ loaderData }: Route.ComponentProps) {
  return <main id="main">{loaderData.message}</main>;
}

export const meta: Route.MetaFunction = () => [{ title: "Benchmark floor" }, { name: "robots", content: "noindex" }];
