// A list filter's native drop-down (status, kind, sort): "all" (empty value) first when named, then the options; and
// the sort drop-down, each sort key newest-first then oldest-first.
import TextField from '@mui/material/TextField';
import type { FilterOption } from './FilterSelect';

type Order = 'asc' | 'desc';

export function NativeFilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  options: readonly FilterOption[];
  /** The field's flex (grow shrink basis) in the filters' row. */
  flex: string;
  /** The label above the field even when "all" is chosen (default); false lets MUI place it. */
  isLabelShrunk?: boolean;
}) {
  const isLabelShrunk = props.isLabelShrunk ?? true;
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={
        isLabelShrunk ? { select: { native: true }, inputLabel: { shrink: true } } : { select: { native: true } }
      }
      sx={{ flex: props.flex }}
    >
      {props.allLabel === undefined ? null : <option value="">{props.allLabel}</option>}
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function SortFilterSelect<Key extends string>(props: {
  label: string;
  keys: readonly Key[];
  sort: Key;
  order: Order;
  optionLabel: (sort: Key, order: Order) => string;
  onChange: (sort: Key, order: Order) => void;
  isLabelShrunk?: boolean;
}) {
  const options = props.keys.flatMap((sort) =>
    (['desc', 'asc'] as const).map((order) => ({ value: `${sort}:${order}`, label: props.optionLabel(sort, order) })),
  );
  return (
    <NativeFilterSelect
      label={props.label}
      value={`${props.sort}:${props.order}`}
      onChange={(value) => {
        const [sort, order] = value.split(':');
        props.onChange(sort as Key, order === 'asc' ? 'asc' : 'desc');
      }}
      options={options}
      flex="1 1 180px"
      isLabelShrunk={props.isLabelShrunk}
    />
  );
}
