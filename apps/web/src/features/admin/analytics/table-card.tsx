import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled table of already formatted cells; the first cell of a row names it. */
export function TableCard({ title, header, rows, empty }: { title: string; header: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {rows.length ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-fg-muted">
                {header.map((cell) => (
                  <th key={cell} scope="col" className="p-2 text-start font-medium">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-b border-border last:border-0">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="p-2 text-start font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="p-2 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{empty}</p>
      )}
    </Card>
  );
}
