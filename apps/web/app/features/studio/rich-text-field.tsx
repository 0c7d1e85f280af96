import { useEffect, useId, useState } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Heading from '@tiptap/extension-heading';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import HardBreak from '@tiptap/extension-hard-break';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { FieldIssueMessage, issueId, useStudio } from './field-issues';
import { screenText, type ScreenText, type StudioLanguage } from './studio-language';

// The rich-text editor of HTML fields (a text block's body, a nested part's body): TipTap with
// only what the server's sanitiser keeps of editors' markup and the site styles — paragraphs,
// headings (levels 2 to 4: the page title is the one h1), bullet and numbered lists, links
// (http, https, mailto, tel) and emphasis. An empty editor is an empty text.

export const richTextExtensions = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [2, 3, 4] }),
  Bold,
  Italic,
  HardBreak,
  BulletList,
  OrderedList,
  ListItem,
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: ['mailto', 'tel'],
    isAllowedUri: (url) => /^(https?:|mailto:|tel:|\/|#)/i.test(url),
  }),
];

/** The editor's HTML, with an empty document as the empty text. */
export function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

interface ToolbarButton {
  text: ScreenText;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const buttons: ToolbarButton[] = [
  { text: 'bold', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { text: 'italic', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    text: 'heading2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    text: 'heading3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    text: 'bulletList',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    text: 'orderedList',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

function Toolbar({ editor, language, label }: { editor: Editor; language: StudioLanguage; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => [...buttons.map((button) => button.isActive(current)), current.isActive('link')],
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const linkInputId = useId();
  return (
    <div
      className="studio-rich-text__toolbar"
      role="toolbar"
      aria-label={`${label}: ${screenText(language, 'richTextToolbar')}`}
    >
      {buttons.map((button, index) => (
        <button
          key={button.text}
          type="button"
          aria-pressed={active[index] ?? false}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => button.run(editor)}
        >
          {screenText(language, button.text)}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={active[buttons.length] ?? false}
        aria-expanded={linkOpen}
        onClick={() => {
          setHref((editor.getAttributes('link')['href'] as string | undefined) ?? '');
          setLinkOpen(!linkOpen);
        }}
      >
        {screenText(language, 'link')}
      </button>
      {linkOpen ? (
        <span className="studio-rich-text__link">
          <label htmlFor={linkInputId}>{screenText(language, 'linkAddress')}</label>
          <input
            id={linkInputId}
            type="text"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const chain = editor.chain().focus().extendMarkRange('link');
              if (href.trim() === '') chain.unsetLink().run();
              else chain.setLink({ href: href.trim() }).run();
              setLinkOpen(false);
            }}
          />
        </span>
      ) : null}
    </div>
  );
}

function RichTextInput({
  label,
  name,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (html: string) => void;
  readOnly?: boolean | undefined;
}) {
  const { language } = useStudio();
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value ?? '',
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'studio-rich-text__area rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': issueId(name),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });
  // A change from outside (undo, another field) replaces the content; the editor's own do not.
  useEffect(() => {
    if (editor && (value ?? '') !== htmlOf(editor)) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="studio-rich-text">
      {editor ? <Toolbar editor={editor} language={language} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/** The rich-text field of the block editor, labelled, with its issue under it. */
export function richTextField(label: string, _language: StudioLanguage): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <div className="studio-field">
        <FieldLabel label={field.label ?? label} el="div" readOnly={readOnly}>
          <RichTextInput
            label={field.label ?? label}
            name={name}
            value={value}
            onChange={onChange}
            readOnly={readOnly}
          />
        </FieldLabel>
        <FieldIssueMessage name={name} />
      </div>
    ),
  };
}
