// The bank accounts consumers pay into (at most five): bank from the VietQR list, account number, holder.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Delete from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { VIETQR_BANKS } from '@portal/domain';
import type { SiteFormValues } from '../model/site-form';

type Account = SiteFormValues['bankAccounts'][number];

export function BankAccountsSection(props: {
  accounts: Account[];
  errors: Record<string, string>;
  onChange(accounts: Account[]): void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'vi';
  const set = (index: number, change: Partial<Account>) =>
    props.onChange(props.accounts.map((account, at) => (at === index ? { ...account, ...change } : account)));
  return (
    <Stack spacing={2}>
      {props.accounts.map((account, index) => {
        const error = (field: string) => props.errors[`bankAccounts.${index}.${field}`];
        return (
          <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('b2cConfig.bank.bank')}
              value={account.bankBin}
              onChange={(event) => set(index, { bankBin: event.target.value })}
              error={Boolean(error('bankBin'))}
              helperText={error('bankBin')}
              sx={{ minWidth: 260 }}
            >
              {VIETQR_BANKS.map((bank) => (
                <MenuItem key={bank.bin} value={bank.bin}>
                  {bank.shortName} – {bank.name[language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('b2cConfig.bank.accountNumber')}
              value={account.accountNumber}
              onChange={(event) => set(index, { accountNumber: event.target.value })}
              error={Boolean(error('accountNumber'))}
              helperText={error('accountNumber')}
            />
            <TextField
              size="small"
              label={t('b2cConfig.bank.holderName')}
              value={account.holderName}
              onChange={(event) => set(index, { holderName: event.target.value.toUpperCase() })}
              error={Boolean(error('holderName'))}
              helperText={error('holderName')}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={t('b2cConfig.bank.remove')}
              onClick={() => props.onChange(props.accounts.filter((_, at) => at !== index))}
            >
              <Delete />
            </IconButton>
          </Stack>
        );
      })}
      {props.accounts.length < 5 ? (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            props.onChange([...props.accounts, { bankBin: VIETQR_BANKS[0]!.bin, accountNumber: '', holderName: '' }])
          }
        >
          {t('b2cConfig.bank.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
