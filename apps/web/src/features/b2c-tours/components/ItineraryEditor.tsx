// The itinerary, day by day: a title, the day's text, its meals (B/L/D) and images; days added and removed.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/content/ImageUploadField';
import { paragraphsOf, textOf, type DayValues } from '../tour-form';

const MEALS = ['B', 'L', 'D'] as const;

/**
 * A day's text as typed: the paragraphs it becomes drop a line's trailing space and empty lines, so the field keeps what
 * was typed (else a space or a new line at the end vanishes at once) and shows the day's paragraphs again only when
 * they change from outside (the tour loaded or saved, a day removed above it).
 */
export function DayTextField(props: { label: string; bodyHtml: string; onChange(bodyHtml: string): void }) {
  const [shown, setShown] = useState(() => ({ bodyHtml: props.bodyHtml, text: textOf(props.bodyHtml) }));
  if (shown.bodyHtml !== props.bodyHtml) setShown({ bodyHtml: props.bodyHtml, text: textOf(props.bodyHtml) });
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      minRows={2}
      sx={{ mt: 1 }}
      label={props.label}
      value={shown.text}
      onChange={(event) => {
        const bodyHtml = paragraphsOf(event.target.value);
        setShown({ bodyHtml, text: event.target.value });
        props.onChange(bodyHtml);
      }}
    />
  );
}

export function ItineraryEditor(props: {
  days: DayValues[];
  maxDays: number;
  errors: Record<string, string>;
  onChange(days: DayValues[]): void;
}) {
  const { t } = useTranslation();
  const { days, onChange, errors } = props;
  const set = (index: number, day: Partial<DayValues>) =>
    onChange(days.map((current, at) => (at === index ? { ...current, ...day } : current)));
  return (
    <Stack spacing={1}>
      {days.map((day, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 72 }}>{t('b2cTours.dayN', { n: index + 1 })}</Typography>
            <TextField
              size="small"
              fullWidth
              label={t('b2cTours.fields.dayTitle')}
              value={day.title}
              error={Boolean(errors[`itinerary.${index}.title`])}
              helperText={errors[`itinerary.${index}.title`]}
              onChange={(event) => set(index, { title: event.target.value })}
            />
            <IconButton
              aria-label={t('b2cTours.removeDay')}
              onClick={() => onChange(days.filter((_, at) => at !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          <DayTextField
            label={t('b2cTours.fields.dayText')}
            bodyHtml={day.bodyHtml}
            onChange={(bodyHtml) => set(index, { bodyHtml })}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {MEALS.map((meal) => (
              <FormControlLabel
                key={meal}
                label={t(`b2cTours.meals.${meal}`)}
                control={
                  <Checkbox
                    checked={day.meals.includes(meal)}
                    onChange={(event) =>
                      set(index, {
                        meals: event.target.checked ? [...day.meals, meal] : day.meals.filter((m) => m !== meal),
                      })
                    }
                  />
                }
              />
            ))}
            <ImageUploadField
              kind="cover"
              label={t('b2cTours.fields.dayImage')}
              value={day.images[0] ?? null}
              onChange={(name) => set(index, { images: name ? [name] : [] })}
              error={errors[`itinerary.${index}.images.0`]}
            />
          </Box>
        </Paper>
      ))}
      <Box>
        <Button
          disabled={days.length >= props.maxDays}
          onClick={() => onChange([...days, { title: '', bodyHtml: '', meals: [], images: [] }])}
        >
          {t('b2cTours.addDay')}
        </Button>
      </Box>
    </Stack>
  );
}
