import { useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { LANGUAGE_NAMES, LANGUAGES } from "#contract/locales.ts";
import { localizedPath, switchLanguage } from "#app/utils/paths.ts";
import { Disclosure } from "#app/components/Disclosure.tsx";
import { usePage } from "#app/components/page-context.tsx";

/**
 * The language chooser: plain links to the same page in each language, so it works without
 * JavaScript; `<details>` opens and closes natively.
 */
export function LocaleSwitcher() {
  const { lang, page } = usePage();
  // An error page has no address worth keeping: each language's home page instead of a dead link.
  const home = !page || page.meta.type === "error";
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <Disclosure
      className="sm:relative"
      summaryClassName="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-shop px-2 text-sm hover:text-primary"
      summary={
        <>
          <span className="sr-only">{t("chooser.language")}: </span>
          <span className="hidden sm:inline">{LANGUAGE_NAMES[lang]}</span>
          <span className="sm:hidden">{lang}</span>
          <span aria-hidden="true" className="text-xs">▾</span>
        </>
      }
    >
      {/* On a phone the list spans the screen under the header's row (the button sits too far left for a
          list hung from its right edge); from sm on it hangs from the button. */}
      <ul className="absolute inset-x-2 z-30 mt-1 max-h-96 overflow-auto rounded-shop border border-border bg-background p-1 shadow-lg sm:inset-x-auto sm:right-0 sm:w-56">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={home ? localizedPath(code, "/") : switchLanguage(location.pathname, location.search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className="block rounded px-3 py-2 text-sm hover:bg-hero aria-[current]:font-semibold aria-[current]:text-primary"
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
