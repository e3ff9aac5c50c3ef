import type { OpenDataFile } from '@/services/open-data/open-data-summary';
import { fileSize } from '../file-size';

const WHAT: Record<OpenDataFile['format'], { name: string; holds: string }> = {
  csv: {
    name: 'CSV',
    holds: 'One row per item, in the columns of the metadata sheet; opens in any spreadsheet',
  },
  json: {
    name: 'JSON',
    holds: 'One object per item, with its page, media addresses and every published field',
  },
  geojson: {
    name: 'GeoJSON',
    holds: 'The located items as points, for a map or a GIS',
  },
};

const records = (count: number, format: OpenDataFile['format']) =>
  `${count.toLocaleString('en')} ${format === 'geojson' ? 'located ' : ''}${count === 1 ? 'item' : 'items'}`;

/** The three files, each a download link with what it holds, its size and its record count. */
export function DataFiles({
  files,
  labelledBy,
}: {
  files: readonly OpenDataFile[];
  labelledBy: string;
}) {
  return (
    <ul className="data-files" aria-labelledby={labelledBy}>
      {files.map((file) => {
        const name = file.path.split('/').pop() ?? file.path;
        return (
          <li key={file.path}>
            <a href={`/${file.path}`} type={file.mediaType} download={name}>
              {name}
            </a>{' '}
            <span className="data-file-facts">
              ({WHAT[file.format].name}, {fileSize(file.bytes)},{' '}
              {records(file.records, file.format)})
            </span>
            <span className="data-file-holds">{WHAT[file.format].holds}.</span>
          </li>
        );
      })}
    </ul>
  );
}
