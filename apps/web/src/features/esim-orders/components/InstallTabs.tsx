// How to install an eSIM, for iPhone and for Android, in tabs.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textList } from '../../../lib/esim/esim-format';

const SYSTEMS = ['ios', 'android'] as const;

export function InstallTabs({ esimId }: { esimId: string }) {
  const { t } = useTranslation();
  const [system, setSystem] = useState<(typeof SYSTEMS)[number]>('ios');
  return (
    <Box data-print="hide" sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('esim.card.install')}
      </Typography>
      <Tabs
        value={system}
        onChange={(_event, next: typeof system) => setSystem(next)}
        aria-label={t('esim.card.install')}
      >
        {SYSTEMS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`esim.card.${name}`)}
            id={`install-${esimId}-${name}`}
            aria-controls={`install-${esimId}-panel`}
          />
        ))}
      </Tabs>
      <Box
        component="ol"
        role="tabpanel"
        id={`install-${esimId}-panel`}
        aria-labelledby={`install-${esimId}-${system}`}
        sx={{ m: 0, mt: 1, pl: 3 }}
      >
        {textList(t, `esim.card.${system}Steps`).map((step) => (
          <Typography component="li" variant="body2" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
