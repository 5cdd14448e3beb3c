/** A wait the server gave in seconds, as whole minutes to tell a person: rounded up, never "0 minutes". */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
