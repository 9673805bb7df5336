/**
 * The yardstick of the save comparison (scripts/load.ts): the least a field save can cost here.
 * A bare `node:http` server over one libSQL file with the same tables and rows as the demo site
 * (the project's migrations and demo seed), answering POST /api/v1/data with exactly one
 * revision-checked UPDATE: the field's text of one locale is set and its revision bumped only
 * when the stored revision is the request's `baseRevision` (200 with the row), else 412. No
 * session, no validation library, no transaction, no framework.
 *
 * Prints READY_PREFIX + JSON (port, save targets) once it listens; SIGTERM closes it and removes
 * its temp folder. node scripts/bare-save-server.ts [--port 0]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { READY_PREFIX, saveTargets } from './load-targets.ts';

const UPDATE = `UPDATE fields
  SET content = json_set(coalesce(content, '{"kind":"localized","values":{}}'), '$.values.' || ?, json(?)),
      revision = revision + 1,
      updated_at = ?
  WHERE page_id = ? AND group_id = ? AND name = ? AND revision = ?
  RETURNING id, page_id, group_id, name, revision, content`;

interface BareSave {
  pageId: string;
  groupId: string;
  name: string;
  baseRevision: number;
  data: { content: { locale: string; text: string } };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bare-'));
  const { db, client } = await openDb(`file:${join(dir, 'bare.db')}`);
  await migrateDb(db);
  await seedDemoSite(db);
  const targets = await saveTargets(db);

  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    if (req.method !== 'POST' || req.url !== '/api/v1/data') return answer(404, { success: false });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let save: BareSave;
      try {
        save = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BareSave;
      } catch {
        return answer(400, { success: false });
      }
      const { locale, text } = save.data.content;
      client
        .execute({
          sql: UPDATE,
          args: [
            locale,
            JSON.stringify({ text }),
            new Date().toISOString(),
            save.pageId,
            save.groupId,
            save.name,
            save.baseRevision,
          ],
        })
        .then((result) => {
          const row = result.rows[0];
          if (row)
            answer(200, {
              success: true,
              data: { item: { ...row, content: JSON.parse(String(row['content'])) } },
            });
          else answer(412, { success: false, error: { code: 'stale' } });
        })
        .catch(() => answer(500, { success: false }));
    });
  });
  const port = await new Promise<number>((done) => {
    const at = process.argv.indexOf('--port');
    server.listen(at >= 0 ? Number(process.argv[at + 1]) : 0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ port, targets })}\n`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    client.close();
    void rm(dir, { recursive: true, force: true }).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[bare-save-server] start failed:', error);
  process.exit(1);
});
