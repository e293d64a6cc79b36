// /system/change-commission: add a fee rule (?product=TRAIN or ESIM starts one of those), or with ?id= change the basis
// and amount of one (its key stays).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetCommissionFeesQuery } from '../api/commission-fees-api';
import { CommissionFeeForm } from './CommissionFeeForm';
import { COMMISSION_FEES_PATH, productOf, withProduct } from './paths';

export default function ChangeCommissionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editingId = params.get('id');
  const product = productOf(params);
  const fees = useGetCommissionFeesQuery(product);
  const rule = editingId ? fees.data?.items.find((item) => item.id === editingId) : undefined;
  const back = (
    <Button component={RouterLink} to={withProduct(COMMISSION_FEES_PATH, product)}>
      {t('commissionFees.backToList')}
    </Button>
  );

  const body = () => {
    if (fees.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
    if (fees.error || !fees.data)
      return <Alert severity="error">{apiErrorMessage(fees.error) ?? t('errors.loadFailed')}</Alert>;
    if (!fees.data.canCharge) return <Alert severity="info">{t('commissionFees.notCharging')}</Alert>;
    if (editingId && !rule) return <Alert severity="warning">{t('commissionFees.notFound')}</Alert>;
    return (
      <CommissionFeeForm key={rule?.id ?? 'new'} rule={rule} product={product} subAgencies={fees.data.subAgencies} />
    );
  };

  return (
    <>
      <PageTitle
        title={t(rule ? 'commissionFees.editTitle' : 'commissionFees.changeTitle')}
        subtitle={t('commissionFees.precedence')}
        actions={back}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {body()}
      </Paper>
    </>
  );
}
