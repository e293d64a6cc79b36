// The filters above a list of news or B2C articles: the search form (words, the page's own fields, Search) and the
// tag chips ("all", then each tag with its count).
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function NewsSearchForm(props: {
  initial: string;
  label: string;
  actionLabel: string;
  /** The words typed, trimmed; undefined when none. */
  onSearch: (q: string | undefined) => void;
  /** More fields, between the words and the button. */
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(props.initial);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(typed.trim() || undefined);
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        size="small"
        label={props.label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {props.children}
      <Button type="submit" variant="outlined">
        {props.actionLabel}
      </Button>
    </Box>
  );
}

export function NewsTagChips(props: {
  tags: readonly { tag: string; count: number }[] | undefined;
  selected: string | undefined;
  /** The chips' accessible name. */
  label: string;
  allLabel: string;
  onSelect: (tag: string | undefined) => void;
}) {
  const { tags, selected, onSelect } = props;
  if (!tags || tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label={props.label}>
      <Chip label={props.allLabel} color={selected ? 'default' : 'primary'} onClick={() => onSelect(undefined)} />
      {tags.map((entry) => (
        <Chip
          key={entry.tag}
          label={`#${entry.tag} (${entry.count})`}
          color={entry.tag === selected ? 'primary' : 'default'}
          onClick={() => onSelect(entry.tag)}
        />
      ))}
    </Stack>
  );
}
