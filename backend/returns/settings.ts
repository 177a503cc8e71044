import { DEFAULT_RETURN_WINDOW_DAYS, ReturnAddressSchema, type ReturnSettings } from "#contract/returns.ts";
import type { Db } from "../db/connection.ts";
import { getSetting, putSetting, SettingKey } from "../settings/repository.ts";

/** The merchant's default return address and the return window; a stored value that no longer parses falls back. */
export async function getReturnSettings(db: Db): Promise<ReturnSettings> {
  const stored = (await getSetting(db, SettingKey.returns)) as { address?: unknown; windowDays?: unknown };
  const address = ReturnAddressSchema.safeParse(stored.address);
  const days = stored.windowDays;
  return {
    address: address.success ? address.data : null,
    windowDays:
      typeof days === "number" && Number.isInteger(days) && days >= 1 && days <= 365
        ? days
        : DEFAULT_RETURN_WINDOW_DAYS,
  };
}

export async function putReturnSettings(db: Db, patch: Partial<ReturnSettings>): Promise<ReturnSettings> {
  const next = { ...(await getReturnSettings(db)), ...patch };
  await putSetting(db, SettingKey.returns, next);
  return next;
}
