import type { BulkDownloadResult } from '@/services/bulk-download/run-bulk-download';

/** What became of the ZIP, in one sentence. */
export function BulkDownloadOutcome({
  result,
  fileCount,
}: {
  result: BulkDownloadResult;
  fileCount: number;
}) {
  switch (result.outcome) {
    case 'saved':
      return (
        <p role="status" className="bulk-download-outcome">
          {result.failures.length === 0
            ? `The ZIP is saved with all ${result.saved} files.`
            : `The ZIP is saved with ${result.saved} of ${fileCount} files; ERRORS.txt in it lists the ${result.failures.length} missing.`}
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" className="bulk-download-outcome">
          Cancelled: no ZIP was saved.
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="bulk-download-outcome bulk-download-error">
          {result.message}
        </p>
      );
  }
}
