import type { DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../../framework/command.ts';
import type { SetModeratorRoles } from './commands.ts';
import type { UserState } from './user.ts';

/** An admin granting or revoking roles (RETIRED among them): one mod action per role that changed (ADR 19). */
export function roleModActions(command: SetModeratorRoles, events: DomainEvent[], state: UserState): ModActionFact[] {
  const changed = events.find((e) => e.type === 'UserRolesChanged');
  if (!changed || !state.exists) return [];
  const before = state.moderatorRoles;
  const after = changed.data.moderatorRoles;
  const fact = (action: 'ROLE_GRANT' | 'ROLE_REVOKE', role: string): ModActionFact => ({
    action,
    objectType: 'USER',
    objectId: state.userId,
    subjectUserId: state.userId,
    data: { role, roles: after },
  });
  return [
    ...after.filter((r) => !before.includes(r)).map((r) => fact('ROLE_GRANT', r)),
    ...before.filter((r) => !after.includes(r)).map((r) => fact('ROLE_REVOKE', r)),
  ];
}
