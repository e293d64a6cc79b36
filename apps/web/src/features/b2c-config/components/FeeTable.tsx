// The service fee per passenger: three airline groups × domestic/international, VND typed with separators.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { groupAmountDigits, typedAmountDigits } from '../../../lib/forms/amount-input';
import { FEE_GROUPS, FEE_TYPES, type SiteFormValues } from '../model/site-form';

export function FeeTable(props: {
  fees: SiteFormValues['fees'];
  errors: Record<string, string>;
  onChange(fees: SiteFormValues['fees']): void;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('b2cConfig.fees.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('b2cConfig.fees.group')}</TableCell>
          {FEE_TYPES.map((type) => (
            <TableCell key={type}>{t(`b2cConfig.fees.${type}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {FEE_GROUPS.map((group) => (
          <TableRow key={group}>
            <TableCell>{t(`b2cConfig.fees.groups.${group}`)}</TableCell>
            {FEE_TYPES.map((type) => {
              const error = props.errors[`serviceFees.${group}.${type}`];
              return (
                <TableCell key={type}>
                  <TextField
                    size="small"
                    value={groupAmountDigits(props.fees[group][type], 7)}
                    onChange={(event) =>
                      props.onChange({
                        ...props.fees,
                        [group]: { ...props.fees[group], [type]: typedAmountDigits(event.target.value, 7) },
                      })
                    }
                    error={Boolean(error)}
                    helperText={error}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': `${t(`b2cConfig.fees.groups.${group}`)} – ${t(`b2cConfig.fees.${type}`)}`,
                      },
                      input: { endAdornment: '₫' },
                    }}
                    sx={{ minWidth: 150 }}
                  />
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
