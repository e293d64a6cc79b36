// The news and B2C rich-text editor (TipTap): headings, lists, links, quotes; the server sanitises what it sends (decision 107).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import Title from '@mui/icons-material/Title';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

type Action = { key: string; Icon: typeof FormatBold; run(editor: Editor): void; isActive(editor: Editor): boolean };

const ACTIONS: readonly Action[] = [
  {
    key: 'bold',
    Icon: FormatBold,
    run: (e) => e.chain().focus().toggleBold().run(),
    isActive: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    Icon: FormatItalic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    isActive: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    Icon: FormatUnderlined,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    isActive: (e) => e.isActive('underline'),
  },
  {
    key: 'strike',
    Icon: StrikethroughS,
    run: (e) => e.chain().focus().toggleStrike().run(),
    isActive: (e) => e.isActive('strike'),
  },
  {
    key: 'heading',
    Icon: Title,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'bulletList',
    Icon: FormatListBulleted,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    isActive: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    Icon: FormatListNumbered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    isActive: (e) => e.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    Icon: FormatQuote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    isActive: (e) => e.isActive('blockquote'),
  },
];

export default function NewsEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(html: string): void;
  label: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  // A body loaded after the editor (an item opened for change) replaces the empty one once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? 'https://';
    const href = window.prompt(t('content.editor.linkPrompt'), previous);
    if (href === null) return;
    if (href === '' || !/^https?:\/\//i.test(href)) editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={t('content.editor.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', p: 0.5 }}
      >
        {ACTIONS.map(({ key, Icon, run, isActive }) => (
          <Tooltip key={key} title={t(`content.editor.${key}`)}>
            <IconButton
              size="small"
              aria-label={t(`content.editor.${key}`)}
              aria-pressed={editor ? isActive(editor) : false}
              color={editor && isActive(editor) ? 'primary' : 'default'}
              onClick={() => editor && run(editor)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
        <Tooltip title={t('content.editor.link')}>
          <IconButton size="small" aria-label={t('content.editor.link')} onClick={setLink}>
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          p: 2,
          minHeight: 240,
          '& .ProseMirror': { outline: 'none', minHeight: 220 },
          '& .ProseMirror p': { my: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
