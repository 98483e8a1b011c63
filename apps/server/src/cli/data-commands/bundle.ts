import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUNDLE_DIR, BUNDLE_STEPS, DEFAULT_SOURCE_DIR, buildBundle } from '../../data/bundle';
import {
  DemoDataPresentError,
  planBundleUpdate,
  updateFromBundle,
  type BundleUpdateStep,
} from '../../data/bundle-update';
import { BadFileError } from '../../data/import-kind-names';
import { formatBundleUpdate } from '../bundle-update-report';
import { defineCommand } from '../command-line';
import { printImportSummary } from './import-summary';
import { mailNotifications } from './notification-mails';
import { flag, folderOption } from './options';

/** `npm run data -- bundle`: data/bundle rebuilt from the source files (docs/decisions/0033-real-data-bundle.md). */
export const bundleCommand = defineCommand({
  name: 'bundle',
  usage: 'npm run data -- bundle [--from FOLDER]   (rebuilds data/bundle from the source files)',
  options: z.object({ from: folderOption }),
  async run({ options }) {
    const sourceDir = path.resolve(options.from ?? DEFAULT_SOURCE_DIR);
    const started = performance.now();
    try {
      const { manifest, summaries } = await buildBundle(sourceDir, BUNDLE_DIR, (step, index) =>
        console.log(
          `[${index + 1}/${BUNDLE_STEPS.length}] ${step.kind}: ${step.sources.join(', ')}`,
        ),
      );
      // What each step imported, as an import prints it: the figures the bundle stands on.
      for (const summary of summaries) printImportSummary(summary);
      const files = manifest.steps.flatMap((step) => step.sources);
      const rows = files.reduce((sum, file) => sum + file.rowsRead, 0);
      console.log(
        `Bundle written to ${path.relative(process.cwd(), BUNDLE_DIR)}: ${files.length} files, ${rows} rows, in ${Math.round((performance.now() - started) / 1000)} s.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof BadFileError) {
        console.error(`The bundle was not rebuilt. ${error.message}`);
        return 1;
      }
      throw error;
    }
  },
});

/** Where an update is, as it goes: on stderr, so `--json` output stays JSON. */
const printStep = (step: BundleUpdateStep) =>
  console.error(
    step.phase === 'deriving'
      ? `deriving ${step.counselling}`
      : step.phase === 'removing'
        ? 'removing what nothing refers to'
        : `${step.phase} ${step.table}`,
  );

/** `npm run data -- update-bundle`: this release's bundle over the one loaded (docs/operations.md#upgrading). */
export const updateBundleCommand = defineCommand({
  name: 'update-bundle',
  usage:
    "npm run data -- update-bundle [--dry-run] [--json] [--from FOLDER]   (applies this release's bundled data, or the bundle in FOLDER, over the one loaded, keeping accounts, purchases, choice lists and lists imported by hand; --dry-run: prints what would change and changes nothing)",
  options: z.object({ 'dry-run': flag, json: flag, from: folderOption }),
  async run({ options }, context) {
    const bundleDir = path.resolve(options.from ?? BUNDLE_DIR);
    if (!existsSync(path.join(bundleDir, 'manifest.json'))) {
      console.error(`Nothing was changed. ${bundleDir} holds no bundle (no manifest.json).`);
      return 1;
    }
    const { db } = await context.database();
    const dryRun = options['dry-run'] === true;
    const result = await (
      dryRun
        ? planBundleUpdate(db, bundleDir, printStep).then((plan) => ({
            plan,
            optionsNoLongerOffered: null,
          }))
        : updateFromBundle(db, bundleDir, printStep)
    ).catch((error: unknown) => {
      if (error instanceof DemoDataPresentError) return error;
      throw error;
    });
    if (result instanceof DemoDataPresentError) {
      console.error(`Nothing was changed. ${result.message}`);
      return 1;
    }
    console.log(
      options.json
        ? JSON.stringify({ ...result, dryRun }, null, 2)
        : formatBundleUpdate(result.plan, !dryRun, result.optionsNoLongerOffered),
    );
    if (!dryRun) await mailNotifications(context.config, db);
    return 0;
  },
});
