import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/** Colours that read on both themes' surfaces; the first is the theme's own. */
const COLORS = ['var(--primary)', '#d97706', '#6366f1', '#db2777'];

export interface Series<T> {
  key: keyof T & string;
  label: string;
}

/**
 * A bar chart with its numbers as a table beside it: the SVG has a title and description, keyboard focus
 * (recharts' accessibility layer), and runs right to left in Arabic (the first category at the right, the
 * value axis on the right). `label` names each row (a day, a route, a band of scores).
 */
export function ChartFigure<T extends object>({
  title,
  description,
  data,
  label,
  labelHeader,
  series,
  format,
  height = 260,
  children,
}: {
  title: string;
  description?: string;
  data: readonly T[];
  label: (row: T) => string;
  labelHeader: string;
  series: readonly Series<T>[];
  /** A value as text (the table's cells, the axis and the tooltip); numbers as the reader reads them by default. */
  format?: (value: number) => string;
  height?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const rtl = lang === 'ar';
  const id = useId();
  const text = format ?? ((value: number) => formatNumber(value, lang));
  const rows = data.map((row) => ({ ...row, __label: label(row) }));
  const value = (row: T, key: keyof T & string) => Number(row[key] ?? 0);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {description && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
      <div style={{ height }} dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} title={title} desc={description} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="__label" reversed={rtl} tick={{ fill: 'var(--fg-muted)', fontSize: 12 }} stroke="var(--border)" />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(v: number) => text(v)}
              tick={{ fill: 'var(--fg-muted)', fontSize: 12 }}
              stroke="var(--border)"
              allowDecimals={false}
              width={56}
            />
            <Tooltip
              formatter={(v) => text(Number(v))}
              contentStyle={{
                background: 'var(--surface)',
                borderColor: 'var(--border)',
                color: 'var(--fg)',
                direction: rtl ? 'rtl' : 'ltr',
              }}
              cursor={{ fill: 'var(--surface-muted)' }}
            />
            {series.length > 1 && <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={(row: T) => value(row, s.key)}
                name={s.label}
                fill={COLORS[i % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t('analytics.showTable')}</summary>
        {/* Focusable so a keyboard can scroll a long table; named by the chart's title. */}
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <table className="w-full text-start" aria-labelledby={`${id}-title`}>
            <thead>
              <tr className="border-b border-border text-fg-muted">
                <th scope="col" className="p-2 text-start font-medium">
                  {labelHeader}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="p-2 text-start font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row, i) => (
                <tr key={i} className="border-b border-border last:border-0">
                  <th scope="row" className="p-2 text-start font-normal">
                    {label(row)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="p-2 tabular-nums">
                      {text(value(row, s.key))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
