import { Router } from 'express';
import { artSvg, isArtKind } from '@tsuzuki/web/art';

const ART_ID = /^[\w-]{1,64}$/;

/**
 * GET /img/<kind>/<id>.svg: the demo catalogue's images, drawn from (kind, id) on request (ADR 5). The same
 * URL always yields the same picture, so browsers may cache it for good.
 */
export function artRoute(): Router {
  const router = Router();
  router.get('/img/:kind/:file', (req, res) => {
    const { kind, file } = req.params;
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isArtKind(kind) || !ART_ID.test(id)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .send(artSvg(kind, /^\d+$/.test(id) ? Number(id) : id));
  });
  return router;
}
