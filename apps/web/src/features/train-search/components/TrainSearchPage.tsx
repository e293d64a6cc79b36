// /train: the train search form, filled with the draft's last search.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { readTrainDraft } from '../../../lib/train/train-draft';
import { TrainSearchForm } from './TrainSearchForm';

export default function TrainSearchPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle title={t('train.form.title')} subtitle={t('train.form.subtitle')} />
      <TrainSearchForm initial={readTrainDraft().search} />
    </Box>
  );
}
