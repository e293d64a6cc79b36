// A report's chart (bars or lines over one axis of categories) with the same figures as a table for screen readers and tests.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatVnd } from '@portal/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ReportChartSeries = { key: string; label: string };
export type ReportChartValueKind = 'money' | 'count';

type ReportChartProps = {
  /** The figure's caption (also its accessible name). */
  title: string;
  kind: 'bar' | 'line';
  /** One object per category: the category's label under `categoryKey`, each series' figure under its key. */
  data: readonly Record<string, string | number>[];
  categoryKey: string;
  /** The heading of the categories in the figures' table (the date, the route…). */
  categoryLabel: string;
  series: readonly ReportChartSeries[];
  valueKind: ReportChartValueKind;
  height?: number;
};

/** A palette that stays apart in print and for the common colour-vision deficiencies (Okabe–Ito). */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#000000'];

/** Read by screen readers, not seen: the chart's figures as a table. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const shortMoney = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('vi-VN');

function formatterOf(valueKind: ReportChartValueKind, isAxis: boolean) {
  return (value: unknown) => {
    const figure = Number(value);
    if (valueKind === 'count') return count.format(figure);
    return isAxis ? shortMoney.format(figure) : formatVnd(figure);
  };
}

export function ReportChart(props: ReportChartProps) {
  const { title, kind, data, categoryKey, categoryLabel, series, valueKind, height = 280 } = props;
  const rows = data as Record<string, string | number>[];
  const axis = formatterOf(valueKind, true);
  const tip = formatterOf(valueKind, false);
  const plotted = series.map((item, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    return kind === 'bar' ? (
      <Bar key={item.key} dataKey={item.key} name={item.label} fill={colour} isAnimationActive={false} />
    ) : (
      <Line
        key={item.key}
        dataKey={item.key}
        name={item.label}
        stroke={colour}
        strokeWidth={2}
        dot={rows.length <= 31}
        isAnimationActive={false}
      />
    );
  });
  const parts = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey={categoryKey} tick={{ fontSize: 12 }} />,
    <YAxis key="y" tickFormatter={axis} width={72} tick={{ fontSize: 12 }} />,
    <Tooltip key="tip" formatter={tip} />,
    <Legend key="legend" />,
    ...plotted,
  ];
  return (
    <Paper variant="outlined" component="figure" aria-label={title} sx={{ m: 0, mb: 2, p: 2, breakInside: 'avoid' }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%', height }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? <BarChart data={rows}>{parts}</BarChart> : <LineChart data={rows}>{parts}</LineChart>}
        </ResponsiveContainer>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${String(row[categoryKey])}-${index}`}>
              <th scope="row">{row[categoryKey]}</th>
              {series.map((item) => (
                <td key={item.key}>{tip(row[item.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
