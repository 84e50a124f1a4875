// The CLI: commander parses, each command module is imported only when it runs (fast --help),
// and every error becomes a message and an exit code: 0 ok, 1 content/build, 2 usage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { ContentError, UsageError, BuildError } from '../site/diagnostics.ts';
import { bold, formatDiagnostics, red, terminal } from './report.ts';
import { profileNames, rulesHelp } from '../site/check/catalog.ts';
import { projectRoot } from '../site/project.ts';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const version = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

function program(run: (fn: () => Promise<number>) => void): Command {
  const cli = new Command('agency-site')
    .description('Build, serve and check the agency website from content/.')
    .version(version, '-v, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

  buildCommand(cli, run);

  cli
    .command('dev')
    .description('serve the site on loopback, rebuild what changed and reload the browser')
    .option('--content <dir>', 'content folder', 'content')
    .addOption(new Option('--port <n>', 'port').default(4321).argParser(parsePort))
    .option('--host <h>', 'host to bind', '127.0.0.1')
    .option('--lead-service <url>', 'lead-service base URL; "" turns beacons off')
    .action((opts) => run(async () => (await import('./commands/dev.ts')).runDev(opts)));

  cli
    .command('check')
    .description("check content: schemas, links, sub-service pages, process steps, posts; --profile launch adds SPEC.md's launch figures")
    .option('--content <dir>', 'content folder', 'content')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--strict', 'fail on warnings too')
    .addOption(new Option('--profile <name>', "rules to run: default (every version of the site) or launch (also SPEC.md's launch figures)").choices([...profileNames]).default('default'))
    .addHelpText('after', rulesHelp)
    .action((opts) => run(async () => (await import('./commands/check.ts')).runCheck(opts)));

  const create = cli.command('new').description('start a content file: a post, a sub-service page or a case study');
  create
    .command('post')
    .description('write content/blog/<slug>.md with valid front matter and placeholders to replace')
    .argument('<title>', "the post's title; its slug is made from it")
    .option('--content <dir>', 'content folder', 'content')
    .option('--slug <slug>', 'the file name and URL, instead of one made from the title')
    .option('--draft', 'mark it draft: true (dev shows it, build leaves it out until the line is removed)')
    .action((title, opts) => run(async () => (await import('./commands/new.ts')).runNewPost(title, opts)));
  create
    .command('subservice')
    .description('write content/subservices/<slug>.yml, a stub page to fill in')
    .argument('<slug>', 'the page slug: /services/Subservices/<slug>')
    .option('--content <dir>', 'content folder', 'content')
    .action((slug, opts) => run(async () => (await import('./commands/new.ts')).runNewSubservice(slug, opts)));
  create
    .command('case-study')
    .description('write content/case-studies/<slug>.yml, a case study page to fill in')
    .argument('<slug>', 'the page slug: /portfolio/<slug>')
    .option('--content <dir>', 'content folder', 'content')
    .option('--draft', 'mark it draft: true (dev shows it, build leaves it out until the line is removed)')
    .action((slug, opts) => run(async () => (await import('./commands/new.ts')).runNewCaseStudy(slug, opts)));

  fileCommands(cli, run);

  return cli;
}

/** Commands that write files beside the site: the editors' JSON Schemas, the browser CMS. */
function fileCommands(cli: Command, run: (fn: () => Promise<number>) => void): void {
  cli
    .command('schema')
    .description("write the JSON Schemas of the content files, for editors' completion and checks")
    .option('--out <dir>', 'folder to write them into', '.agency-site/schemas')
    .action((opts) => run(async () => (await import('./commands/schema.ts')).runSchema(opts)));

  cli
    .command('cms')
    .description("write the browser CMS (/admin/, from site.yml's cms:) into the output folder, its config made from the content schemas")
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .action((opts) => run(async () => (await import('./commands/cms.ts')).runCms(opts)));
}

function buildCommand(cli: Command, run: (fn: () => Promise<number>) => void): void {
  cli
    .command('build')
    .description('render every route to static HTML in the output folder')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--site-url <url>', 'absolute site URL (overrides AGENCY_SITE_URL and site.yml)')
    .option('--lead-service <url>', 'lead-service base URL; "" turns beacons off (overrides AGENCY_LEAD_SERVICE_URL)')
    .option('--drafts', 'include drafts (draft: true), with a Draft badge and noindex')
    .option('--future', 'include posts dated after today (AGENCY_SITE_NOW sets the day)')
    .action((opts) => run(async () => (await import('./commands/build.ts')).runBuild(opts)));
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`--port must be a number from 0 to 65535, got "${value}"`);
  return n;
}

/**
 * A reader that went away (`agency-site build | head -1`) ends that output, not the command: the
 * build finishes and exits as it would have. Node reports the closed pipe as an 'error' event,
 * which unhandled would kill the process with a stack trace.
 */
function endQuietlyWhenReaderGoes(stream: NodeJS.WriteStream) {
  if (quieted.has(stream)) return; // main runs more than once in a process (tests)
  quieted.add(stream);
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
}
const quieted = new WeakSet<NodeJS.WriteStream>();

/** Runs the CLI and resolves to the exit code; never throws. */
export async function main(argv: string[]): Promise<number> {
  endQuietlyWhenReaderGoes(process.stdout);
  endQuietlyWhenReaderGoes(process.stderr);
  let pending: Promise<number> | undefined;
  try {
    const cli = program((fn) => {
      pending = fn();
    });
    if (argv.length <= 2) {
      cli.outputHelp();
      return EXIT.usage;
    }
    await cli.parseAsync(argv);
    return pending ? await pending : EXIT.ok;
  } catch (err) {
    return handleError(err);
  }
}

function handleError(err: unknown): number {
  const out = terminal(process.stderr);
  if (err instanceof CommanderError) {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return EXIT.ok;
    return EXIT.usage; // commander already printed the message
  }
  if (err instanceof UsageError) {
    out.write(`${red(out, 'error:')} ${err.message}\n`);
    return EXIT.usage;
  }
  if (err instanceof ContentError) {
    out.write(formatDiagnostics(err.diagnostics, out) + '\n');
    out.write(`\n${bold(out, `${err.diagnostics.length} problem${err.diagnostics.length === 1 ? '' : 's'}`)}: ${err.message}.\n`);
    return EXIT.failed;
  }
  if (err instanceof BuildError) {
    out.write(`${red(out, 'error:')} ${err.message}\n`);
    return EXIT.failed;
  }
  out.write(`${red(out, 'Internal error:')} this is a bug in agency-site, not in your content.\n${(err as Error)?.stack ?? String(err)}\n`);
  return EXIT.failed;
}
