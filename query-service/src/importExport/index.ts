// List import (MyAnimeList XML) and export (JSON, CSV, MyAnimeList XML): HTTP routes beside /graphql, since
// their bodies are files. Mounted by app.ts behind the request's authentication.
export { importRoute, type ImportDeps } from './importRoute.ts';
export { exportRoute } from './exportRoute.ts';
