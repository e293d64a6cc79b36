// The chosen run's carriages in train order: number, type name and seats left; sold-out carriages cannot be opened.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TTrainCarriage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type Props = { carriages: readonly TTrainCarriage[]; selected: string | null; onSelect: (carriageNo: string) => void };

export const isSoldOut = (carriage: TTrainCarriage) => carriage.status === 'SOLD_OUT' || carriage.seatsLeft === 0;

export function CarriageStrip({ carriages, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('train.seats.carriages')}
      sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', pb: 1, mb: 1.5 }}
    >
      {/* The locomotive end, so the strip reads as a train. */}
      <Box aria-hidden sx={{ width: 28, flex: 'none', bgcolor: 'grey.800', borderRadius: '12px 4px 4px 12px' }} />
      {carriages.map((carriage) => {
        const soldOut = isSoldOut(carriage);
        const isSelected = carriage.carriageNo === selected;
        return (
          <ButtonBase
            key={carriage.carriageNo}
            disabled={soldOut}
            aria-pressed={isSelected}
            aria-label={t('train.seats.carriageLabel', {
              number: carriage.carriageNo,
              name: carriage.name,
              n: carriage.seatsLeft,
            })}
            onClick={() => onSelect(carriage.carriageNo)}
            sx={{
              flex: 'none',
              width: 112,
              p: 0.75,
              display: 'block',
              textAlign: 'left',
              borderRadius: 1,
              border: 2,
              borderColor: isSelected ? 'primary.main' : 'grey.400',
              bgcolor: soldOut ? 'grey.200' : isSelected ? 'primary.50' : 'background.paper',
              color: soldOut ? 'text.disabled' : 'text.primary',
            }}
          >
            <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
              {t('train.seats.carriage', { number: carriage.carriageNo })}
            </Typography>
            <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.2 }}>
              {carriage.name}
            </Typography>
            <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {soldOut ? t('train.seats.soldOut') : t('train.results.seatsLeft', { n: carriage.seatsLeft })}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
