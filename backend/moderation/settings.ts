import {
  DEFAULT_MODERATION_SETTINGS,
  type ModerationSettings,
  type ModerationSettingsPatch,
} from "#contract/moderation.ts";
import type { Db } from "../db/connection.ts";
import { getSetting, putSetting, SettingKey } from "../settings/repository.ts";

type Stored = { comments?: { autoPublish?: unknown }; reviews?: { autoPublish?: unknown } };

/** Whether new comments and reviews are published at once; anything but a stored `true` holds them. */
export async function getModerationSettings(db: Db): Promise<ModerationSettings> {
  const stored = ((await getSetting(db, SettingKey.moderation)) ?? {}) as Stored;
  return {
    comments: { autoPublish: stored.comments?.autoPublish === true || DEFAULT_MODERATION_SETTINGS.comments.autoPublish },
    reviews: { autoPublish: stored.reviews?.autoPublish === true || DEFAULT_MODERATION_SETTINGS.reviews.autoPublish },
  };
}

export async function updateModerationSettings(db: Db, patch: ModerationSettingsPatch): Promise<ModerationSettings> {
  const current = await getModerationSettings(db);
  const next: ModerationSettings = {
    comments: { ...current.comments, ...patch.comments },
    reviews: { ...current.reviews, ...patch.reviews },
  };
  await putSetting(db, SettingKey.moderation, next);
  return next;
}
