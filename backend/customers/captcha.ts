import { randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import {
  CAPTCHA_IMAGE,
  CAPTCHA_MIN_MS,
  CAPTCHA_TOLERANCE,
  CAPTCHA_TTL_MS,
  type CaptchaAnswer,
  type CaptchaChallenge,
} from "#contract/account.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

/**
 * The track the shopper sees: the mark at `target` (0–100 across the image's width), among fainter
 * decoys on a noisy background. Only the picture carries the target — the answer never travels as
 * text — and it is a PNG, so reading it takes image analysis rather than a JSON field.
 */
export async function drawTrack(target: number): Promise<Buffer> {
  const { width, height } = CAPTCHA_IMAGE;
  const x = (v: number) => ((v / 100) * width).toFixed(1);
  const shapes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const cx = randomInt(width);
    const cy = randomInt(height);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${1 + randomInt(3)}" fill="#94a3b8" fill-opacity="0.${2 + randomInt(4)}"/>`);
  }
  for (let i = 0; i < 5; i++) {
    const decoy = randomInt(0, 101);
    if (Math.abs(decoy - target) < 12) continue;
    shapes.push(`<rect x="${x(decoy)}" y="${4 + randomInt(6)}" width="3" height="${10 + randomInt(8)}" rx="1.5" fill="#64748b" fill-opacity="0.35"/>`);
  }
  // The mark: a full-height bar with a triangle on top, the way the instructions describe it.
  const mx = Number(x(target));
  shapes.push(
    `<rect x="${(mx - 2.5).toFixed(1)}" y="6" width="5" height="${height - 6}" rx="2" fill="#4a00ff"/>`,
    `<path d="M ${(mx - 7).toFixed(1)} 0 L ${(mx + 7).toFixed(1)} 0 L ${mx.toFixed(1)} 9 Z" fill="#4a00ff"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="${(0.2 + Math.random() * 0.6).toFixed(2)}" stop-color="#f8fafc"/><stop offset="1" stop-color="#e0e7ff"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="6" fill="url(#g)"/>${shapes.join("")}</svg>`;
  // Full colour, not a palette: quantising to one cost 19 ms of the thread pool per challenge against
  // 4 ms, for a file 11 % smaller (2.1 against 2.3 KB; docs/performance.md).
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Issues a slide-to-verify challenge: slide to the mark within five minutes, once. */
export async function createChallenge(db: Db): Promise<CaptchaChallenge> {
  await db.deleteFrom("captcha_challenge").where("expires_at", "<", nowIso()).execute();
  const target = randomInt(10, 91);
  const challenge: CaptchaChallenge = {
    verifyId: randomBytes(16).toString("base64url"),
    image: `data:image/png;base64,${(await drawTrack(target)).toString("base64")}`,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS).toISOString(),
  };
  await db
    .insertInto("captcha_challenge")
    .values({ id: challenge.verifyId, target, expires_at: challenge.expiresAt })
    .execute();
  return challenge;
}

type TrailPoint = { kind: "p" | "k"; t: number; v: number };

/** `p120:35,k400:45`: pointer or keyboard, milliseconds since the check appeared, slider value. */
export function parseTrail(trail: string): TrailPoint[] | null {
  const points: TrailPoint[] = [];
  for (const item of trail.split(",")) {
    const match = /^([pk])(\d{1,7}):(\d{1,3})$/.exec(item);
    if (!match) return null;
    points.push({ kind: match[1] as "p" | "k", t: Number(match[2]), v: Number(match[3]) });
  }
  return points;
}

/** The fastest a person drags the handle across a stretch of track (values per millisecond). */
const MAX_DRAG_SPEED = 0.6;

/**
 * Whether the way the handle moved is one a person makes. With JavaScript the form reports the
 * handle's path: it must end where the answer says, in order, within the time the check has been
 * shown, and a drag must take time (a script's drag jumps or glides at machine speed). Taps on the
 * track and the keyboard move in jumps and are fine (WCAG 2.5.7). Without JavaScript there is no
 * path, and the time since the check was issued is all there is to go by.
 */
export function plausiblePath(trail: string | undefined, position: number, shownForMs: number): boolean {
  if (!trail) return true;
  const points = parseTrail(trail);
  if (!points || points.length === 0 || points.length > 200) return false;
  const last = points.at(-1)!;
  if (last.v !== Math.round(position) || last.v > 100) return false;
  for (let i = 1; i < points.length; i++) if (points[i]!.t < points[i - 1]!.t) return false;
  if (last.t > shownForMs + 2_000) return false;
  const drag = points.filter((p) => p.kind === "p");
  if (drag.length >= 3) {
    const span = drag.at(-1)!.t - drag[0]!.t;
    const steps = drag.slice(1).map((p, i) => p.v - drag[i]!.v).filter((step) => step !== 0);
    const distance = steps.reduce((sum, step) => sum + Math.abs(step), 0);
    if (span < 80 || distance / Math.max(span, 1) > MAX_DRAG_SPEED) return false;
    // A hand speeds up and slows down; a script interpolates in equal steps. A slow hand moves the
    // handle one value at a time too, so steps of one or two (a short stretch of track) say nothing.
    const mean = distance / Math.max(steps.length, 1);
    if (steps.length >= 4 && mean > 2 && Math.max(...steps) - Math.min(...steps) <= 1) return false;
  }
  return true;
}

/**
 * Checks an answer and uses the challenge up, right or wrong: each challenge gets one try. The
 * answer must be near the mark, not sooner than a person could have found it, and moved like a person.
 */
export async function passCaptcha(db: Db, answer: Partial<CaptchaAnswer>, minMs = CAPTCHA_MIN_MS): Promise<boolean> {
  const { verifyId, position, trail } = answer;
  if (!verifyId || position === undefined || !Number.isFinite(position)) return false;
  const row = await db.selectFrom("captcha_challenge").selectAll().where("id", "=", verifyId).executeTakeFirst();
  if (!row) return false;
  const deleted = await db.deleteFrom("captcha_challenge").where("id", "=", verifyId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  const shownForMs = Date.now() - (Date.parse(row.expires_at) - CAPTCHA_TTL_MS);
  return (
    row.expires_at > nowIso() &&
    shownForMs >= minMs &&
    Math.abs(position - Number(row.target)) <= CAPTCHA_TOLERANCE &&
    plausiblePath(trail, position, shownForMs)
  );
}
