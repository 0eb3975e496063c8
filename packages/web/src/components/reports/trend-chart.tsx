import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** One point of a trend: its label on the axis (a day, an account) and its value. */
export interface TrendPoint {
  label: string;
  value: number;
}

const W = 600;
const H = 180;
const PAD = 8;

/** Where each value sits: x across the width, y from the top, with the zero line inside the box. */
function scale(points: readonly TrendPoint[]) {
  const values = points.map((p) => p.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (value: number) => PAD + ((max - value) / span) * (H - 2 * PAD);
  const step = (W - 2 * PAD) / Math.max(1, points.length);
  return { y, step, x: (index: number) => PAD + step * (index + 0.5), zero: y(0) };
}

/** The chart's words for a screen reader: how many values, from where to where, the highest and the lowest. */
function describe(
  t: TFunction<'agentReports'>,
  points: readonly TrendPoint[],
  format: (value: number) => string,
) {
  const highest = points.reduce((a, b) => (b.value > a.value ? b : a));
  const lowest = points.reduce((a, b) => (b.value < a.value ? b : a));
  return t('frame.chartDesc', {
    count: points.length,
    first: points[0]?.label,
    last: points.at(-1)?.label,
    max: format(highest.value),
    maxAt: highest.label,
    min: format(lowest.value),
    minAt: lowest.label,
  });
}

interface TrendChartProps {
  title: string;
  points: readonly TrendPoint[];
  kind?: 'line' | 'bar';
  format: (value: number) => string;
  labelHeader: string;
  valueHeader: string;
}

/**
 * A small inline-SVG line or bar chart (no chart library): an image with a title and a description
 * naming the extremes, and a button that shows the same figures as a table.
 */
export function TrendChart(props: TrendChartProps) {
  const { t } = useTranslation('agentReports');
  const id = useId();
  const { title, points } = props;
  if (points.length === 0) return null;
  const description = describe(t, points, props.format);
  return (
    <figure className="trend-chart">
      <figcaption className="trend-chart__title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        preserveAspectRatio="none"
        className="trend-chart__svg"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <ChartMarks points={points} kind={props.kind ?? 'line'} />
      </svg>
      {/* The axis ends and extremes for the eye; screen readers have them in the description. */}
      <p className="trend-chart__range" aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </p>
      <p className="trend-chart__note" aria-hidden="true">
        {description}
      </p>
      <ChartFigures {...props} />
    </figure>
  );
}

/** The zero line, and a bar per point (red below zero) or one line through them. */
function ChartMarks({ points, kind }: { points: readonly TrendPoint[]; kind: 'line' | 'bar' }) {
  const { x, y, step, zero } = scale(points);
  return (
    <>
      <line x1={PAD} x2={W - PAD} y1={zero} y2={zero} className="trend-chart__axis" />
      {kind === 'bar' ? (
        points.map((p, i) => (
          <rect
            key={p.label}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={Math.min(zero, y(p.value))}
            height={Math.abs(y(p.value) - zero)}
            className={p.value < 0 ? 'trend-chart__bar trend-chart__bar--neg' : 'trend-chart__bar'}
          />
        ))
      ) : (
        <polyline
          points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
          className="trend-chart__line"
        />
      )}
    </>
  );
}

/** The same figures as a table, shown and hidden by its button. */
function ChartFigures({ title, points, format, labelHeader, valueHeader }: TrendChartProps) {
  const { t } = useTranslation('agentReports');
  const id = useId();
  const [table, setTable] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-expanded={table}
        aria-controls={`${id}-table`}
        onClick={() => setTable(!table)}
      >
        {table ? t('frame.hideTable') : t('frame.showTable')}
      </button>
      <div id={`${id}-table`} className="table-wrap" hidden={!table}>
        <table className="table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col" className="num">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td className="num">{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
