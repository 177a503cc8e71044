import { isLanguage } from "#contract/locales.ts";
import { textsFile } from "#app/utils/resources.server.ts";
import { TEXT_PATH } from "#app/utils/texts-file.ts";
import type { Route } from "./+types/texts-file";

const FILE = /^([A-Za-z-]+)\.([0-9a-z]{1,16})\.json$/;
const MAX_PATHS = 64;

/**
 * `/_texts/<lang>.<hash>.json?p=<paths>`: a language's UI texts at the given text paths, the file a
 * document names instead of carrying them (app/utils/texts-file.ts). The texts are part of the build,
 * so an address whose hash matches them never changes (immutable); one left from another build still
 * gets today's texts, revalidated each time. Anything else is a 404.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const file = FILE.exec(params.file ?? "");
  const paths = (url.searchParams.get("p") ?? "").split(",");
  if (!file || !isLanguage(file[1]) || paths.length > MAX_PATHS || !paths.every((path) => TEXT_PATH.test(path))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  }
  // Serialised and hashed once per set of texts, not per request.
  const { json, hash } = textsFile(file[1], paths);
  return new Response(json, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": hash === file[2] ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    },
  });
}
