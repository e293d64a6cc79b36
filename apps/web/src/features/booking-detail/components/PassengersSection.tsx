// The PNR's passengers: type, title, airline spelling (and the name as typed), birth date, infant's adult, ticket, documents.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingPassenger } from '@portal/contracts';
import { airlineName } from './booking-format';
import { DetailSection } from './DetailSection';

const COLUMNS = ['paxId', 'type', 'title', 'name', 'birthDate', 'travelsWith', 'ticketNumber', 'documents'] as const;

export function PassengersSection({ passengers }: { passengers: readonly TBookingPassenger[] }) {
  const { t } = useTranslation();
  const byId = new Map(passengers.map((passenger) => [passenger.paxId, passenger]));

  const travelsWith = (passenger: TBookingPassenger) => {
    if (passenger.parentPaxId) {
      const adult = byId.get(passenger.parentPaxId);
      return t('bookingDetail.passengers.withAdult', {
        paxId: passenger.parentPaxId,
        name: adult ? airlineName(adult) : '',
      }).trim();
    }
    const infant = passengers.find((candidate) => candidate.parentPaxId === passenger.paxId);
    return infant ? t('bookingDetail.passengers.withInfant', { paxId: infant.paxId, name: airlineName(infant) }) : '';
  };

  const documents = (passenger: TBookingPassenger) => {
    const lines: string[] = [];
    if (passenger.passport) {
      const { number, nationality, expiryDate } = passenger.passport;
      lines.push(t('bookingDetail.passengers.passport', { number, nationality, expiry: expiryDate ?? '—' }));
    }
    for (const card of passenger.loyalty)
      lines.push(t('bookingDetail.passengers.loyalty', { airline: card.airline, number: card.number }));
    return lines;
  };

  return (
    <DetailSection id="passengers" title={t('bookingDetail.passengers.title', { count: passengers.length })}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('bookingDetail.passengers.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`bookingDetail.passengers.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {passengers.map((passenger) => {
              const typed = `${passenger.lastName} ${passenger.firstName}`.trim();
              const spelled = airlineName(passenger);
              return (
                <TableRow key={passenger.paxId}>
                  <TableCell>{passenger.paxId}</TableCell>
                  <TableCell>{t(`bookingDetail.paxTypes.${passenger.type}`)}</TableCell>
                  <TableCell>{passenger.title}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {spelled}
                    </Typography>
                    {typed && typed.toUpperCase() !== spelled ? (
                      <Typography variant="caption" color="text.secondary">
                        {typed}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{passenger.birthDate ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{travelsWith(passenger) || '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {passenger.ticketNumber ?? '—'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {documents(passenger).map((line) => (
                      <Typography key={line} variant="body2">
                        {line}
                      </Typography>
                    ))}
                    {documents(passenger).length === 0 ? '—' : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}
