import type { EntryContext } from "react-router";

type Match = (location: unknown) => unknown;

/** Paths remembered per build; past this the memo starts again (any path can be asked for). */
export const REMEMBERED_PATHS = 500;

const memos = new WeakMap<Match, Match>();

/**
 * Lets a document's render match a path against the routes once per build instead of once per request.
 *
 * With lazy route discovery, React Router writes the routes of the document's ancestor paths into the
 * page (its partial manifest): for `/fr/product/x` it matches `/`, `/fr` and `/fr/product` against the
 * whole route tree. The tree has 115 branches (every route twice, with and without `:lang`), a match
 * tries them in rank order and the index route ranks near the last, so each costs 100–170 µs and
 * ~230 KB of garbage: ~0.3 ms and ~0.7 MB of every product page (docs/performance.md). The answer depends
 * only on the path and the build's routes, so the render's router (`createStaticRouter`, which matches
 * through the handler context's `_match`) is given a remembering one. `_match` is React Router's own;
 * when a version drops it, nothing is remembered and nothing else changes.
 */
export function rememberRouteMatches(context: EntryContext): void {
  const handlerContext = context.staticHandlerContext as { _match?: Match };
  const match = handlerContext._match;
  if (typeof match !== "function") return;
  let remembering = memos.get(match);
  if (!remembering) {
    const answers = new Map<string, unknown>();
    remembering = (location: unknown) => {
      if (typeof location !== "string") return match(location);
      if (answers.has(location)) return answers.get(location);
      const answer = match(location);
      if (answers.size >= REMEMBERED_PATHS) answers.clear();
      answers.set(location, answer);
      return answer;
    };
    memos.set(match, remembering);
  }
  handlerContext._match = remembering;
}
