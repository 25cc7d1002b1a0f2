package org.trainprep.combiner;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.util.ScratchDir;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * The combine step on Hadoop FileSystems: list parts, bring them local, merge, publish the
 * combined file and then {@code manifest.json} (so a manifest always describes a file that is
 * already there).
 */
public final class HdfsCombine {

    private static final Logger LOG = LoggerFactory.getLogger(HdfsCombine.class);

    private final Configuration conf;

    public HdfsCombine(Configuration conf) {
        this.conf = conf;
    }

    /** Result of a published merge: where it went and what it holds. */
    public record Published(String fileUri, String manifestUri, CombineResult result) {
    }

    public Published run(CombineOptions options) throws IOException {
        FilePublisher store = new FilePublisher(conf);
        Path inDir = new Path(options.input());
        Path outDir = new Path(options.output());
        List<Path> parts;
        try {
            parts = store.listParts(inDir);
        } catch (java.io.FileNotFoundException e) {
            throw new IncompatiblePartsException(e.getMessage());
        }
        try (ScratchDir scratch = ScratchDir.create("trainprep-combine-")) {
            java.nio.file.Path work = scratch.path();
            List<java.nio.file.Path> local = new ArrayList<>();
            local.add(store.localize(parts.get(0), work));
            // The default name depends on the label scheme, which only the parts know; check it
            // before copying the other parts, which may be large.
            String name = options.fileName();
            if (name == null) {
                try (TrainerFileReader r = TrainerFileReader.open(local.get(0))) {
                    name = LabelScheme.fromId(r.attributes().labelScheme()).combinedFileName();
                }
            }
            if (!options.overwrite() && store.exists(new Path(outDir, name))) {
                throw new OutputExistsException(new Path(outDir, name) + " already exists; pass --overwrite to replace it");
            }
            for (Path p : parts.subList(1, parts.size())) {
                local.add(store.localize(p, work));
            }
            java.nio.file.Path staged = store.stagingFor(outDir, name, work);
            CombineResult result;
            try {
                result = new PartCombiner().combine(local, staged, options.shards());
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(staged);
                throw e;
            }
            store.publish(staged, outDir, name);
            store.publishBytes(Manifest.toJson(result, name), outDir, "manifest.json");
            LOG.info("combined {} parts ({} rows) into {}", parts.size(), result.attributes().numRows(), new Path(outDir, name));
            return new Published(new Path(outDir, name).toString(), new Path(outDir, "manifest.json").toString(), result);
        }
    }
}
