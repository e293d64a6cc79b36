// Adds or changes a support contact: name, role, phone, Zalo, email, working hours and the products it helps with.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_PRODUCTS,
  ZSupportContactWriteRequest,
  type TSupportContact,
  type TSupportProduct,
} from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useSaveSupportContactMutation } from '../../../lib/content/content-api';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';

const TEXT_FIELDS = ['name', 'role', 'phone', 'zalo', 'email', 'workingHours'] as const;

export function SupportContactDialog({ contact, onClose }: { contact: TSupportContact | null; onClose(): void }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveSupportContactMutation();
  const [values, setValues] = useState(() => ({
    name: contact?.name ?? '',
    role: contact?.role ?? '',
    phone: contact?.phone ?? '',
    zalo: contact?.zalo ?? '',
    email: contact?.email ?? '',
    workingHours: contact?.workingHours ?? '',
    products: contact?.products ?? (['flight'] as TSupportProduct[]),
    sortOrder: contact?.sortOrder ?? 0,
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules, in the form's language.
    const parsed = ZSupportContactWriteRequest.safeParse(values);
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            t(`content.support.invalid.${String(issue.path[0])}`),
          ]),
        ),
      );
      return;
    }
    setProblems({});
    const result = await save({ id: contact?.id, body: values });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('content.saveFailed'));
      return;
    }
    onClose();
  };
  const toggle = (product: TSupportProduct, isOn: boolean) =>
    setValues((current) => ({
      ...current,
      products: isOn ? [...current.products, product] : current.products.filter((entry) => entry !== product),
    }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{contact ? t('content.support.editTitle') : t('content.support.add')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('content.support.add')}>
        <DialogContent>
          <Stack spacing={2}>
            <FormErrorAlert message={message} />
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`content.support.fields.${field}`)}
                name={field}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={Boolean(problems[field])}
                helperText={problems[field]}
                required={field === 'name'}
              />
            ))}
            <FormGroup>
              <FormLabel>{t('content.support.fields.products')}</FormLabel>
              {SUPPORT_PRODUCTS.map((product) => (
                <FormControlLabel
                  key={product}
                  control={
                    <Checkbox
                      checked={values.products.includes(product)}
                      onChange={(event) => toggle(product, event.target.checked)}
                    />
                  }
                  label={t(`content.support.products.${product}`)}
                />
              ))}
              {problems.products ? <FormHelperText error>{problems.products}</FormHelperText> : null}
            </FormGroup>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('content.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('content.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
