import type { ExchangeMetrics } from '../../application/shared/ports/metrics.js';
import { withMethod } from './with-method.js';

type Importing = { execute(...args: never[]): Promise<readonly unknown[]> };
type Exporting = { execute(): AsyncIterable<readonly unknown[]> };

/** A seed or import use case whose written rows are counted once its transaction has committed. */
export function countingImports<U extends Importing>(useCase: U, kind: string, metrics: ExchangeMetrics): U {
  const execute = async (...args: Parameters<U['execute']>) => {
    const written = await useCase.execute(...args);
    metrics.rowsImported(kind, written.length);
    return written;
  };
  return withMethod(useCase, 'execute', execute as U['execute']);
}

/** An export use case whose rows are counted batch by batch, as the client takes them. */
export function countingExports<U extends Exporting>(useCase: U, kind: string, metrics: ExchangeMetrics): U {
  async function* counted(batches: AsyncIterable<readonly unknown[]>) {
    for await (const batch of batches) {
      metrics.rowsExported(kind, batch.length);
      yield batch;
    }
  }
  const execute = () => counted(useCase.execute());
  return withMethod(useCase, 'execute', execute as U['execute']);
}
