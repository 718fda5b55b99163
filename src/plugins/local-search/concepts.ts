/**
 * The concept map: the words readers use, connected to the words the docs use. Built from the glossary's
 * definitions and the sidebar's section titles, plus the judged questions that failed without it.
 *
 * A reader phrase matches when its words (after stemming) occur in the query in order, with at most two
 * other words between neighbours, so "new file lands" also matches "when a new csv file lands". When it
 * matches, the docs' words join the query and the phrase's own words count for less, since the docs may
 * never use them.
 */
export interface ConceptEntry {
  /** The words the docs use for the concept, as in its guide's title. */
  docs: string;
  /** Words and phrases readers use for it. */
  readers: string[];
}

export const CONCEPTS: readonly ConceptEntry[] = [
  // Automate
  {
    docs: 'schedule',
    readers: [
      'cron',
      'crontab',
      'hourly',
      'nightly',
      'weekly',
      'monthly',
      'every hour',
      'every day',
      'every night',
      'every morning',
      'every week',
      'every minute',
      'every month',
      'daily at',
      'midnight',
      'periodic',
      'periodically',
      'timetable',
      'recurring',
      'fixed time',
      'specific time',
    ],
  },
  {
    docs: 'sensor',
    readers: [
      'file appears',
      'file arrives',
      'file lands',
      'new file',
      'new files',
      'file uploaded',
      'file dropped',
      'file created',
      'new object',
      'poll',
      'polling',
      'watch folder',
      'watch bucket',
      'watch directory',
      'event driven',
      'external event',
      'listen for',
    ],
  },
  {
    docs: 'run status sensor',
    readers: [
      'run fails',
      'job fails',
      'run failure',
      'job failure',
      'run succeeds',
      'job succeeds',
      'job finishes',
      'run completes',
      'on failure',
    ],
  },
  {docs: 'launch', readers: ['trigger', 'triggers', 'kick off', 'fire off']},
  {docs: 'asset sensor', readers: ['another code location', 'other code location', 'asset materialized', 'asset is materialized']},
  {
    docs: 'declarative automation',
    readers: [
      'upstream changes',
      'upstream updates',
      'upstream updated',
      'upstream update',
      'data updates',
      'dependencies update',
      'parent updates',
      'up to date',
      'automatically materialize',
      'materialize automatically',
      'auto materialize',
      'automaterialize',
      'eager',
      'reactive',
    ],
  },
  {docs: 'time zone', readers: ['timezone', 'tz', 'utc', 'local time', 'daylight saving']},
  // Build
  {docs: 'asset dependencies', readers: ['depend on', 'depends on', 'downstream of', 'upstream asset']},
  {docs: 'op', readers: ['task', 'tasks']},
  {docs: 'graph', readers: ['compose ops', 'nested ops']},
  {docs: 'resource', readers: ['database connection', 'api client', 'external service', 'shared client']},
  {
    docs: 'io manager',
    readers: ['save output', 'store output', 'write output', 'persist output', 'load input', 'pickle', 'storage between'],
  },
  {
    docs: 'partition',
    readers: [
      'by day',
      'per day',
      'by date',
      'per date',
      'by month',
      'date range',
      'time window',
      'per customer',
      'per region',
      'slice',
      'incremental',
    ],
  },
  {docs: 'backfill', readers: ['historical', 'past data', 'old data', 'past dates', 'reprocess', 'fill in', 'catch up']},
  {docs: 'metadata', readers: ['row count', 'annotate', 'owner', 'owners', 'extra information']},
  {docs: 'tag', readers: ['label', 'labels', 'categorize']},
  {docs: 'lineage', readers: ['dependency graph', 'data flow', 'where data comes from']},
  {docs: 'asset selection', readers: ['query string', 'select assets', 'filter assets', 'selection string', 'subset of assets']},
  {docs: 'asset factory', readers: ['factory', 'factories', 'in a loop', 'dynamically create']},
  {docs: 'external asset', readers: ['not built by dagster', 'created elsewhere', 'source table', 'outside dagster']},
  {docs: 'multi asset', readers: ['several assets from one', 'multiple assets from one', 'several outputs']},
  {
    docs: 'pipes',
    readers: ['external process', 'subprocess', 'shell script', 'non python', 'another language', 'other language', 'external script'],
  },
  {
    docs: 'project structure',
    readers: ['organize', 'organise', 'folder structure', 'folder layout', 'directory layout', 'project layout', 'large project'],
  },
  {docs: 'run configuration', readers: ['parameters', 'parameter', 'params', 'arguments', 'launchpad', 'runtime values']},
  {
    docs: 'environment variables',
    readers: [
      'secret',
      'secrets',
      'api key',
      'api keys',
      'password',
      'passwords',
      'credentials',
      'access token',
      'env var',
      'env vars',
      'dotenv',
    ],
  },
  {docs: 'components', readers: ['low code', 'dg cli']},
  // Test
  {docs: 'asset check', readers: ['data quality', 'validate data', 'validation', 'data test', 'data tests', 'expectations', 'null values']},
  {docs: 'unit test', readers: ['pytest', 'mock', 'mocking', 'fake resource']},
  {docs: 'freshness', readers: ['stale', 'staleness', 'out of date', 'late data', 'overdue', 'sla']},
  // Operate, deploy, monitor
  {docs: 'run retries retry policy', readers: ['retry', 'retries', 'rerun automatically', 'try again', 'transient failure', 'flaky']},
  {
    docs: 'concurrency',
    readers: [
      'at once',
      'at the same time',
      'in parallel',
      'parallelism',
      'simultaneous',
      'simultaneously',
      'max runs',
      'maximum runs',
      'too many runs',
      'throttle',
      'one at a time',
    ],
  },
  {docs: 'run coordinator queue', readers: ['queued', 'stuck in queue', 'never start', 'waiting to start']},
  {docs: 'run monitoring', readers: ['hang', 'hangs', 'hanging', 'timeout', 'times out', 'zombie', 'crashed']},
  {docs: 'executor', readers: ['multiprocess', 'in process', 'separate process per step']},
  {docs: 'run launcher', readers: ['container per run', 'pod per run', 'where runs execute']},
  {docs: 'daemon', readers: ['background process', 'not ticking']},
  {docs: 'webserver', readers: ['web ui', 'dagit', 'web interface', 'dashboard']},
  {docs: 'code location', readers: ['workspace', 'repository', 'multiple projects', 'grpc server']},
  {docs: 'dagster instance', readers: ['run storage', 'event log storage', 'run history', 'instance storage', 'postgres storage']},
  {docs: 'deploy', readers: ['production', 'self host', 'self hosted', 'on premise', 'hosting']},
  {docs: 'kubernetes', readers: ['k8s', 'helm', 'eks', 'gke', 'aks', 'pod', 'pods', 'kubectl']},
  {docs: 'docker', readers: ['container', 'containers', 'docker compose', 'compose']},
  {docs: 'logging', readers: ['print', 'logger', 'log messages', 'stdout']},
  {docs: 'alert', readers: ['notify', 'notification', 'notifications', 'notified', 'email me']},
  {docs: 'debugging', readers: ['pdb', 'breakpoint', 'debugger', 'step through']},
  {docs: 'graphql', readers: ['http api', 'rest api', 'trigger remotely', 'launch remotely', 'programmatically']},
  {docs: 'telemetry', readers: ['usage data', 'usage statistics', 'tracking', 'opt out', 'analytics']},
  // Getting started and migrating
  {docs: 'installing', readers: ['pip install', 'set up dagster', 'setup dagster', 'uv add']},
  {
    docs: 'quickstart',
    readers: [
      'getting started',
      'get started',
      'first time',
      'first pipeline',
      'hello world',
      'new to dagster',
      'beginner',
      'first project',
    ],
  },
  {
    docs: 'upgrading',
    readers: ['new version', 'latest version', 'newer version', 'latest release', 'new release', 'breaking changes', 'migration guide'],
  },
  {docs: 'airlift', readers: ['airflow', 'airflow dag', 'airflow dags']},
  // Dagster+
  {docs: 'branch deployment', readers: ['pull request', 'merge request', 'preview environment', 'staging']},
  {docs: 'role based access control', readers: ['permissions', 'permission', 'roles', 'access control', 'rbac']},
  {docs: 'single sign on', readers: ['sso', 'saml', 'okta', 'google login', 'log in with', 'login with']},
  {docs: 'insights', readers: ['cost', 'costs', 'credits', 'spend', 'usage metrics']},
];

/**
 * Words that name Dagster+ or a feature only Dagster+ has. A query holding one may rank Dagster+ pages
 * first; any other query ranks the open-source page for the same topic above them.
 */
export const DAGSTER_PLUS_NAMES: readonly string[] = [
  'dagster plus',
  'dagster cloud',
  'dagster_cloud',
  'serverless',
  'hybrid',
  'agent',
  'branch deployment',
  'sso',
  'single sign on',
  'saml',
  'scim',
  'rbac',
  'role based access',
  'insights',
  'alert policy',
  'user token',
  'agent token',
  'catalog view',
  'audit log',
  'okta',
  'onelogin',
  'pingone',
  'entra',
];
