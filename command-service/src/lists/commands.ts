import type { ImportedEntry } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../framework/command.ts';

export type { ImportedEntry };

type Ids = { userId: number };
export type SaveMediaListEntry = ContractCommand<'SaveMediaListEntry', Ids>;
export type UpdateMediaListEntries = ContractCommand<'UpdateMediaListEntries', Ids>;
export type DeleteMediaListEntry = ContractCommand<'DeleteMediaListEntry', Ids>;
export type ImportMediaList = ContractCommand<'ImportMediaList', Ids>;
export type MediaListCommand = SaveMediaListEntry | UpdateMediaListEntries | DeleteMediaListEntry | ImportMediaList;
