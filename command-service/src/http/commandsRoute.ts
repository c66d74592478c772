import express, { type Router } from 'express';
import { z } from 'zod';
import { ACTOR_HEADER } from '@tsuzuki/events';
import type { CommandBus } from '../bus.ts';
import { ValidationError, validationMap } from '../errors.ts';
import { parseActor } from './actor.ts';
import { requireInternalToken } from './internalToken.ts';

const CommandBody = z.object({
  commandId: z.string().trim().min(1).max(200).optional(),
  payload: z.unknown().refine((p) => p !== undefined, 'Required'),
});

/** POST /commands/:name with `{ commandId?, payload }`; the answer is the CommandResult. */
export function commandsRoute(bus: CommandBus, internalToken: string | null): Router {
  const router = express.Router();
  router.post('/commands/:name', requireInternalToken(internalToken), async (req, res) => {
    const body = CommandBody.safeParse(req.body ?? {});
    if (!body.success) throw new ValidationError(validationMap(body.error, 'body'));
    const actor = parseActor(req.get(ACTOR_HEADER));
    const result = await bus.execute(String(req.params.name), body.data.payload, {
      actor,
      commandId: body.data.commandId,
      correlationId: String(req.id),
    });
    res.json(result);
  });
  return router;
}
