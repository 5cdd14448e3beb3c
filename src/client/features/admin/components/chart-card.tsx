import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { CHART_HEIGHT } from '../chart-theme.ts';

export interface ChartFigures {
  head: string[];
  rows: string[][];
}

/**
 * A chart with its title, or its empty state. The drawing is hidden from screen readers, which get the same
 * figures as a table (visually hidden) named after the chart.
 */
export function ChartCard({
  title,
  empty,
  emptyText,
  figures,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  figures: ChartFigures;
  children: ReactNode;
}) {
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4">
      <h3 className="font-semibold">{title}</h3>
      {empty ? (
        <p className="grid place-items-center text-center text-muted-foreground" style={{ height: CHART_HEIGHT }}>
          {emptyText}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="min-w-0" style={{ height: CHART_HEIGHT }}>
            {children}
          </div>
          {/* A table ignores the 1px width that hides it; the box around it does not. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {figures.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figures.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
