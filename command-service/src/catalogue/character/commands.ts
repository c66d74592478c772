import type { ContractCommand } from '../../framework/command.ts';

type Ids = { characterId: number };
export type AddCharacter = ContractCommand<'AddCharacter', Ids>;
export type UpdateCharacter = ContractCommand<'UpdateCharacter', Ids>;
export type SubmitCharacterEdit = ContractCommand<'SubmitCharacterEdit', Ids>;
export type AcceptCharacterSubmission = ContractCommand<'AcceptCharacterSubmission', Ids>;
export type RejectCharacterSubmission = ContractCommand<'RejectCharacterSubmission', Ids>;
export type CharacterCommand = AddCharacter | UpdateCharacter | SubmitCharacterEdit | AcceptCharacterSubmission | RejectCharacterSubmission;
