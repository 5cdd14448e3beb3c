import type { DisputeStatus } from '#shared/constants/disputes.ts';

/** Every chart is this tall, so the page does not move while a chart measures its width. */
export const CHART_HEIGHT = 260;

/** Colours come from the theme (styles.css), so the charts follow dark mode. */
export const CHART_COLORS = {
  primary: 'var(--chart-1)',
  axis: 'var(--muted-foreground)',
  grid: 'var(--border)',
} as const;

export const STATUS_COLORS: Record<DisputeStatus, string> = {
  draft: 'var(--chart-7)',
  pending: 'var(--chart-3)',
  submitted: 'var(--chart-4)',
  sent: 'var(--chart-2)',
  in_review: 'var(--chart-8)',
  resolved: 'var(--chart-5)',
  rejected: 'var(--chart-6)',
  withdrawn: 'var(--chart-1)',
};

export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
  },
  labelStyle: { color: 'var(--foreground)' },
} as const;
