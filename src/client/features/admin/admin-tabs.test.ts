import { describe, expect, it } from 'vitest';
import { parseAdminTab } from './admin-tabs.ts';

describe('parseAdminTab', () => {
  it('opens the tab the address names, and the overview for anything else', () => {
    expect(parseAdminTab('audit-log')).toBe('audit-log');
    expect(parseAdminTab('client-records')).toBe('client-records');
    expect(parseAdminTab('nope')).toBe('overview');
    expect(parseAdminTab(null)).toBe('overview');
  });
});
