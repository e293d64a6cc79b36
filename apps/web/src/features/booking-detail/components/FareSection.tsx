// SPEC §3 fareData: per passenger type the base fare, tax, VAT, issue fee and total (each and for the count), the add-ons
// bought, and the PNR's amounts (supplier net, the chain's fees, total).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { asLanguage } from '../../../lib/i18n/languages';
import { DetailSection, Fact } from './DetailSection';

const FARE_COLUMNS = ['type', 'count', 'baseFare', 'tax', 'vat', 'issueFee', 'unitTotal', 'total'] as const;
const MONEY_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function FareSection({ booking }: { booking: TBookingDetail }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage) ?? 'vi';
  const { fareData } = booking;
  const paxName = new Map(
    booking.passengers.map((passenger) => [
      passenger.paxId,
      `${passenger.paxId} ${passenger.airlineLastName} ${passenger.airlineFirstName}`,
    ]),
  );
  return (
    <DetailSection id="fares" title={t('bookingDetail.fares.title')}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('bookingDetail.fares.byPaxType')}>
          <TableHead>
            <TableRow>
              {FARE_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'type' ? 'left' : 'right'}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {t(`bookingDetail.fares.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fareData.byPaxType.map((line) => (
              <TableRow key={line.type}>
                <TableCell>{t(`bookingDetail.paxTypes.${line.type}`)}</TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right" sx={MONEY_CELL}>
                  {formatVnd(line.baseFare)}
                </TableCell>
                <TableCell align="right" sx={MONEY_CELL}>
                  {formatVnd(line.tax)}
                </TableCell>
                <TableCell align="right" sx={MONEY_CELL}>
                  {formatVnd(line.vat)}
                </TableCell>
                <TableCell align="right" sx={MONEY_CELL}>
                  {formatVnd(line.issueFee)}
                </TableCell>
                <TableCell align="right" sx={MONEY_CELL}>
                  {formatVnd(line.total)}
                </TableCell>
                <TableCell align="right" sx={{ ...MONEY_CELL, fontWeight: 600 }}>
                  {formatVnd(line.total * line.count)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {fareData.ancillaries.length > 0 ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
            {t('bookingDetail.fares.addOns')}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('bookingDetail.fares.addOns')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('bookingDetail.fares.addOnColumns.passenger')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('bookingDetail.fares.addOnColumns.item')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t('bookingDetail.fares.addOnColumns.price')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fareData.ancillaries.map((item) => (
                  <TableRow key={`${item.paxId}-${item.offerId}-${item.code}`}>
                    <TableCell>{paxName.get(item.paxId) ?? item.paxId}</TableCell>
                    <TableCell>{`${item.name[language]} (${item.code})`}</TableCell>
                    <TableCell align="right" sx={MONEY_CELL}>
                      {formatVnd(item.price)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}

      <Box component="dl" sx={{ m: 0, mt: 2, maxWidth: 460, ml: { sm: 'auto' } }}>
        <Fact label={t('bookingDetail.fares.supplierNet')}>{formatVnd(fareData.supplierNet)}</Fact>
        {fareData.ancillaryTotal > 0 ? (
          <Fact label={t('bookingDetail.fares.ancillaryTotal')}>{formatVnd(fareData.ancillaryTotal)}</Fact>
        ) : null}
        <Fact label={t('bookingDetail.fares.feeTotal')}>{formatVnd(fareData.feeTotal)}</Fact>
        <Fact label={t('bookingDetail.fares.totalAmount')}>
          <Box component="strong" sx={{ fontSize: '1.05rem' }}>
            {formatVnd(fareData.totalAmount)}
          </Box>
        </Fact>
      </Box>
    </DetailSection>
  );
}
