// The staff account form (create, or edit with the username fixed), checked with the API's own schemas before sending.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZStaffCreate, ZStaffUpdate } from '@portal/contracts/agencies/staff';
import type { TStaffFormOptions, TStaffMember } from '@portal/contracts';
import { EditorForm, SaveButton } from '../../../components/EditorForm';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCreateStaffMutation } from '../api/create-staff';
import type { StaffScope } from '../api/staff-scope';
import { useUpdateStaffMutation } from '../api/update-staff';
import { clientFieldErrors, serverFieldErrors } from '../../../lib/forms/field-errors';
import { staffListPath } from './staff-paths';

const FIELDS = ['username', 'fullName', 'email', 'phone', 'accountType', 'role', 'groupIds'] as const;
type FieldName = (typeof FIELDS)[number];

type FormValues = {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  accountType: TStaffMember['accountType'];
  role: TStaffMember['role'] | '';
  groupIds: string[];
};

function initialValues(member: TStaffMember | undefined, options: TStaffFormOptions): FormValues {
  if (member) {
    const { username, fullName, email, phone, accountType, role, groupIds } = member;
    return { username, fullName, email, phone, accountType, role, groupIds };
  }
  return {
    username: '',
    fullName: '',
    email: '',
    phone: '',
    accountType: 'AGT',
    role: options.roles.at(-1) ?? '',
    groupIds: [],
  };
}

export function StaffForm({
  scope,
  member,
  options,
}: {
  scope: StaffScope;
  member?: TStaffMember;
  options: TStaffFormOptions;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createStaff, creating] = useCreateStaffMutation();
  const [updateStaff, updating] = useUpdateStaffMutation();
  const [values, setValues] = useState<FormValues>(() => initialValues(member, options));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isEditing = member !== undefined;
  // A legacy role the agency can no longer give stays selectable for the account that has it.
  const roles = member && !options.roles.includes(member.role) ? [...options.roles, member.role] : options.roles;

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const errorProps = (name: FieldName) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });
  const toggleGroup = (groupId: string) =>
    set(
      'groupIds',
      values.groupIds.includes(groupId)
        ? values.groupIds.filter((id) => id !== groupId)
        : [...values.groupIds, groupId],
    );

  /** Checks with the contract, then sends; answers the schema issues or the server's result. */
  const send = async () => {
    const { username, ...editable } = values;
    if (member) {
      const parsed = ZStaffUpdate.safeParse(editable);
      return parsed.success
        ? { result: await updateStaff({ scope, id: member.id, body: parsed.data }) }
        : { issues: parsed.error };
    }
    const parsed = ZStaffCreate.safeParse({ ...editable, username });
    return parsed.success ? { result: await createStaff({ scope, body: parsed.data }) } : { issues: parsed.error };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    setFieldErrors({});
    const { issues, result } = await send();
    if (issues) {
      setFieldErrors(clientFieldErrors(issues, { fields: FIELDS, t, prefix: 'staff.errors' }));
      return;
    }
    if (!result || 'error' in result) {
      setFieldErrors(serverFieldErrors(result?.error, FIELDS));
      setErrorMessage(apiErrorMessage(result?.error) ?? t('errors.unexpected'));
      return;
    }
    const saved = result.data;
    dispatch(
      showToast({
        type: 'success',
        description: isEditing
          ? t('staff.saved', { username: saved.username })
          : t('staff.created', { username: saved.username, email: saved.email }),
      }),
    );
    void navigate(staffListPath(scope));
  };

  const nativeSelect = { select: { native: true } } as const;

  return (
    <EditorForm
      label={t(isEditing ? 'staff.editTitle' : 'staff.createTitle')}
      errorMessage={errorMessage}
      onSubmit={submit}
    >
      {isEditing ? null : (
        <Alert severity="info" role="note">
          {t('staff.form.passwordNotice')}
        </Alert>
      )}
      <TextField
        label={t('profile.username')}
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        required={!isEditing}
        disabled={isEditing}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 30 } }}
        {...errorProps('username')}
      />
      <TextField
        label={t('profile.fullName')}
        value={values.fullName}
        onChange={(event) => set('fullName', event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
        {...errorProps('fullName')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          type="email"
          label={t('profile.email')}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          required
          {...errorProps('email')}
        />
        <TextField
          fullWidth
          type="tel"
          label={t('profile.phone')}
          value={values.phone}
          onChange={(event) => set('phone', event.target.value.replace(/\s/g, ''))}
          required
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
          {...errorProps('phone')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('profile.accountType')}
          value={values.accountType}
          onChange={(event) => set('accountType', event.target.value as FormValues['accountType'])}
          slotProps={nativeSelect}
          {...errorProps('accountType')}
        >
          {options.accountTypes.map((type) => (
            <option key={type} value={type}>
              {t(`accountType.${type}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('profile.role')}
          value={values.role}
          onChange={(event) => set('role', event.target.value as FormValues['role'])}
          slotProps={nativeSelect}
          {...errorProps('role')}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      <FormControl component="fieldset" error={Boolean(fieldErrors.groupIds)}>
        <FormLabel component="legend">{t('staff.groups')}</FormLabel>
        {options.groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('staff.form.noGroups')}
          </Typography>
        ) : (
          <FormGroup>
            {options.groups.map((group) => (
              <FormControlLabel
                key={group.id}
                control={
                  <Checkbox checked={values.groupIds.includes(group.id)} onChange={() => toggleGroup(group.id)} />
                }
                label={
                  <span>
                    {group.name}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` — ${group.codes.join(', ')}`}
                    </Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
        )}
        <FormHelperText>{fieldErrors.groupIds ?? t('staff.form.groupsHelp')}</FormHelperText>
      </FormControl>
      <SaveButton isSaving={creating.isLoading || updating.isLoading}>
        {t(isEditing ? 'staff.form.save' : 'staff.form.create')}
      </SaveButton>
    </EditorForm>
  );
}
