// The CLI: commander parses, each command module is imported only when it runs (fast --help),
// and every error becomes a message and an exit code: 0 ok, 1 content/build, 2 usage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { ContentError, UsageError, BuildError } from '../site/diagnostics.ts';
import { bold, formatDiagnostics, red, terminal } from './report.ts';
import { profileNames, rulesHelp } from '../site/check/catalog.ts';
import { projectRoot } from '../site/project.ts';
import type { SiteDefinition } from '../site/site-definition.ts';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const version = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

type Run = (fn: (site: SiteDefinition) => Promise<number>) => void;

/** `site`: the site, when the command line needs it to be made (`new`'s subcommands are its kinds' scaffolds). */
function program(run: Run, site?: SiteDefinition): Command {
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
    .description(
      "check content: schemas, links, sub-service pages, process steps, posts; --profile launch adds SPEC.md's launch figures, --profile publish the sample values left",
    )
    .option('--content <dir>', 'content folder', 'content')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--strict', 'fail on warnings too')
    .addOption(
      new Option(
        '--profile <name>',
        "rules to run: default (every version of the site), launch (also SPEC.md's launch figures) or publish (also no sample value left)",
      )
        .choices([...profileNames])
        .default('default'),
    )
    .addHelpText('after', rulesHelp)
    .action((opts) => run(async (site) => (await import('./commands/check.ts')).runCheck(opts, site)));

  const create = cli.command('new').description('start a content file: a post, a sub-service page, a case study…');
  if (site) newCommands(create, site, run);

  fileCommands(cli, run);

  return cli;
}

/** Commands that write files beside the site: the editors' JSON Schemas, the browser CMS. */
function fileCommands(cli: Command, run: Run): void {
  cli
    .command('schema')
    .description("write the JSON Schemas of the content files, for editors' completion and checks")
    .option('--out <dir>', 'folder to write them into', '.agency-site/schemas')
    .action((opts) => run(async (site) => (await import('./commands/schema.ts')).runSchema(opts, site)));

  cli
    .command('cms')
    .description(
      "write the browser CMS (/admin/, from site.yml's cms:) into the output folder, its config made from the content schemas",
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .action((opts) => run(async (site) => (await import('./commands/cms.ts')).runCms(opts, site)));
}

function buildCommand(cli: Command, run: Run): void {
  cli
    .command('build')
    .description('render every route to static HTML in the output folder')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--site-url <url>', 'absolute site URL (overrides AGENCY_SITE_URL and site.yml)')
    .option('--lead-service <url>', 'lead-service base URL; "" turns beacons off (overrides AGENCY_LEAD_SERVICE_URL)')
    .option('--drafts', 'include drafts (draft: true), with a Draft badge and noindex')
    .option('--future', 'include posts dated after today (AGENCY_SITE_NOW sets the day)')
    .action((opts) => run(async (site) => (await import('./commands/build.ts')).runBuild(opts, site)));
}

/** A subcommand of `new` for every kind with a scaffold (model/kind.ts `Scaffold`): `new post "<title>"`, `new case-study <slug>`. */
function newCommands(create: Command, site: SiteDefinition, run: Run): void {
  for (const scaffold of site.kinds.flatMap((k) => (k.scaffold ? [k.scaffold] : []))) {
    const sub = create
      .command(scaffold.command)
      .description(`write content/${scaffold.dir}/<slug>${scaffold.ext}, ${scaffold.description}`);
    if (scaffold.from === 'title') sub.argument('<title>', `the ${scaffold.noun}'s title; its slug is made from it`);
    else sub.argument('<slug>', `the page slug: ${scaffold.route('<slug>')}`);
    sub.option('--content <dir>', 'content folder', 'content');
    if (scaffold.from === 'title')
      sub.option('--slug <slug>', 'the file name and URL, instead of one made from the title');
    if (scaffold.drafts)
      sub.option('--draft', 'mark it draft: true (dev shows it, build leaves it out until the line is removed)');
    sub.action((arg: string, opts) =>
      run(async (s) => (await import('./commands/new.ts')).runNew(scaffold, arg, opts, s)),
    );
  }
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`--port must be a number from 0 to 65535, got "${value}"`);
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

/** The project's site (default-site.ts), loaded only when a command runs (a fast --help). */
const projectSite = async () => (await import('../site/default-site.ts')).defaultSite;

/**
 * Runs the CLI and resolves to the exit code; never throws. `loadSite`: the site the commands
 * build, check and write files of; tests give one of their own. (`dev` runs the project's own in
 * its worker: a site defined in a test cannot cross into that thread.)
 */
export async function main(argv: string[], loadSite: () => Promise<SiteDefinition> = projectSite): Promise<number> {
  endQuietlyWhenReaderGoes(process.stdout);
  endQuietlyWhenReaderGoes(process.stderr);
  let pending: Promise<number> | undefined;
  try {
    // `new`'s subcommands are the site's kinds' scaffolds: only then is the site loaded to parse.
    const site = argv[2] === 'new' ? await loadSite() : undefined;
    const cli = program((fn) => {
      pending = (site ? Promise.resolve(site) : loadSite()).then(fn);
    }, site);
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
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help')
      return EXIT.ok;
    return EXIT.usage; // commander already printed the message
  }
  if (err instanceof UsageError) {
    out.write(`${red(out, 'error:')} ${err.message}\n`);
    return EXIT.usage;
  }
  if (err instanceof ContentError) {
    out.write(formatDiagnostics(err.diagnostics, out) + '\n');
    out.write(
      `\n${bold(out, `${err.diagnostics.length} problem${err.diagnostics.length === 1 ? '' : 's'}`)}: ${err.message}.\n`,
    );
    return EXIT.failed;
  }
  if (err instanceof BuildError) {
    out.write(`${red(out, 'error:')} ${err.message}\n`);
    return EXIT.failed;
  }
  out.write(
    `${red(out, 'Internal error:')} this is a bug in agency-site, not in your content.\n${(err as Error)?.stack ?? String(err)}\n`,
  );
  return EXIT.failed;
}
