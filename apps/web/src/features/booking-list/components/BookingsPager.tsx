// The booking list's pager over keyset pages: rows per page, "1–25 trên 1.000" (or "trên hơn 1.000" past the count's
// cap), and first / previous / next, each enabled by the cursor the API answered (there is no "last page": decision 058).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useTranslation } from 'react-i18next';

const countFormat = new Intl.NumberFormat('vi-VN');

export type BookingsPagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  rowCount: number;
  total: number;
  isTotalCapped: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst(): void;
  onPrevious(): void;
  onNext(): void;
  onPageSizeChange(pageSize: number): void;
};

export function BookingsPager(props: BookingsPagerProps) {
  const { t } = useTranslation();
  const from = props.rowCount === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = props.rowCount === 0 ? 0 : from + props.rowCount - 1;
  const count = countFormat.format(props.total);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, py: 1 }}
    >
      <TextField
        select
        size="small"
        variant="standard"
        label={t('table.rowsPerPage')}
        value={props.pageSize}
        onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
      >
        {props.pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="bookings-pager-rows">
        {props.isTotalCapped
          ? t('bookingList.pager.rowsOfMore', { from, to, count })
          : t('bookingList.pager.rows', { from, to, count })}
      </Typography>
      <Box>
        <IconButton aria-label={t('table.goTo.first')} disabled={props.page <= 1} onClick={props.onFirst}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label={t('table.goTo.previous')} disabled={!props.hasPrevious} onClick={props.onPrevious}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label={t('table.goTo.next')} disabled={!props.hasNext} onClick={props.onNext}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
