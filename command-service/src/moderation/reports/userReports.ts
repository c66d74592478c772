import type { DomainEvent, ReportObjectType } from '@tsuzuki/events';

/** One report about the member, as its stream tells it. */
export interface ReportEntry {
  reporterId: number;
  objectType: ReportObjectType;
  objectId: number | null;
  reason: string;
  open: boolean;
}

/** Everything members reported about one member (`reports-<userId>`), and which reports are still open. */
export interface UserReportsState {
  reports: ReadonlyMap<number, ReportEntry>;
}

export const initialUserReportsState: UserReportsState = { reports: new Map() };

/** A reporter's open report of one item: a second one from them adds nothing until a moderator handled it. */
export function openReportOf(
  state: UserReportsState,
  reporterId: number,
  objectType: ReportObjectType,
  objectId: number | null,
): number | null {
  for (const [id, r] of state.reports) {
    if (r.open && r.reporterId === reporterId && r.objectType === objectType && r.objectId === objectId) return id;
  }
  return null;
}

export function evolveUserReports(state: UserReportsState, event: DomainEvent): UserReportsState {
  switch (event.type) {
    case 'UserReported': {
      const { reportId, reporterId, objectType, objectId, reason } = event.data;
      return { reports: new Map(state.reports).set(reportId, { reporterId, objectType, objectId, reason, open: true }) };
    }
    case 'UserReportResolved': {
      const report = state.reports.get(event.data.reportId);
      if (!report) return state;
      return { reports: new Map(state.reports).set(event.data.reportId, { ...report, open: false }) };
    }
    default:
      return state;
  }
}
