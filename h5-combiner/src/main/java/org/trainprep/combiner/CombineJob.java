package org.trainprep.combiner;

import org.trainprep.combiner.s3.LinkSharing;
import org.trainprep.combiner.s3.PublicLink;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.merge.CombineTarget;
import org.trainprep.merge.Manifest;
import org.trainprep.merge.MergeResult;
import org.trainprep.merge.OutputExistsException;
import org.trainprep.merge.MergeJob;
import org.trainprep.merge.Stores;

import java.io.IOException;
import java.util.Map;

/**
 * The {@code combine} command's work: the {@link MergeJob} on the stores the options name (S3
 * included), then optionally a link that reads the file without credentials.
 */
public final class CombineJob {

    private final Stores stores;
    private final MergeJob merge;
    private final LinkSharing sharing;

    /**
     * @param sharing  null when the options ask for no public link
     * @param progress where progress lines go while the file is written or composed
     */
    public CombineJob(Stores stores, LinkSharing sharing, ProgressLog progress) {
        this.stores = stores;
        this.merge = new MergeJob(stores, progress);
        this.sharing = sharing;
    }

    /** Result of a published merge: where it went, what it holds, and its public link if asked for. */
    public record Published(String fileUri, String manifestUri, MergeResult result, PublicLink link) {
    }

    /** Merges the parts the way their type merges (recut into shards, or dataset by dataset). */
    public Published run(CombineOptions options) throws IOException {
        // a finished output (a run's, or an earlier combine's) is one whole: its manifest, file, vocabulary
        // and report belong together, and a file of another name beside them would replace only the manifest
        if (!options.request().overwrite()) {
            CombineTarget target = stores.target(options.output());
            if (target.exists(Manifest.FILE_NAME)) {
                throw new OutputExistsException(target.uri(Manifest.FILE_NAME) + " already exists: the directory holds a"
                        + " finished output; pass --overwrite to replace it, or combine into another directory");
            }
        }
        MergeJob.Published<? extends MergeResult> p = merge.runAny(options.request(), Map.of(), (target, uri, result) -> {
        });
        PublicLink link = sharing == null ? null : sharing.share(options.output(), p.fileUri().substring(
                p.fileUri().lastIndexOf('/') + 1));
        return new Published(p.fileUri(), p.manifestUri(), p.result(), link);
    }
}
