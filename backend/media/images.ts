import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import sharp from "sharp";
import type { Image } from "#contract/catalog.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { nowIso } from "../shared/http.ts";

/** Rendition widths; an image gets every width up to its own. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** Refuse decoding images with more pixels than this (pixel bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const UPLOADS_URL = "/uploads";

export type ImageVariant = { width: number; path: string };

/**
 * Re-encodes any image sharp can read into WebP renditions under `uploadsDir/folder`, with
 * server-generated names, and records it. Metadata is stripped by the re-encode.
 */
export async function storeImage(
  db: Db,
  uploadsDir: string,
  input: Buffer,
  options: { folder: string; alt?: string },
): Promise<Row<"image">> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const meta = await source.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("image has no size");

  const name = randomBytes(12).toString("base64url");
  await mkdir(join(uploadsDir, options.folder), { recursive: true });
  const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, 1280)])];
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const path = `${options.folder}/${name}-${w}.webp`;
    const buffer = await source.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await writeFile(join(uploadsDir, path), buffer);
    variants.push({ width: w, path });
  }
  const largest = variants[variants.length - 1]!;
  const scaledHeight = Math.round((height * largest.width) / width);
  return db
    .insertInto("image")
    .values({
      path: largest.path,
      width: largest.width,
      height: scaledHeight,
      alt: options.alt ?? "",
      variants: JSON.stringify(variants),
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The contract's image from its row; `alt` overrides the stored text (e.g. a translated name). */
export function toImage(row: Row<"image"> | null | undefined, alt?: string): Image | null {
  if (!row) return null;
  let variants: ImageVariant[] = [];
  try {
    variants = JSON.parse(row.variants) as ImageVariant[];
  } catch {
    variants = [];
  }
  return {
    url: `${UPLOADS_URL}/${row.path}`,
    width: row.width,
    height: row.height,
    alt: alt ?? row.alt,
    srcset: variants.map((v) => ({ url: `${UPLOADS_URL}/${v.path}`, width: v.width })),
  };
}

/** Deletes an image's files (its path and every rendition) from `uploadsDir`; one already gone is no error. */
export async function removeImageFiles(uploadsDir: string, row: Pick<Row<"image">, "path" | "variants">): Promise<void> {
  const root = resolve(uploadsDir);
  let variants: ImageVariant[] = [];
  try {
    variants = JSON.parse(row.variants) as ImageVariant[];
  } catch {
    variants = [];
  }
  for (const path of new Set([row.path, ...variants.map((v) => v.path)])) {
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) continue;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}
