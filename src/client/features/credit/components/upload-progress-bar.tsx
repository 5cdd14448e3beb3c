import { cn } from '#client/lib/cn.ts';

/**
 * How much of a file is sent (`progress`, 0 to 1). Once every byte is, the server is still reading it: no figure to
 * give, so the bar fills and pulses.
 */
export function UploadProgressBar({ progress, label }: { progress: number; label: string }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress < 1 ? percent : undefined}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full bg-primary', progress < 1 ? 'transition-all' : 'w-full animate-pulse')}
        style={progress < 1 ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
