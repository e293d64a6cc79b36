// "Chọn chỗ tự động": a seat type of the run, how many seats, and lower or upper berths → POST seat-locks/auto.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TTrainSeatType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/http/types';
import type { AutoChoice } from '../hooks/use-seat-locks';

type Props = {
  open: boolean;
  seatTypes: readonly TTrainSeatType[];
  /** How many more seats this direction may hold. */
  maxCount: number;
  isBusy: boolean;
  onClose: () => void;
  onChoose: (choice: AutoChoice) => Promise<unknown>;
};

type Tier = 'any' | 'lower' | 'upper';
const BERTH_TYPES: readonly TTrainSeatType[] = ['NAM', 'NAC'];

export function AutoSeatDialog(props: Props) {
  return props.open ? <AutoSeatForm {...props} /> : null;
}

function AutoSeatForm({ seatTypes, maxCount, isBusy, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const [seatType, setSeatType] = useState<TTrainSeatType | ''>(seatTypes[0] ?? '');
  const [countText, setCountText] = useState('1');
  const [tier, setTier] = useState<Tier>('any');
  const [error, setError] = useState<string | null>(null);
  const count = Number(countText);
  const countError =
    !Number.isInteger(count) || count < 1 || count > maxCount
      ? t('train.auto.countError', { max: maxCount })
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!seatType || countError) return;
    setError(null);
    try {
      await onChoose({
        seatType,
        count,
        ...(BERTH_TYPES.includes(seatType) && tier !== 'any' ? { tier } : {}),
      });
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('train.unknownError'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="train-auto-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="train-auto-title">{t('train.auto.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label={t('train.auto.seatType')}
            value={seatType}
            onChange={(event) => setSeatType(event.target.value as TTrainSeatType)}
          >
            {seatTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`train.seatTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('train.auto.count')}
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
            error={Boolean(countError)}
            helperText={countError}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {seatType && BERTH_TYPES.includes(seatType) ? (
            <TextField
              select
              label={t('train.auto.tier')}
              value={tier}
              onChange={(event) => setTier(event.target.value as Tier)}
            >
              <MenuItem value="any">{t('train.auto.tierAny')}</MenuItem>
              <MenuItem value="lower">{t('train.auto.tierLower')}</MenuItem>
              <MenuItem value="upper">{t('train.auto.tierUpper')}</MenuItem>
            </TextField>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert">
              {t('train.auto.error', { message: error })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('train.auto.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isBusy || !seatType || Boolean(countError)}>
            {t('train.auto.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
