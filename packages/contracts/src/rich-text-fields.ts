/**
 * Fields that hold rich text as HTML, wherever they appear in a block (a body, a processed
 * table's markup): the server cleans them to editors' markup, the studio edits them with its
 * rich-text editor. The HTML block's `content` is not one of them: its markup is kept as written.
 */
export const richTextFieldKeys: readonly string[] = ['body', 'html'];
