import { randomBytes } from "node:crypto";

/** Only the start of a body is looked at: enough for an excerpt, and no pattern ever scans 50 KB. */
const EXCERPT_INPUT = 2000;

/**
 * A plain-text excerpt of Markdown for listings and meta descriptions: code, images, link targets,
 * heading and list markers, emphasis, tags and scripts left out; cut at a word boundary.
 */
export function markdownExcerpt(markdown: string, max = 200): string {
  let inFence = false;
  const lines: string[] = [];
  for (const line of markdown.slice(0, EXCERPT_INPUT).split("\n")) {
    if (/^\s{0,3}(`{3,}|~{3,})/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence) lines.push(line.replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d{1,9}[.)])\s+/, ""));
  }
  // A link's target may hold balanced parentheses, as CommonMark's do: `[x](javascript:alert(1))`.
  const text = lines
    .join(" ")
    .replace(/!\[([^\]\n]{0,200})\]\((?:[^()\n]|\([^()\n]{0,100}\)){0,500}\)/g, "$1")
    .replace(/\[([^\]\n]{0,200})\]\((?:[^()\n]|\([^()\n]{0,100}\)){0,500}\)/g, "$1")
    .replace(/<(script|style)\b[^>]{0,200}>[\s\S]{0,2000}?<\/\1\s*>/gi, " ")
    .replace(/<[^>\n]{0,200}>/g, " ")
    .replace(/[`*_~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Latin letters that no accent-stripping decomposes: Vietnamese đ, Nordic ø and æ, Polish ł, German ß… */
const LATIN_LETTERS: Record<string, string> = { đ: "d", ð: "d", ø: "o", ł: "l", ß: "ss", æ: "ae", œ: "oe", þ: "th", ı: "i", ħ: "h" };

/** A slug from a title: accents dropped, Latin letters and digits kept; "article-xxxxxx" when none are left. */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[đðøłßæœþıħ]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base.length >= 3 ? base : `article-${randomBytes(3).toString("hex")}`;
}

export const randomSlugSuffix = () => randomBytes(3).toString("hex");
