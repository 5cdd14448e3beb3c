import { Card } from '#client/components/ui/card.tsx';

export function StatTile({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <Card className="grid content-start gap-1 p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-3xl font-bold tabular-nums">{value}</span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
    </Card>
  );
}
