import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import circles (issue 14). The graph follows every static `import … from`, `import type … from`,
 * `import "…"` and `export … from`, and type references `import("…").Name`, through relative paths and the
 * package.json `imports` aliases; lazy `import()` calls (code-split chunks) are left out. React Router's
 * generated `./+types/*` modules are outside the tree and not followed.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCES = ["app", "backend", "contract", "edge", "server.ts"];
/**
 * The `imports` map: a pattern (`#app/*`) or an exact key with a target per condition (the edge
 * build's twins): every condition's module is followed, so the edge twins are in the graph too.
 */
type ImportTarget = string | Record<string, string>;
const IMPORTS = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports: Record<string, ImportTarget> }).imports;
const targetsOf = (target: ImportTarget) => (typeof target === "string" ? [target] : Object.values(target));
const EXACT = new Map(Object.entries(IMPORTS).filter(([key]) => !key.endsWith("*")).map(([key, target]) => [key, targetsOf(target)]));
const ALIASES = Object.entries(IMPORTS)
  .filter(([key]) => key.endsWith("*"))
  .flatMap(([pattern, target]) => targetsOf(target).map((t) => [pattern.replace(/\*$/, ""), t.replace(/\*$/, "")] as const));

const IMPORT =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})?\s*(?:from\s*)?["']([^"'\n]+)["']/gm;
const TYPE_REFERENCE = /\bimport\(\s*["']([^"'\n]+)["']\s*\)\.(?!then\b|catch\b|finally\b)[\w$]+/g;

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (name === "node_modules" ? [] : sourceFiles(join(path, name))));
}

function resolveSpecifier(from: string, specifier: string): string[] {
  let targets: string[] = [];
  if (specifier.startsWith(".")) targets = [resolve(dirname(from), specifier)];
  const exact = EXACT.get(specifier);
  if (exact) targets = exact.map((target) => resolve(ROOT, target));
  else {
    for (const [prefix, folder] of ALIASES) {
      if (specifier.startsWith(prefix)) targets = [resolve(ROOT, folder, specifier.slice(prefix.length))];
    }
  }
  return targets.filter((target) => /\.tsx?$/.test(target) && existsSync(target));
}

/** Module → the modules it imports, for every file reachable from the sources. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = SOURCES.flatMap((source) => sourceFiles(join(ROOT, source)));
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const text = readFileSync(file, "utf8");
    const specifiers = [...text.matchAll(IMPORT), ...text.matchAll(TYPE_REFERENCE)].map((m) => m[1]!);
    const targets = [...new Set(specifiers.flatMap((s) => resolveSpecifier(file, s)))];
    graph.set(file, targets);
    queue.push(...targets);
  }
  return graph;
}

/** Strongly connected components with more than one module, or a module importing itself (Tarjan). */
function tangles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) out.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return out;
}

/**
 * The elementary circles within one component, each written `a.ts → b.ts → a.ts` from its smallest
 * module name, so the same circle always reads the same.
 */
function circles(graph: Map<string, string[]>, component: string[], limit = 500): string[] {
  const members = new Set(component);
  const names = [...component].sort();
  const found: string[] = [];
  // Every circle is found once, from its smallest member, through members after it only.
  names.forEach((start, i) => {
    const allowed = new Set(names.slice(i));
    const path = [start];
    const onPath = new Set(path);
    const walk = (node: string) => {
      for (const to of graph.get(node) ?? []) {
        if (found.length >= limit || !members.has(to) || !allowed.has(to)) continue;
        if (to === start) found.push([...path, start].map((f) => relative(ROOT, f)).join(" → "));
        else if (!onPath.has(to)) {
          path.push(to);
          onPath.add(to);
          walk(to);
          path.pop();
          onPath.delete(to);
        }
      }
    };
    walk(start);
  });
  return found;
}

const graph = importGraph();
const allCircles = tangles(graph).flatMap((component) => circles(graph, component));

describe("the import graph", () => {
  it("reads the whole tree", () => {
    const files = [...graph.keys()].map((f) => relative(ROOT, f));
    expect(files).toContain("server.ts");
    expect(files).toContain("backend/app.ts");
    expect(files).toContain("contract/codes.ts");
    expect(files).toContain("app/root.tsx");
    const edges = [...graph.values()].reduce((n, to) => n + to.length, 0);
    expect(edges).toBeGreaterThan(files.length);
  });

  it("has no circles in app/, backend/, contract/ and server.ts", () => {
    expect(allCircles).toEqual([]);
  });
});
