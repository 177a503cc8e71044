import type { CaptchaChallenge } from "#contract/account.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { newChallenge } from "./actions.server.ts";

export type CaptchaData = { captcha: CaptchaChallenge | null };

/** Sign-up and forgotten password always show the security check: a fresh challenge per page view. */
export async function loadCaptcha(_props: Record<string, unknown>, ctx: BlockLoadContext): Promise<CaptchaData> {
  return { captcha: await newChallenge(ctx.shop) };
}
