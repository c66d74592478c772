// The catalogue's first check (data moderators of any kind, and the system) is framework/permissions.ts's; this name
// stays for the catalogue commands that import it.
export { requireDataMod as authoriseCatalogueEdit } from '../framework/permissions.ts';
