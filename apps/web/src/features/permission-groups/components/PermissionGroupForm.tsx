// The permission group form: name, description, the codes the agency holds (grouped, with vi/en meanings) and members.
import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZPermissionGroupInput } from '@portal/contracts/agencies/permission-groups';
import type { TPermissionGroupDetail, TPermissionGroupFormOptions } from '@portal/contracts';
import { EditorForm, SaveButton } from '../../../components/EditorForm';
import { clientFieldErrors, serverFieldErrors } from '../../../lib/forms/field-errors';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { showToast } from '../../../stores/toast-slice';
import { useCreatePermissionGroupMutation } from '../api/create-permission-group';
import { useUpdatePermissionGroupMutation } from '../api/update-permission-group';
import { arrangeCodes } from '../../../lib/permissions/code-categories';
import { permissionGroupsPath } from './paths';

const FIELDS = ['name', 'description', 'codes', 'memberIds'] as const;
type FieldName = (typeof FIELDS)[number];
type CodeEntry = { code: string; vi: string; en: string; isHeld: boolean };

const toggle = (list: string[], item: string) =>
  list.includes(item) ? list.filter((value) => value !== item) : [...list, item];

type Props = {
  group?: TPermissionGroupDetail;
  options: TPermissionGroupFormOptions;
  /** A direct child agency whose groups these are; the user's own agency when absent. */
  agencyId?: string | null;
};

export function PermissionGroupForm({ group, options, agencyId }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const otherLanguage = language === 'vi' ? 'en' : 'vi';
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createGroup, creating] = useCreatePermissionGroupMutation();
  const [updateGroup, updating] = useUpdatePermissionGroupMutation();
  const [values, setValues] = useState({
    name: group?.name ?? '',
    description: group?.description ?? '',
    codes: group?.codes ?? [],
    memberIds: group?.memberIds ?? [],
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  // Codes the group still has but the agency no longer holds stay visible (checked) so they can be taken out.
  const categories = useMemo(() => {
    const held: CodeEntry[] = options.heldCodes.map((entry) => ({ ...entry, isHeld: true }));
    const heldCodes = new Set(held.map((entry) => entry.code));
    const leftovers: CodeEntry[] = (group?.codes ?? [])
      .filter((code) => !heldCodes.has(code))
      .map((code) => ({ code, vi: '', en: '', isHeld: false }));
    return arrangeCodes([...held, ...leftovers]);
  }, [options.heldCodes, group?.codes]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    setFieldErrors({});
    const parsed = ZPermissionGroupInput.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(clientFieldErrors(parsed.error, { fields: FIELDS, t, prefix: 'permissionGroups.errors' }));
      return;
    }
    const result = group
      ? await updateGroup({ id: group.id, body: parsed.data, agencyId })
      : await createGroup({ body: parsed.data, agencyId });
    if ('error' in result) {
      setFieldErrors(serverFieldErrors(result.error, FIELDS));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('permissionGroups.saved', { name: result.data.name }) }));
    void navigate(permissionGroupsPath(agencyId));
  };

  return (
    <EditorForm
      label={t(group ? 'permissionGroups.editTitle' : 'permissionGroups.createTitle')}
      errorMessage={errorMessage}
      onSubmit={submit}
    >
      <TextField
        label={t('permissionGroups.name')}
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
      />
      <TextField
        label={t('permissionGroups.description')}
        value={values.description}
        onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={Boolean(fieldErrors.description)}
        helperText={fieldErrors.description}
      />
      <FormControl component="fieldset" error={Boolean(fieldErrors.codes)}>
        <FormLabel component="legend">{t('permissionGroups.codes')}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{fieldErrors.codes ?? t('permissionGroups.form.codesHelp')}</FormHelperText>
        {categories.map((category) => (
          <Box
            key={category.id}
            component="section"
            aria-label={t(`permissionGroups.categories.${category.id}`)}
            sx={{ mt: 1.5 }}
          >
            <Typography variant="subtitle2" component="h3">
              {t(`permissionGroups.categories.${category.id}`)}
            </Typography>
            <FormGroup>
              {category.entries.map((entry) => (
                <FormControlLabel
                  key={entry.code}
                  control={
                    <Checkbox
                      checked={values.codes.includes(entry.code)}
                      onChange={() =>
                        setValues((current) => ({ ...current, codes: toggle(current.codes, entry.code) }))
                      }
                    />
                  }
                  label={
                    <span>
                      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {entry.code}
                      </Typography>
                      <Typography component="span" variant="body2">
                        {entry.isHeld ? ` — ${entry[language]}` : ` — ${t('permissionGroups.form.notHeld')}`}
                      </Typography>
                      {entry.isHeld ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` (${entry[otherLanguage]})`}
                        </Typography>
                      ) : null}
                    </span>
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(fieldErrors.memberIds)}>
        <FormLabel component="legend">{t('permissionGroups.form.members')}</FormLabel>
        <FormGroup>
          {options.users.map((user) => (
            <FormControlLabel
              key={user.id}
              control={
                <Checkbox
                  checked={values.memberIds.includes(user.id)}
                  onChange={() =>
                    setValues((current) => ({ ...current, memberIds: toggle(current.memberIds, user.id) }))
                  }
                />
              }
              label={`${user.username} — ${user.fullName}${user.status === 'locked' ? ` (${t('staff.statuses.locked')})` : ''}`}
            />
          ))}
        </FormGroup>
        <FormHelperText sx={{ mx: 0 }}>
          {fieldErrors.memberIds ?? t('permissionGroups.form.membersHelp')}
        </FormHelperText>
      </FormControl>
      <SaveButton isSaving={creating.isLoading || updating.isLoading}>{t('permissionGroups.form.save')}</SaveButton>
    </EditorForm>
  );
}
