import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readZip } from '#server/test-support/read-zip.ts';
import { memberExportArchive } from './export-archive.ts';
import type { ExportFile } from './export-files.ts';

const log = pino({ level: 'silent' });
const FILE_BYTES = 2 * 1024 * 1024;
const FILE_COUNT = 12;

async function* jsonText() {
  yield '{"account": ';
  yield '{"email": "a@example.com"}}\n';
}

/** The archive of FILE_COUNT large files, and how many of them it has read so far. */
function archiveOfFiles(nameOf: (index: number) => string) {
  const files = { read: 0 };
  async function* readCounted(): AsyncGenerator<ExportFile> {
    for (let index = 0; index < FILE_COUNT; index += 1) {
      yield {
        name: nameOf(index),
        content: async () => {
          files.read += 1;
          return randomBytes(FILE_BYTES);
        },
      };
    }
  }
  const archive = memberExportArchive(
    { readme: 'Read me\r\n', data: jsonText(), files: readCounted() },
    { madeAt: new Date('2026-11-27T12:00:00Z'), log },
  );
  return { archive, files };
}

describe('the download as a zip written while it is sent', () => {
  it('reads each file only once the one before has gone, at the reader’s pace', async () => {
    const { archive, files } = archiveOfFiles((index) => `letters/letter-${index}.pdf`);
    const chunks: Buffer[] = [];
    let received = 0;
    let mostAhead = 0;
    for await (const chunk of archive) {
      chunks.push(chunk as Buffer);
      received += (chunk as Buffer).length;
      // How many files were opened beyond those the reader has taken in: the archive's buffers hold a little.
      mostAhead = Math.max(mostAhead, files.read - Math.floor(received / FILE_BYTES));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(files.read).toBe(FILE_COUNT);
    expect(mostAhead).toBeLessThanOrEqual(2);
    const zip = readZip(Buffer.concat(chunks));
    expect([...zip.keys()].slice(0, 2)).toEqual(['README.txt', 'my-data.json']);
    expect(JSON.parse(zip.get('my-data.json')?.toString('utf8') ?? '')).toEqual({
      account: { email: 'a@example.com' },
    });
    expect(zip.size).toBe(FILE_COUNT + 2);
  });

  it('stops reading files when the download is cancelled', async () => {
    const { archive, files } = archiveOfFiles((index) => `id-photos/photo-${index}.jpg`);
    for await (const _chunk of archive) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(archive.destroyed).toBe(true);
    expect(files.read).toBeLessThanOrEqual(2);
  });
});
