import type { Route } from "./+types/bench-shell";

// Our shell's floor for `npm run bench`: the root middleware, root loader and document every page has, a
// constant loader and one line; no page from the backend. `/_bench/floor` is the same without the shell.

export function loader() {
  return { message: "Benchmark shell" };
}

export default function BenchShell({ loaderData }: Route.ComponentProps) {
  return <main id="main">{loaderData.message}</main>;
}

export const meta: Route.MetaFunction = () => [{ title: "Benchmark shell" }, { name: "robots", content: "noindex" }];
