import { Button } from './button.tsx';

/** "Select all" and "Clear" over a list's ticks (useSelection). */
export function SelectAllButtons({
  selection,
  selectAllLabel,
  clearLabel,
}: {
  selection: { selectAll: () => void; clear: () => void };
  selectAllLabel: string;
  clearLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={selection.selectAll}>
        {selectAllLabel}
      </Button>
      <Button variant="outline" size="sm" onClick={selection.clear}>
        {clearLabel}
      </Button>
    </div>
  );
}
