/** Who changed a subscription: the member themselves, an admin, or the system (no actor: time did it). */
export function historyActor(actorId: string | null, userId: string): 'member' | 'admin' | 'system' {
  if (actorId === null) return 'system';
  return actorId === userId ? 'member' : 'admin';
}
