import { Button } from './button.tsx';

export function SelectAllButtons(props: {
  onSelectAll: () => void;
  onClear: () => void;
  selectAllLabel: string;
  clearLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={props.onSelectAll}>
        {props.selectAllLabel}
      </Button>
      <Button variant="outline" size="sm" onClick={props.onClear}>
        {props.clearLabel}
      </Button>
    </div>
  );
}
