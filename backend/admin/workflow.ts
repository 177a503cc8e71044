import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { Workflow } from "#contract/api/describe.ts";
import type { AppEnv } from "../app.ts";
import { idParam, readJson, readQuery, sendOk } from "../shared/http.ts";

type Ctx = Context<AppEnv>;

/**
 * How the backend carries out an admin workflow the contract describes (contract/api/describe.ts):
 * one function per route, the steps by the contract's names, so a step cannot be served without being
 * described, nor described without being served.
 */
export type WorkflowHandlers<W extends Workflow, Found> = {
  list(c: Ctx, query: z.output<W["list"]["query"]>): Promise<unknown>;
  /** The record a path's id names, found before the body is read (a missing record is a 404 first). */
  find?(c: Ctx, id: number): Promise<Found>;
  read?(c: Ctx, found: Found): Promise<unknown>;
  steps: {
    [K in keyof W["steps"]]: (c: Ctx, found: Found, input: z.output<W["steps"][K]["body"]>) => Promise<unknown>;
  };
  remove?(c: Ctx, id: number): Promise<unknown>;
};

export function createWorkflowApp<W extends Workflow, Found = number>(
  workflow: W,
  handlers: WorkflowHandlers<W, Found>,
): Hono<AppEnv> {
  const found = (c: Ctx) => (handlers.find ? handlers.find(c, idParam(c)) : Promise.resolve(idParam(c) as Found));
  const app = new Hono<AppEnv>().get("/", async (c) =>
    sendOk(c, await handlers.list(c, readQuery(c, workflow.list.query) as z.output<W["list"]["query"]>)),
  );
  const { read } = handlers;
  if (workflow.read && read) app.get("/:id", async (c) => sendOk(c, await read(c, await found(c))));
  for (const [name, step] of Object.entries(workflow.steps)) {
    const run = handlers.steps[name as keyof W["steps"]];
    app.post(`/:id/${name}`, async (c) => {
      const target = await found(c);
      const input = (await readJson(c, step.body)) as never;
      return sendOk(c, await run(c, target, input), step.status ?? 200);
    });
  }
  const { remove } = handlers;
  if (workflow.remove && remove) app.delete("/:id", async (c) => sendOk(c, await remove(c, idParam(c))));
  return app;
}

/** A page of a listing, as every admin list answers it. */
export const pageOf = <T>(items: T[], total: number, query: { page: number; pageSize: number }) => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});
