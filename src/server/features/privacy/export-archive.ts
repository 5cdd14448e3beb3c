import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { ExportFile } from './export-files.ts';
import { DATA_FILE, README_FILE } from './export-paths.ts';

/** Text compresses well; PDFs and photos are compressed already, so they are stored as they are (less CPU). */
const STORED_AS_IS = /\.(pdf|jpg|png|webp|heic)$/u;

/**
 * Waits until the archive has taken an entry in whole. It fails when the archive or the entry's own stream
 * fails, and when the archive is destroyed (the download was cancelled: the reply destroys it), so a cancelled
 * download never leaves this waiting with a file in memory.
 */
async function entryTaken(archive: ZipArchive, source: Buffer | Readable, cancelled: AbortSignal): Promise<void> {
  const waits = [once(archive, 'entry', { signal: cancelled })];
  if (source instanceof Readable) {
    waits.push(once(source, 'error', { signal: cancelled }).then(([error]) => Promise.reject(error)));
  }
  await Promise.race(waits);
}

/**
 * The member's download as a zip that is written while it is sent: the README, then `my-data.json` produced
 * as it is read (jsonDocument), then each file, read and opened only once the one before has gone into the
 * archive. The archive is piped to the reply, which reads at the browser's pace, so at most one file and the
 * stream buffers are held, whatever the member keeps with us.
 */
export function memberExportArchive(
  parts: { readme: string; data: AsyncIterable<string>; files: AsyncIterable<ExportFile> },
  options: { madeAt: Date; log: FastifyBaseLogger },
): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const cancel = new AbortController();
  archive.once('close', () => cancel.abort());
  const add = async (name: string, content: Buffer | Readable) => {
    archive.append(content, { name, date: options.madeAt, store: STORED_AS_IS.test(name) });
    try {
      await entryTaken(archive, content, cancel.signal);
    } finally {
      if (content instanceof Readable && !content.readableEnded) content.destroy();
    }
  };
  const fill = async () => {
    await add(README_FILE, Buffer.from(parts.readme, 'utf8'));
    await add(DATA_FILE, Readable.from(parts.data));
    for await (const file of parts.files) {
      const content = await file.content();
      if (content) await add(file.name, content);
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    if (cancel.signal.aborted) return;
    options.log.error({ err: error }, 'the member data export failed while it was being written');
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
