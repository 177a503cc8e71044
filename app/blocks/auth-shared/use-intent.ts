import { useActionData } from "react-router";
import type { IntentReply } from "./actions.server.ts";

/** The action's answer to this block's form, if the last post was for it. */
export function useIntentReply(...intents: string[]): IntentReply | undefined {
  const reply = useActionData() as IntentReply | undefined;
  return reply && typeof reply === "object" && intents.includes(reply.intent) ? reply : undefined;
}
