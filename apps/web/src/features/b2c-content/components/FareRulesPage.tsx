// /b2c/fare-rules: the consumer site's fare rules by airline and family, domestic and international in tables apart;
// each table sorts, filters, pages and exports; the airline filter narrows both.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { B2C_ITINERARY_TYPES, type TB2cFareRule } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useAddressParam } from '../../../lib/use-address-param';
import { useListB2cFareRulesQuery } from '../api/b2c-fare-rules-api';
import { airlineName, KNOWN_AIRLINES } from './fare-rule-form';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Không áp dụng", "Miễn phí" or the fee in đồng. */
export function actionText(action: { isAllowed: boolean; fee: number | null }, t: Translate): string {
  if (!action.isAllowed) return t('b2cContent.fareRules.notAllowed');
  return action.fee ? formatVnd(action.fee) : t('b2cContent.fareRules.free');
}

function columnsOf(t: Translate): DataTableColumn<TB2cFareRule>[] {
  return [
    {
      id: 'airline',
      header: t('b2cContent.fareRules.fields.airline'),
      value: (row) => `${row.airline} ${String(row.sortOrder).padStart(4, '0')}`,
      text: (row) => `${row.airline} – ${airlineName(row.airline)}`,
      isSortable: true,
    },
    {
      id: 'fareFamily',
      header: t('b2cContent.fareRules.fields.fareFamily'),
      value: (row) => row.fareFamily,
      isSortable: true,
    },
    {
      id: 'cabin',
      header: t('b2cContent.fareRules.fields.cabinBaggageKg'),
      value: (row) => row.cabinBaggageKg,
      text: (row) => `${row.cabinBaggageKg} kg`,
      isSortable: true,
      align: 'right',
    },
    {
      id: 'checked',
      header: t('b2cContent.fareRules.fields.checkedBaggageKg'),
      value: (row) => row.checkedBaggageKg,
      text: (row) => (row.checkedBaggageKg ? `${row.checkedBaggageKg} kg` : t('b2cContent.fareRules.none')),
      isSortable: true,
      align: 'right',
    },
    {
      id: 'change',
      header: t('b2cContent.fareRules.fields.change'),
      value: (row) => (row.change.isAllowed ? (row.change.fee ?? 0) : null),
      text: (row) => actionText(row.change, t),
      isSortable: true,
    },
    {
      id: 'refund',
      header: t('b2cContent.fareRules.fields.refund'),
      value: (row) => (row.refund.isAllowed ? (row.refund.fee ?? 0) : null),
      text: (row) => actionText(row.refund, t),
      isSortable: true,
    },
    {
      id: 'noShow',
      header: t('b2cContent.fareRules.fields.noShow'),
      value: (row) => row.noShow.fee,
      text: (row) => (row.noShow.fee === null ? t('b2cContent.fareRules.forfeited') : formatVnd(row.noShow.fee)),
      isSortable: true,
    },
    {
      id: 'isPublished',
      header: t('b2cContent.fareRules.fields.isPublished'),
      value: (row) => (row.isPublished ? 1 : 0),
      text: (row) => (row.isPublished ? t('b2cContent.yes') : t('b2cContent.no')),
      render: (row) =>
        row.isPublished ? (
          <Chip size="small" color="success" label={t('b2cContent.yes')} />
        ) : (
          <Chip size="small" label={t('b2cContent.no')} />
        ),
    },
    {
      id: 'actions',
      header: '',
      value: () => null,
      text: () => '',
      render: (row) => (
        <Button
          size="small"
          component={RouterLink}
          to={`/b2c/change-fare-rule?id=${row.id}`}
          aria-label={`${t('b2cContent.edit')} ${row.airline} ${row.fareFamily}`}
        >
          {t('b2cContent.edit')}
        </Button>
      ),
    },
  ];
}

export default function FareRulesPage() {
  const { t } = useTranslation();
  const { params, change } = useAddressParam();
  const airline = params.get('airline') ?? '';
  const { data, error, isFetching } = useListB2cFareRulesQuery(airline ? { airline } : {});
  const columns = columnsOf(t);
  const rules = data?.items ?? [];
  const airlines = [...new Set([...KNOWN_AIRLINES, ...rules.map((rule) => rule.airline)])];

  return (
    <Box>
      <PageTitle
        title={t('b2cContent.fareRules.title')}
        subtitle={t('b2cContent.fareRules.subtitle')}
        actions={
          <Button variant="contained" component={RouterLink} to="/b2c/change-fare-rule">
            {t('b2cContent.fareRules.add')}
          </Button>
        }
      />
      <FilterSelect
        label={t('b2cContent.fareRules.fields.airline')}
        value={airline}
        onChange={(event) => change('airline', event.target.value || undefined)}
        allLabel={t('b2cContent.all')}
        options={airlines.map((code) => ({ value: code, label: `${code} – ${airlineName(code)}` }))}
        sx={{ minWidth: 240, mb: 2 }}
      />
      {B2C_ITINERARY_TYPES.map((itineraryType) => (
        <Box key={itineraryType} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`b2cContent.fareRules.itinerary.${itineraryType}`)}
          </Typography>
          <DataTable
            label={t(`b2cContent.fareRules.itinerary.${itineraryType}`)}
            rows={rules.filter((rule) => rule.itineraryType === itineraryType)}
            columns={columns}
            getRowId={(row) => row.id}
            csvFileName={`dieu-kien-ve-${itineraryType}.csv`}
            isLoading={isFetching}
            errorMessage={error ? (apiErrorMessage(error) ?? t('b2cContent.loadFailed')) : undefined}
            initialSort={{ columnId: 'airline', direction: 'asc' }}
          />
        </Box>
      ))}
    </Box>
  );
}
