// A quantity between 1 and a maximum with − and + buttons (the eSIM detail's "Số lượng").
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

type Props = {
  value: number;
  max: number;
  labels: { quantity: string; decrease: string; increase: string };
  onChange: (value: number) => void;
};

export function QuantityStepper({ value, max, labels, onChange }: Props) {
  return (
    <Box role="group" aria-label={labels.quantity} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label={labels.decrease} disabled={value <= 1} onClick={() => onChange(value - 1)} size="small">
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton aria-label={labels.increase} disabled={value >= max} onClick={() => onChange(value + 1)} size="small">
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
