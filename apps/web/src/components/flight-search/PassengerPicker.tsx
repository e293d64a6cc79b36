// The passenger counter: a field-like button opening adults / children / infants with +/- buttons the rules enable.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  type PassengerCounts,
  type PassengerKind,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';

export type PassengerPickerProps = {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
  error?: string;
};

const KINDS: readonly PassengerKind[] = ['adt', 'chd', 'inf'];
const COUNT_KEYS: Record<PassengerKind, string> = {
  adt: 'flightSearch.passengers.adultCount',
  chd: 'flightSearch.passengers.childCount',
  inf: 'flightSearch.passengers.infantCount',
};

export function PassengerPicker({ counts, onChange, error }: PassengerPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const summary = KINDS.filter((kind) => kind === 'adt' || counts[kind] > 0)
    .map((kind) => t(COUNT_KEYS[kind], { count: counts[kind] }))
    .join(', ');
  const label = t('flightSearch.passengers.label');

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        fullWidth
        onClick={(event) => setAnchorEl(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchorEl !== null}
        aria-label={`${label}: ${summary}`}
        aria-describedby={error ? errorId : undefined}
        startIcon={<PeopleIcon color={error ? 'error' : 'action'} />}
        sx={{
          justifyContent: 'flex-start',
          textTransform: 'none',
          minHeight: 56,
          px: 1.75,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          textAlign: 'left',
        }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography
            component="span"
            variant="caption"
            color={error ? 'error' : 'text.secondary'}
            sx={{ lineHeight: 1.2 }}
          >
            {label}
          </Typography>
          <Typography component="span" variant="body1" noWrap sx={{ lineHeight: 1.4 }}>
            {summary}
          </Typography>
        </Box>
      </Button>
      {error ? (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      ) : null}
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        marginThreshold={8}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, width: 300, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        {KINDS.map((kind) => (
          <PassengerRow key={kind} kind={kind} counts={counts} onChange={onChange} />
        ))}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('flightSearch.passengers.rules')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={() => setAnchorEl(null)} variant="contained" size="small">
            {t('flightSearch.passengers.done')}
          </Button>
        </Box>
      </Popover>
    </Box>
  );
}

function PassengerRow({
  kind,
  counts,
  onChange,
}: {
  kind: PassengerKind;
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {t(`flightSearch.passengers.${kind}`)}
      </Typography>
      <IconButton
        onClick={() => onChange(decrement(counts, kind))}
        disabled={!canDecrement(counts, kind)}
        aria-label={t(`flightSearch.passengers.remove.${kind}`)}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-labelledby={labelId}
        sx={{ width: 24, textAlign: 'center', fontWeight: 600 }}
      >
        {counts[kind]}
      </Typography>
      <IconButton
        onClick={() => onChange(increment(counts, kind))}
        disabled={!canIncrement(counts, kind)}
        aria-label={t(`flightSearch.passengers.add.${kind}`)}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
