import type { AuditEntry } from '#shared/schemas/admin.ts';

/** An entry's details as "key: value" lines, in the order the server gave them. */
export function auditDetailLines(details: AuditEntry['details']): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${value ?? '—'}`);
}
