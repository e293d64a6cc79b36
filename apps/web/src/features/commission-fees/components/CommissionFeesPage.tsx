// /system/commission-fee: the issue and change fees the agency charges its sub-agencies, per product (flights, or trains
// with ?product=TRAIN: no airline, domestic, per ticket), with edit and delete actions.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCommissionFeeRule } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/actions-column';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetCommissionFeesQuery } from '../api/commission-fees-api';
import { DeleteFeeDialog } from './DeleteFeeDialog';
import { CHANGE_COMMISSION_PATH, productOf, withProduct } from './paths';
import {
  airlineLabel,
  chargeBasisLabel,
  paxTypeLabel,
  routeScopeLabel,
  ruleKeyLabel,
  subAgencyLabel,
} from './fee-labels';
import { ProductChoice } from './ProductChoice';
import { FIXED_SHAPES } from './product-shape';

const CSV_NAMES = { FLIGHT: 'phi-xuat-ve', TRAIN: 'phi-xuat-ve-tau', ESIM: 'phi-esim' } as const;

export default function CommissionFeesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const product = productOf(params);
  const fees = useGetCommissionFeesQuery(product);
  const [deleting, setDeleting] = useState<TCommissionFeeRule | null>(null);
  const canCharge = fees.data?.canCharge ?? false;

  const columns = useMemo<DataTableColumn<TCommissionFeeRule>[]>(
    () =>
      (
        [
          // Defaults sort before named sub-agencies.
          {
            id: 'subAgency',
            header: t('commissionFees.columns.subAgency'),
            value: (row) => (row.subAgency ? `1 ${row.subAgency.code}` : '0'),
            text: (row) => subAgencyLabel(t, row.subAgency),
            minWidth: 200,
          },
          {
            id: 'airline',
            header: t('commissionFees.columns.airline'),
            value: (row) => row.airline ?? '',
            text: (row) => airlineLabel(t, row.airline),
          },
          {
            id: 'routeScope',
            header: t('commissionFees.columns.routeScope'),
            value: (row) => row.routeScope,
            text: (row) => routeScopeLabel(t, row.routeScope),
          },
          {
            id: 'paxType',
            header: t('commissionFees.columns.paxType'),
            value: (row) => ['ADT', 'CHD', 'INF'].indexOf(row.paxType),
            text: (row) => paxTypeLabel(t, row.paxType),
            minWidth: 120,
          },
          {
            id: 'chargeBasis',
            header: t('commissionFees.columns.chargeBasis'),
            value: (row) => row.chargeBasis,
            text: (row) => chargeBasisLabel(t, row.chargeBasis),
          },
          {
            id: 'amount',
            header: product === 'ESIM' ? t('trainBooking.commission.esimAmount') : t('commissionFees.columns.amount'),
            value: (row) => row.amount,
            text: (row) => formatVnd(row.amount),
            align: 'right',
            minWidth: 120,
          },
          {
            id: 'changeAmount',
            header:
              product === 'ESIM'
                ? t('trainBooking.commission.esimChangeAmount')
                : t('commissionFees.columns.changeAmount'),
            value: (row) => row.changeAmount,
            text: (row) => formatVnd(row.changeAmount),
            align: 'right',
            minWidth: 140,
          },
          {
            id: 'updatedAt',
            header: t('commissionFees.columns.updatedAt'),
            value: (row) => row.updatedAt,
            text: (row) => formatDateTime(new Date(row.updatedAt)),
            minWidth: 140,
          },
          actionsColumn(t('commissionFees.columns.actions'), (row) => {
            const what = ruleKeyLabel(t, row);
            return (
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
                <Tooltip title={t('commissionFees.edit')}>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={withProduct(CHANGE_COMMISSION_PATH, row.product, { id: row.id })}
                    aria-label={`${t('commissionFees.edit')}: ${what}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('commissionFees.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => setDeleting(row)}
                    aria-label={`${t('commissionFees.delete')}: ${what}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          }),
        ] satisfies DataTableColumn<TCommissionFeeRule>[]
      ).filter((column) => !(FIXED_SHAPES[product]?.hiddenColumns ?? []).includes(column.id)),
    [t, product],
  );

  return (
    <>
      <PageTitle
        title={t('menu.commissionFee')}
        subtitle={t('commissionFees.subtitle')}
        actions={
          canCharge ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={withProduct(CHANGE_COMMISSION_PATH, product)}
            >
              {t('commissionFees.add')}
            </Button>
          ) : null
        }
      />
      <ProductChoice
        value={product}
        onChange={(next) => setParams(next === 'FLIGHT' ? {} : { product: next }, { replace: true })}
      />
      {fees.data && !canCharge ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('commissionFees.notCharging')}
        </Alert>
      ) : null}
      <DataTable
        label={t('menu.commissionFee')}
        rows={fees.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={CSV_NAMES[product]}
        isLoading={fees.isFetching}
        errorMessage={fees.error ? (apiErrorMessage(fees.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'subAgency', direction: 'asc' }}
      />
      <DeleteFeeDialog rule={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
