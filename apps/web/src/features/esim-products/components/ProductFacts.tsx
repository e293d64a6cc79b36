// A package's facts: data and fair use, validity, hotspot, voice and SMS, APN, the agency and retail prices; then its
// coverage (countries by name) and the networks in each country with their speeds.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { esimDestinationName, type TEsimProduct } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { dataText, fairUseText, validityText, type EsimLanguage } from '../../../lib/esim/esim-format';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ProductFacts({ product, language }: { product: TEsimProduct; language: EsimLanguage }) {
  const { t } = useTranslation();
  const fairUse = fairUseText(t, product, language);
  const none = t('esim.detail.none');
  return (
    <Box
      component="dl"
      sx={{ m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
    >
      <Fact label={t('esim.detail.data')}>
        {fairUse ? `${dataText(t, product, language)} (${fairUse})` : dataText(t, product, language)}
      </Fact>
      <Fact label={t('esim.detail.validity')}>{validityText(t, product.validityDays)}</Fact>
      <Fact label={t('esim.detail.hotspot')}>
        {t(product.hotspot ? 'esim.catalogue.hotspotYes' : 'esim.catalogue.hotspotNo')}
      </Fact>
      <Fact label={t('esim.detail.voice')}>
        {product.voiceMinutes ? t('esim.detail.voiceMinutes', { count: product.voiceMinutes }) : none}
      </Fact>
      <Fact label={t('esim.detail.sms')}>{product.sms ? t('esim.detail.smsCount', { count: product.sms }) : none}</Fact>
      <Fact label={t('esim.detail.apn')}>{product.apn}</Fact>
      <Fact label={t('esim.detail.price')}>{formatVnd(product.unitPrice)}</Fact>
      <Fact label={t('esim.detail.retail')}>{formatVnd(product.retailPrice)}</Fact>
    </Box>
  );
}

export function ProductCoverage({ product, language }: { product: TEsimProduct; language: EsimLanguage }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('esim.detail.coverage')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {product.coverage.countries.map((code) => (
          <li key={code}>
            <Chip size="small" label={esimDestinationName(code, language)} />
          </li>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('esim.detail.networks')}
      </Typography>
      <Table size="small" aria-label={t('esim.detail.networks')} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('esim.detail.country')}</TableCell>
            <TableCell>{t('esim.detail.operators')}</TableCell>
            <TableCell>{t('esim.detail.speeds')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {product.networks.map((network) => (
            <TableRow key={network.country}>
              <TableCell>{esimDestinationName(network.country, language)}</TableCell>
              <TableCell>{network.operators.join(', ')}</TableCell>
              <TableCell>{network.speeds.join(' / ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
