package org.trainprep.combiner;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.trainprep.combiner.s3.PublicLink;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.hadoop.RunClaim;

import java.io.IOException;
import java.util.Map;

/**
 * The combine step: list and validate the parts where they are, lay out the merged file from
 * their headers, have the target write it front to back (or compose it server-side on S3), then
 * {@code manifest.json} (so a manifest always describes a file that is already there), then
 * optionally make it readable without credentials. Nothing is staged on local disk.
 */
public final class CombineJob {

    private static final Logger LOG = LoggerFactory.getLogger(CombineJob.class);

    /** Publishes a finished object for anonymous download; only S3 targets can. */
    @FunctionalInterface
    public interface Sharing {
        PublicLink share(String targetDir, String name) throws IOException;
    }

    private final Stores stores;
    private final Sharing sharing;
    private final ProgressLog progress;

    /**
     * @param sharing  null when the options ask for no public link
     * @param progress where progress lines go while the file is written or composed
     */
    public CombineJob(Stores stores, Sharing sharing, ProgressLog progress) {
        this.stores = stores;
        this.sharing = sharing;
        this.progress = progress;
    }

    /** Result of a published merge: where it went, what it holds, and its public link if asked for. */
    public record Published(String fileUri, String manifestUri, CombineResult result, PublicLink link) {
    }

    /**
     * Parts under {@code RUN_OUTPUT/parts/} whose run still claims {@code RUN_OUTPUT} (see
     * {@link RunClaim}) may be incomplete: that run is still writing, or was killed.
     */
    private void refuseUnfinishedRun(String input) throws IOException {
        String dir = input.replaceAll("/+$", "");
        int slash = dir.lastIndexOf('/');
        if (slash <= dir.indexOf("//") + 1) {
            return;
        }
        String runOutput = dir.substring(0, slash);
        if (stores.exists(runOutput + "/" + RunClaim.MARKER)) {
            throw new IncompatiblePartsException("the run writing " + runOutput + " has not finished (its "
                    + RunClaim.MARKER + " marker is there), so the parts may be incomplete: wait for it, or rerun it if it"
                    + " was killed");
        }
    }

    /** Publishes something the run owns between the combined file and the manifest (the pipeline's vocab.json). */
    @FunctionalInterface
    public interface BeforeManifest {
        void publish(CombineTarget target) throws IOException;
    }

    public Published run(CombineOptions options) throws IOException {
        return run(options, Map.of(), target -> { });
    }

    /**
     * @param runFields      more manifest fields (the pipeline's run identity)
     * @param beforeManifest published after the combined file and before the manifest, so a manifest
     *                       means everything of the run is there
     */
    public Published run(CombineOptions options, Map<String, Object> runFields, BeforeManifest beforeManifest)
            throws IOException {
        refuseUnfinishedRun(options.input());
        try (PartCombiner.OpenParts parts = new PartCombiner().open(stores.listParts(options.input()))) {
            String name = options.fileName() != null ? options.fileName()
                    : LabelScheme.fromId(parts.attributes().labelScheme()).combinedFileName();
            CombineTarget target = stores.target(options.output());
            if (!options.overwrite() && target.exists(name)) {
                throw new OutputExistsException(target.uri(name) + " already exists; pass --overwrite to replace it");
            }
            PartCombiner.OpenParts.Merge merge = parts.plan(options.shards(), target.minDataOffset(parts.dataBytes()));
            TransferProgress transfer = new TransferProgress(progress, name, merge.file().size());
            target.publish(merge.file(), name, transfer);
            transfer.finish();
            CombineResult result = merge.result();
            beforeManifest.publish(target);
            target.publishBytes(Manifest.toJson(result, name, runFields), Manifest.FILE_NAME);
            LOG.info("combined {} parts ({} rows) into {}", result.parts().size(), result.attributes().numRows(),
                    target.uri(name));
            PublicLink link = sharing == null ? null : sharing.share(options.output(), name);
            return new Published(target.uri(name), target.uri(Manifest.FILE_NAME), result, link);
        }
    }
}
