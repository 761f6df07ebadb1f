// Formats one of each kind on a worker thread, then ends. A renderer's first Intl formatter
// loads ICU's number and date data, a long wait on the main thread (docs/benchmarks.md, the
// terminal's cold start); the data is kept per process, so loading it here, while the main
// thread still reads the terminal's script, leaves the first list render without that wait.
import { formatDate, formatFeeUsd, formatShares, formatUsd } from './format.js';

formatShares(1);
formatShares(1, true);
formatUsd(1);
formatUsd(1_000_000, true);
formatFeeUsd(0.0001);
formatDate(Date.now());
formatDate(Date.now(), true);
self.close();
