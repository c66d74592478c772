import type { ContractCommand } from '../../framework/command.ts';

type Ids = { userId: number };
export type ToggleFollow = ContractCommand<'ToggleFollow', Ids>;
export type ToggleUserBlock = ContractCommand<'ToggleUserBlock', Ids>;
export type SocialGraphCommand = ToggleFollow | ToggleUserBlock;
