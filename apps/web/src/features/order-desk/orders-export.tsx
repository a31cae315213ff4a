import { ORDERS_EXPORT_PATHS, XLSX_CONTENT_TYPE } from '@pasal/contract';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadFile, saveFile } from '../../api/file-transfer';
import { staffFailureMessage } from '../../api/failure-message';
import { Button } from '../../components/ui/button';
import type { StaffOrdersFilter } from './api';
import { paramsFor } from './filters';

// The order desk's export (issue #34): the orders the filter shows now, every page, as the
// server's CSV or Excel workbook.

type Format = 'csv' | 'xlsx';
const ACCEPT: Record<Format, string> = { csv: 'text/csv', xlsx: XLSX_CONTENT_TYPE };

export function OrdersExport({ filter }: { filter: StaffOrdersFilter }) {
  const [exporting, setExporting] = useState<Format | null>(null);
  const exportAs = async (format: Format) => {
    setExporting(format);
    try {
      const search = paramsFor({ ...filter, page: 1 }).toString();
      const { file, name } = await downloadFile(
        `${ORDERS_EXPORT_PATHS[format]}${search ? `?${search}` : ''}`,
        ACCEPT[format],
        `orders.${format}`,
      );
      saveFile(file, name);
      toast.success('Orders exported');
    } catch (error) {
      toast.error(staffFailureMessage(error));
    } finally {
      setExporting(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        loading={exporting === 'csv'}
        loadingText="Exporting..."
        icon={<Download aria-hidden="true" className="size-4" />}
        disabled={exporting !== null}
        onClick={() => void exportAs('csv')}
      >
        Export CSV
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={exporting === 'xlsx'}
        loadingText="Exporting..."
        icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
        disabled={exporting !== null}
        onClick={() => void exportAs('xlsx')}
      >
        Export XLSX
      </Button>
    </div>
  );
}
