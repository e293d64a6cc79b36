// The itinerary, day by day: a title, the day's text, its meals (B/L/D) and images; days added and removed.
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
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            label={t('b2cTours.fields.dayText')}
            value={textOf(day.bodyHtml)}
            onChange={(event) => set(index, { bodyHtml: paragraphsOf(event.target.value) })}
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
