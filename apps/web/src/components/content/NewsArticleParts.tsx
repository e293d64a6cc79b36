// The parts of a news item's or a B2C article's page: its tags as links to the list of that tag, and its cover,
// summary, the body the server sanitised and the way back to the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthorisedImage } from './AuthorisedImage';

export function NewsTagLinks(props: { tags: readonly string[]; byTagPath: string }) {
  return props.tags.map((tag) => (
    <Chip
      key={tag}
      size="small"
      label={`#${tag}`}
      component={RouterLink}
      to={`${props.byTagPath}?tag=${encodeURIComponent(tag)}`}
      clickable
    />
  ));
}

export function NewsArticleBody(props: {
  item: { coverImageUrl: string | null; summary: string; bodyHtml?: string };
  back: { to: string; label: string };
}) {
  const { item } = props;
  return (
    <>
      {item.coverImageUrl ? (
        <Box sx={{ mb: 2 }}>
          <AuthorisedImage url={item.coverImageUrl} alt="" width={1200} height={630} />
        </Box>
      ) : null}
      {item.summary ? (
        <Typography variant="subtitle1" sx={{ fontWeight: 500, mb: 2 }}>
          {item.summary}
        </Typography>
      ) : null}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
        }}
        // The body is sanitised by the server on every write (decision 107) and contains only the editor's formatting.
        dangerouslySetInnerHTML={{ __html: item.bodyHtml ?? '' }}
      />
      <Button component={RouterLink} to={props.back.to} sx={{ mt: 2 }}>
        {props.back.label}
      </Button>
    </>
  );
}
