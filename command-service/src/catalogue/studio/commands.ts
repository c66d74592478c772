import type { ContractCommand } from '../../framework/command.ts';

type Ids = { studioId: number };
export type AddStudio = ContractCommand<'AddStudio', Ids>;
export type UpdateStudio = ContractCommand<'UpdateStudio', Ids>;
export type StudioCommand = AddStudio | UpdateStudio;
