// Adding a receiving account: the bank from the VietQR list, the account number and the holder as the bank prints it.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VIETQR_BANK_BINS_CONTRACT } from '@portal/contracts';
import { VIETQR_BANKS } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage } from '../../../lib/http/types';
import { useCreateBankAccountMutation } from '../api/qr-api';

type Bin = (typeof VIETQR_BANK_BINS_CONTRACT)[number];

export function BankAccountForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [create, { isLoading }] = useCreateBankAccountMutation();
  const [bankBin, setBankBin] = useState<Bin>('970436');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [problems, setProblems] = useState<{ accountNumber?: string; holderName?: string }>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'vi';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(/^[0-9A-Za-z]{4,19}$/.test(accountNumber.trim()) ? {} : { accountNumber: t('qr.errors.accountNumber') }),
      ...(holderName.trim().length >= 2 ? {} : { holderName: t('qr.errors.holderName') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await create({ bankBin, accountNumber: accountNumber.trim(), holderName, isDefault });
    if ('error' in result) return setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('qr.addAccount')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormErrorAlert message={errorMessage} />
            <TextField
              select
              label={t('qr.bank')}
              value={bankBin}
              onChange={(event) => setBankBin(event.target.value as Bin)}
            >
              {VIETQR_BANKS.map((bank) => (
                <MenuItem key={bank.bin} value={bank.bin}>
                  {bank.shortName} – {bank.name[language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('qr.accountNumber')}
              value={accountNumber}
              onChange={(event) => setAccountNumber(event.target.value)}
              error={Boolean(problems.accountNumber)}
              helperText={problems.accountNumber}
            />
            <TextField
              label={t('qr.holderName')}
              value={holderName}
              onChange={(event) => setHolderName(event.target.value)}
              error={Boolean(problems.holderName)}
              helperText={problems.holderName ?? t('qr.holderHelp')}
            />
            <FormControlLabel
              control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
              label={t('qr.makeDefault')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('qr.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
