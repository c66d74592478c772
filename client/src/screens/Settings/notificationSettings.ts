// Airing notifications (core §3) reach a member only while both options.airingNotifications and the AIRING entry of
// notificationOptions are on (the server checks both). The switches for it, on the Anime & Manga and Notifications
// screens, show that and write both, so that neither screen can leave the other's switch on with nothing arriving.

interface AiringOptions {
  readonly airingNotifications?: boolean | null;
  readonly notificationOptions?: ReadonlyArray<
    { readonly type?: string | null; readonly enabled?: boolean | null } | null | undefined
  > | null;
}

export function airingNotificationsOn(options: AiringOptions | null | undefined): boolean {
  if (options?.airingNotifications === false) return false;
  return options?.notificationOptions?.find((option) => option?.type === 'AIRING')?.enabled !== false;
}

/** UpdateUser's arguments for the switch: notificationOptions merge per type, so AIRING alone is sent. */
export function airingChanges(on: boolean) {
  return { airingNotifications: on, notificationOptions: [{ type: 'AIRING' as const, enabled: on }] };
}
