import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { sanitizeHtml } from './editor/sanitize';
import { Toolbar } from './editor/Toolbar';
import './editor/editor.scss';

const starter = `<h2>Spring collection</h2><p>Our <strong>new linen shirts</strong> are in. Read the <a href="https://example.com/care">care guide</a>.</p><ul><li>Five colours</li><li>Sizes S to XXL</li></ul>`;

/** /extensions/wysiwyg-editor: TipTap with a toolbar, and the HTML it produces, sanitised with DOMPurify. */
export default function WysiwygEditorPage() {
  const { t } = useTranslation('uiExtensions');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } })],
    content: starter,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'vt-editor-content form-control',
        'aria-label': t('editor.label'),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
  });
  // A destroyed editor (React's strict double mount replaces the first one) has no schema left to serialise.
  const html = useEditorState({ editor, selector: ({ editor: e }) => (e && !e.isDestroyed ? e.getHTML() : '') }) ?? '';
  const clean = sanitizeHtml(html);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [source, setSource] = useState(
    '<p>Hello <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a></p>',
  );

  const applyLink = (event: React.FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // The link extension refuses javascript: and other unsafe addresses; an empty field removes the link.
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <ShowcasePage pageId="extWysiwygEditor" description={t('editor.description')}>
      <Example title={t('editor.title')} description={t('editor.text')}>
        {editor && (
          <Toolbar
            editor={editor}
            linkOpen={linkOpen}
            onLink={() => {
              setHref(editor.getAttributes('link').href ?? '');
              setLinkOpen((o) => !o);
            }}
          />
        )}
        {linkOpen && (
          <Form onSubmit={applyLink} className="mb-2">
            <InputGroup size="sm">
              <Form.Control
                aria-label={t('editor.linkAddress')}
                placeholder="https://"
                value={href}
                onChange={(e) => setHref(e.target.value)}
                autoFocus
              />
              <Button type="submit">{t('editor.applyLink')}</Button>
              <Button variant="outline-secondary" onClick={() => setLinkOpen(false)}>
                {t('editor.cancel')}
              </Button>
            </InputGroup>
          </Form>
        )}
        <EditorContent editor={editor} />
      </Example>
      <ExampleGrid>
        <Example title={t('editor.output')} description={t('editor.outputText')}>
          <pre className="vt-html-output small mb-0" data-testid="editor-html">
            <code>{clean}</code>
          </pre>
        </Example>
        <Example title={t('editor.preview')} description={t('editor.previewText')}>
          {/* Safe: the HTML went through DOMPurify just above. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify */}
          <div className="vt-editor-preview" data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: clean }} />
        </Example>
      </ExampleGrid>
      <Example title={t('editor.load')} description={t('editor.loadText')}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            editor?.commands.setContent(source);
          }}
        >
          <Form.Group controlId="editor-source" className="mb-2">
            <Form.Label>{t('editor.source')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              className="font-monospace small"
              value={source}
              onChange={(e) => setSource(e.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="outline-primary">
            {t('editor.loadButton')}
          </Button>
        </Form>
      </Example>
    </ShowcasePage>
  );
}
