// The create form's checklist of the first account's permission codes: only the codes the new agency will hold (its
// level and the products ticked above), grouped with their meanings; the admin template of its level until changed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_CODES,
  PERMISSION_DESCRIPTIONS,
  codesHeldByAgency,
  firstAdminPermissions,
  type PermissionCode,
} from '@portal/domain';
import { useLanguage } from '../../../lib/i18n/use-language';
import { arrangeCodes } from '../../../lib/permissions/code-categories';
import type { ManagedLevel } from './levels';

/** `chosen` null: the template of the level (follows the products); a list: exactly those, as far as still held. */
export type FirstAccountCodes = string[] | null;

export function heldCodesOf(level: ManagedLevel, products: readonly string[]): PermissionCode[] {
  return codesHeldByAgency({ level, products });
}

/** The codes the first account's group will get. */
export function effectiveCodes(level: ManagedLevel, products: readonly string[], chosen: FirstAccountCodes): string[] {
  if (chosen === null) return firstAdminPermissions(level, products);
  const held = new Set<string>(heldCodesOf(level, products));
  return PERMISSION_CODES.filter((code) => held.has(code) && chosen.includes(code));
}

type Props = {
  level: ManagedLevel;
  products: readonly string[];
  chosen: FirstAccountCodes;
  onChange: (chosen: FirstAccountCodes) => void;
  error?: string;
};

export function FirstAccountCodesField({ level, products, chosen, onChange, error }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const codes = effectiveCodes(level, products, chosen);
  const categories = arrangeCodes(
    heldCodesOf(level, products).map((code) => ({ code, ...PERMISSION_DESCRIPTIONS[code] })),
  );
  const toggle = (code: string) =>
    onChange(codes.includes(code) ? codes.filter((item) => item !== code) : [...codes, code]);

  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('agencyAdmin.firstGroup.title')}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormHelperText sx={{ mx: 0 }}>{error ?? t('agencyAdmin.firstGroup.help')}</FormHelperText>
        <Button size="small" onClick={() => onChange(null)} disabled={chosen === null} sx={{ flexShrink: 0 }}>
          {t('agencyAdmin.firstGroup.reset')}
        </Button>
      </Stack>
      {categories.map((category) => (
        <Box
          key={category.id}
          component="section"
          aria-label={t(`permissionGroups.categories.${category.id}`)}
          sx={{ mt: 1 }}
        >
          <Typography variant="subtitle2" component="h3">
            {t(`permissionGroups.categories.${category.id}`)}
          </Typography>
          <FormGroup row>
            {category.entries.map((entry) => (
              <FormControlLabel
                key={entry.code}
                sx={{ minWidth: 280 }}
                control={<Checkbox checked={codes.includes(entry.code)} onChange={() => toggle(entry.code)} />}
                label={
                  <span>
                    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {entry.code}
                    </Typography>
                    <Typography component="span" variant="body2">{` — ${entry[language]}`}</Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </FormControl>
  );
}
