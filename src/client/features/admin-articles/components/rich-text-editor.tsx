// The article content editor (TipTap 3, loaded lazily so only the create/edit screens download it).
// Its marks and nodes stay inside the article-page allow-list the server sanitiser keeps (shared/html-policy.ts):
// strike-through and horizontal rules are switched off because the public page would drop them.
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { ARTICLE_ALLOWED_URI } from '../../../../shared/html-policy.ts';
import { sanitizeForEditor } from '../../../lib/article-html-purifier.ts';
import { ImageUrlDialog, LinkDialog } from './editor-dialogs.tsx';
import { EditorToolbar, type ToolbarState } from './editor-toolbar.tsx';

const LINK_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** Only http, https, mailto and tel links, or addresses on this site. */
export function isAllowedLink(url: string): boolean {
  return LINK_SCHEMES.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

const contentClass = [
  // min-h-[636px]: the editor's minimum height (docs/product/admin-portal.md#constants).
  'ProseMirror min-h-[636px] px-4 py-4 text-slate-800 outline-none sm:px-6',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-semibold [&_p]:my-2 [&_p]:leading-relaxed',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100',
  '[&_a]:text-brand-700 [&_a]:underline [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-gold-400',
  '[&_.tableWrapper]:my-3 [&_.tableWrapper]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_td]:align-top [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left',
  '[&_.selectedCell]:bg-brand-50',
].join(' ');

export interface RichTextEditorProps {
  initialContent: string;
  onChange: (html: string) => void;
  /** id of the visible label of the content field. */
  labelledBy: string;
}

export default function RichTextEditor({ initialContent, onChange, labelledBy }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        strike: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => isAllowedLink(url) && ARTICLE_ALLOWED_URI.test(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    // Only what the article allow-list keeps reaches the editor (see sanitizeForEditor).
    content: sanitizeForEditor(initialContent),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: contentClass,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolbarState => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  return (
    <div className="rounded-xl border border-slate-300 bg-white shadow-sm focus-within:border-brand-600">
      <EditorToolbar
        editor={editor}
        state={state}
        onLink={() => setLinkOpen(true)}
        onImage={() => setImageOpen(true)}
      />
      <EditorContent editor={editor} />
      <LinkDialog
        isOpen={linkOpen}
        initialUrl={editor.getAttributes('link').href ?? ''}
        hasLink={state.link}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          setLinkOpen(false);
        }}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinkOpen(false);
        }}
      />
      <ImageUrlDialog
        isOpen={imageOpen}
        onClose={() => {
          setImageOpen(false);
          editor.commands.focus();
        }}
        onInsert={(src, alt) => {
          editor.chain().focus().setImage({ src, alt }).run();
          setImageOpen(false);
        }}
      />
    </div>
  );
}
