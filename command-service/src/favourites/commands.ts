import type { ContractCommand } from '../framework/command.ts';

type Ids = { userId: number };
export type ToggleFavourite = ContractCommand<'ToggleFavourite', Ids>;
export type UpdateFavouriteOrder = ContractCommand<'UpdateFavouriteOrder', Ids>;
export type FavouritesCommand = ToggleFavourite | UpdateFavouriteOrder;
