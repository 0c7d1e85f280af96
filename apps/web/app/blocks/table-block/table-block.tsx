import type { TableBlock as TableBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';

/** The first row is the header row; the others are data rows. */
function splitTableRows(rows: string[][]): { header: string[]; body: string[][] } {
  const [header = [], ...body] = rows;
  return { header, body };
}

export function TableBlock({ block }: { block: TableBlockData }) {
  const { header, body } = splitTableRows(block.value);
  return (
    <div className="block__inner table-block">
      <BlockHeading block={block} />
      {block.processedTable ? (
        <div
          className="table-block__scroller"
          tabIndex={0}
          role="region"
          aria-label={block.caption || block.title || undefined}
        >
          <div dangerouslySetInnerHTML={{ __html: block.processedTable.html }} />
          {block.caption ? <p className="table-block__caption">{block.caption}</p> : null}
        </div>
      ) : (
        <div
          className="table-block__scroller"
          tabIndex={0}
          role="region"
          aria-label={block.caption || block.title || undefined}
        >
          <table>
            {block.caption ? <caption className="table-block__caption">{block.caption}</caption> : null}
            <thead>
              <tr>
                {header.map((cell, index) => (
                  <th scope="col" key={index}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BlockActions block={block} />
    </div>
  );
}
