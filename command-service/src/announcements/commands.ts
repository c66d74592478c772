import type { ContractCommand } from '../framework/command.ts';

type Ids = { announcementId: number };
export type PublishAnnouncement = ContractCommand<'PublishAnnouncement', Ids>;
export type WithdrawAnnouncement = ContractCommand<'WithdrawAnnouncement', Ids>;
export type AnnouncementCommand = PublishAnnouncement | WithdrawAnnouncement;
