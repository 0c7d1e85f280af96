import './rich-text.css';

/** Editor rich text (HTML from the content store, validated on import). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
