/**
 * What the owner area leaves for the doors within one page: the doors load neither the
 * app's Redux store nor i18next, so the reason an owner was signed out (shown on the sign-in page)
 * and the theme the owner area was in wait here, in plain module state, for the next door to read.
 */
export type DoorNotice = 'sessionExpired' | 'accountDeleted' | 'passwordChanged';
export type DoorTheme = 'light' | 'dark';

let notice: DoorNotice | null = null;
let theme: DoorTheme = 'light';

/** The owner was signed out for a reason the sign-in page says (a 401, the account deleted, a new password). */
export function leaveDoorNotice(reason: DoorNotice | null): void {
  notice = reason;
}

/** The notice left for the sign-in page, if any; `clearDoorNotice` once it is on screen. */
export const pendingDoorNotice = (): DoorNotice | null => notice;

export function clearDoorNotice(): void {
  notice = null;
}

/** The owner area's colour mode, kept as it changes so a door opened from it stays in it. */
export function followOwnerTheme(next: DoorTheme): void {
  theme = next;
}

export const doorTheme = (): DoorTheme => theme;
