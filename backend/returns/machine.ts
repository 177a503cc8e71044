import {
  APPLY_TYPES,
  GOODS_APPLY_TYPES,
  type ApplyType,
  type ReturnAction,
  type ReturnStage,
} from "#contract/returns.ts";

/** Who may take an action: the customer (web API), the merchant (admin API), or the payment provider (webhook). */
export type Actor = "customer" | "merchant" | "provider";

export type Transition = {
  action: ReturnAction;
  from: ReturnStage;
  to: ReturnStage;
  /** The apply types the row applies to. */
  types: readonly ApplyType[];
  by: Actor;
};

const ALL = APPLY_TYPES;
const GOODS = GOODS_APPLY_TYPES;

/**
 * Every allowed move of a return request, written down once. Each action runs as a conditional update
 * (`UPDATE … SET stage = to WHERE id = ? AND stage IN (from…)`), so of two actions racing on one
 * request exactly one moves it; an action with no row here for the request's stage and apply type is
 * refused (409 `returns.errors.notAllowed`). A new request starts at `requested`.
 */
export const TRANSITIONS: readonly Transition[] = [
  { action: "cancel", from: "requested", to: "cancelled", types: ALL, by: "customer" },
  { action: "cancel", from: "approved", to: "cancelled", types: ALL, by: "customer" },
  { action: "approve", from: "requested", to: "approved", types: ALL, by: "merchant" },
  { action: "refuse", from: "requested", to: "refused", types: ALL, by: "merchant" },
  { action: "ship-back", from: "approved", to: "returning", types: GOODS, by: "customer" },
  // The customer may correct the tracking details until the parcel arrives.
  { action: "ship-back", from: "returning", to: "returning", types: GOODS, by: "customer" },
  { action: "receive", from: "approved", to: "received", types: GOODS, by: "merchant" },
  { action: "receive", from: "returning", to: "received", types: GOODS, by: "merchant" },
  { action: "refund", from: "received", to: "refunding", types: ["return-refund"], by: "merchant" },
  { action: "refund", from: "approved", to: "refunding", types: ["refund-only"], by: "merchant" },
  {
    action: "refund-succeeded",
    from: "refunding",
    to: "completed",
    types: ["return-refund", "refund-only"],
    by: "provider",
  },
  { action: "refund-failed", from: "refunding", to: "received", types: ["return-refund"], by: "provider" },
  { action: "refund-failed", from: "refunding", to: "approved", types: ["refund-only"], by: "provider" },
  { action: "ship-replacement", from: "received", to: "completed", types: ["exchange"], by: "merchant" },
  // The goods never came back: the merchant ends the request.
  { action: "close", from: "approved", to: "closed", types: ALL, by: "merchant" },
  { action: "close", from: "returning", to: "closed", types: GOODS, by: "merchant" },
];

export const INITIAL_STAGE: ReturnStage = "requested";

/** Stages that no longer hold the lines' quantities (the units can be asked back again). */
export const RELEASING_STAGES: readonly ReturnStage[] = ["cancelled", "refused", "closed"];
/** Stages of a request still under way (the order's after-sales state is "refund requested"). */
export const OPEN_STAGES: readonly ReturnStage[] = ["requested", "approved", "returning", "received", "refunding"];

/** The stages `action` may start from for this apply type (empty: never allowed). */
export function fromStages(action: ReturnAction, type: ApplyType): ReturnStage[] {
  return TRANSITIONS.filter((t) => t.action === action && t.types.includes(type)).map((t) => t.from);
}

/** Where `action` leads for this apply type; every (action, type) has one target (the machine's test checks it). */
export function targetOf(action: ReturnAction, type: ApplyType): ReturnStage | null {
  return TRANSITIONS.find((t) => t.action === action && t.types.includes(type))?.to ?? null;
}

export function canTake(action: ReturnAction, stage: ReturnStage, type: ApplyType): boolean {
  return TRANSITIONS.some((t) => t.action === action && t.from === stage && t.types.includes(type));
}

/** The actions `actor` may take now. */
export function actionsFor(stage: ReturnStage, type: ApplyType, actor: Actor): ReturnAction[] {
  return [
    ...new Set(
      TRANSITIONS.filter((t) => t.from === stage && t.types.includes(type) && t.by === actor).map((t) => t.action),
    ),
  ];
}
