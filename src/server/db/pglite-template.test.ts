import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate, pgliteTemplatePath } from './pglite-template.ts';

describe('a new embedded database from the build’s template', () => {
  let root: string;
  let migrations: string;
  let dataDir: string;

  const writeMigration = (name: string, text: string) => fs.writeFileSync(path.join(migrations, name), text);
  const makeTemplate = () => {
    const template = pgliteTemplatePath(root, migrations);
    fs.mkdirSync(template);
    fs.writeFileSync(path.join(template, 'PG_VERSION'), '17');
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-template-'));
    migrations = path.join(root, 'migrations');
    fs.mkdirSync(path.join(migrations, 'meta'), { recursive: true });
    writeMigration('0000_a.sql', 'CREATE TABLE a (id int);');
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{}');
    dataDir = path.join(root, 'data', 'pglite');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is a copy of the template made with the same migrations, in a folder missing or empty', () => {
    makeTemplate();
    expect(copyPgliteTemplate(dataDir, root, migrations)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');

    const other = path.join(root, 'empty');
    fs.mkdirSync(other);
    expect(copyPgliteTemplate(other, root, migrations)).toBe(true);
    expect(fs.readdirSync(other)).toEqual(['PG_VERSION']);
    expect(fs.readdirSync(root).filter((name) => name.endsWith('.copying'))).toEqual([]);
  });

  it('is never a template made with other migrations: the database is then made from nothing', () => {
    makeTemplate();
    writeMigration('0001_b.sql', 'CREATE TABLE b (id int);');
    expect(copyPgliteTemplate(dataDir, root, migrations)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('leaves a folder that holds a database alone', () => {
    makeTemplate();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), 'ours');
    expect(copyPgliteTemplate(dataDir, root, migrations)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('ours');
  });
});
