package org.trainprep.combiner;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.trainprep.combiner.s3.PublicLink;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.util.ScratchDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The combine step: list and validate the parts where they are, build the merged file locally,
 * publish it, then {@code manifest.json} (so a manifest always describes a file that is already
 * there), then optionally make it readable without credentials.
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
    private final Path scratchBase;

    /**
     * @param sharing     null when the options ask for no public link
     * @param scratchBase where the merged file is built before upload; needs room for all of it
     */
    public CombineJob(Stores stores, Sharing sharing, Path scratchBase) {
        this.stores = stores;
        this.sharing = sharing;
        this.scratchBase = scratchBase;
    }

    /** Result of a published merge: where it went, what it holds, and its public link if asked for. */
    public record Published(String fileUri, String manifestUri, CombineResult result, PublicLink link) {
    }

    public Published run(CombineOptions options) throws IOException {
        PartCombiner.OpenParts parts = new PartCombiner().open(stores.listParts(options.input()));
        try (parts; ScratchDir scratch = ScratchDir.create(scratchBase, "trainprep-combine-")) {
            String name = options.fileName() != null ? options.fileName()
                    : LabelScheme.fromId(parts.attributes().labelScheme()).combinedFileName();
            CombineTarget target = stores.target(options.output());
            if (!options.overwrite() && target.exists(name)) {
                throw new OutputExistsException(target.uri(name) + " already exists; pass --overwrite to replace it");
            }
            Path staged = target.stage(name, scratch.path());
            CombineResult result;
            try {
                result = parts.writeTo(staged, options.shards());
                target.publish(staged, name);
            } finally {
                Files.deleteIfExists(staged);
            }
            target.publishBytes(Manifest.toJson(result, name), "manifest.json");
            LOG.info("combined {} parts ({} rows) into {}", result.parts().size(), result.attributes().numRows(),
                    target.uri(name));
            PublicLink link = sharing == null ? null : sharing.share(options.output(), name);
            return new Published(target.uri(name), target.uri("manifest.json"), result, link);
        }
    }
}
