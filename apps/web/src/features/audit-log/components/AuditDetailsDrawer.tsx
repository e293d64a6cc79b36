// One audit row in full: who, when, on what, and its before → after with the changed fields highlighted.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { diffLines, otherDetails } from './audit-diff';
import { actorText, eventLabel, targetText } from './audit-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 130px' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

export function AuditDetailsDrawer({ entry, onClose }: { entry: TAuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = entry ? diffLines(entry.details) : [];
  const others = entry ? otherDetails(entry.details) : [];
  const titleId = 'audit-details-title';
  return (
    <Drawer
      anchor="right"
      open={entry !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 }, p: 2 } },
      }}
    >
      {entry ? (
        <>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
            {eventLabel(t, entry.event)}
          </Typography>
          <Fact label={t('auditLog.columns.occurredAt')} value={formatDateTime(new Date(entry.occurredAt))} />
          <Fact label={t('auditLog.columns.actor')} value={actorText(t, entry)} />
          <Fact
            label={t('auditLog.columns.agency')}
            value={entry.agency ? `${entry.agency.code} – ${entry.agency.name}` : ''}
          />
          <Fact label={t('auditLog.columns.target')} value={targetText(t, entry)} />
          <Fact label={t('auditLog.details.ip')} value={entry.ipAddress} />
          <Fact label={t('auditLog.details.code')} value={entry.event} />

          <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
            {t('auditLog.details.changes')}
          </Typography>
          {lines.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('auditLog.details.noDiff')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('auditLog.details.changes')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('auditLog.details.field')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('auditLog.details.before')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('auditLog.details.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow
                    key={line.field}
                    data-changed={line.isChanged ? 'true' : 'false'}
                    aria-label={line.isChanged ? t('auditLog.details.changedField', { field: line.field }) : undefined}
                    sx={
                      line.isChanged
                        ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15) }
                        : { color: 'text.secondary' }
                    }
                  >
                    <TableCell
                      sx={{ fontWeight: line.isChanged ? 700 : 400, color: 'inherit', wordBreak: 'break-word' }}
                    >
                      {line.field}
                    </TableCell>
                    <TableCell
                      sx={{
                        color: 'inherit',
                        wordBreak: 'break-word',
                        textDecoration: line.isChanged && line.before ? 'line-through' : 'none',
                      }}
                    >
                      {line.before || '—'}
                    </TableCell>
                    <TableCell
                      sx={{ color: 'inherit', wordBreak: 'break-word', fontWeight: line.isChanged ? 700 : 400 }}
                    >
                      {line.after || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}

          {others.length > 0 ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
                {t('auditLog.details.other')}
              </Typography>
              {others.map(([key, value]) => (
                <Fact key={key} label={key} value={value} />
              ))}
            </>
          ) : null}
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>{t('auditLog.details.close')}</Button>
          </Box>
        </>
      ) : null}
    </Drawer>
  );
}
