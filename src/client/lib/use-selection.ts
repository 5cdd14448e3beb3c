import { useState } from 'react';

/**
 * Ticked rows of a list: only ids still selectable count as chosen, so a row that stops being selectable
 * (sent, disputed) drops out of the choice by itself.
 */
export function useSelection<T extends { id: string }>(selectable: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: () => setSelected(new Set(selectable.map((row) => row.id))),
    clear: () => setSelected(new Set()),
    chosen: selectable.filter((row) => selected.has(row.id)),
  };
}
