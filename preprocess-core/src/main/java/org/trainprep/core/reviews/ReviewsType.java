package org.trainprep.core.reviews;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.ClusterRun;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.h5.ConsumerChannel;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.dataset.MatrixFileCheck;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.MatrixScan;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Review JSON lines to the RNN trainers' combined file: the reviews slice as the registry sees it. */
public final class ReviewsType implements DatasetType, org.trainprep.core.stage.StagedType {

    @Override
    public String name() {
        return "reviews";
    }

    @Override
    public String summary() {
        return "review JSON lines -> combined_result_5class.h5 (cleaned, deduplicated, indexed, padded)";
    }

    @Override
    public String sizedBy() {
        return "--reducers, --vocab-size, --seq-len";
    }

    @Override
    public Help help() {
        return ReviewsOptions.HELP;
    }

    @Override
    public String format() {
        return ReviewsFileType.INSTANCE.format();
    }

    @Override
    public Optional<MatrixFileType> partFileType() {
        return Optional.of(ReviewsFileType.INSTANCE);
    }

    @Override
    public RunPlan plan(String[] args) throws UsageException {
        return ReviewsOptions.parse(args);
    }

    @Override
    public org.trainprep.core.stage.StageProgram program(RunPlan plan) {
        return new ReviewsProgram((ReviewsOptions) plan);
    }

    @Override
    public Optional<ClusterRun> clusterRun() {
        return Optional.of(new ClusterRun(true, org.trainprep.core.dataset.Engine.MAPREDUCE.id(), true, List.of("vocab-size", "seq-len", "labels", "reducers",
                "dtype", "text-field", "label-field", "label-values"), "combined_result_*.h5 and manifest.json"));
    }

    @Override
    public void report(ReportCanvas page) {
        ReviewsReport.draw(page);
    }

    @Override
    public void verify(PublishedFiles files, JsonNode m, boolean quick, Verification result) throws IOException {
        MatrixFileCheck.check(files, m, quick, rowRule(m), result);
        if (m.has("vocab_json")) {
            checkVocabulary(files, m.get("vocab_json").asText(), m.path("vocab_sha256").asText(), result);
        } else if (files.exists(ReviewsOutcome.VOCAB_JSON)) {
            // a manifest the combine tool wrote names no vocabulary, but a vocab.json beside the file is
            // what a trainer decodes it with (one left by an earlier run into the same directory?)
            checkVocabulary(files, ReviewsOutcome.VOCAB_JSON, m.path("vocab_sha256").asText(), result);
        }
        // the near-duplicate list: each file present, of its size, digest and lines, and no other
        JsonNode listed = m.path(NearDupFindings.MANIFEST_KEY);
        // a combine's manifest (no run_id) names no list: a --near-dup --no-combine run's list beside the
        // parts it combined is the run's, whose sizes and digests no manifest recorded; not checked
        boolean combined = !m.has("run_id") && !m.has(NearDupFindings.MANIFEST_KEY);
        for (String name : combined ? List.<String>of() : files.list(NearDuplicateRemoval.FOLDER)) {
            if (!listed.has(name)) {
                result.problem("not named by the manifest: " + files.uri(name)
                        + " (a near-duplicate list the run did not write)");
            }
        }
        for (java.util.Iterator<Map.Entry<String, JsonNode>> it = listed.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            long n = org.trainprep.core.dataset.TextFileCheck.check(files, e.getKey(), e.getValue(), result);
            if (n >= 0 && n != e.getValue().path("lines").asLong()) {
                result.problem("lines: " + files.uri(e.getKey()) + " has " + n + " lines, the manifest says "
                        + e.getValue().path("lines").asLong());
            }
        }
    }

    /**
     * Every row: token ids {@code 1 .. n_vocab-1}, the padding id only at the end, then a label of
     * the manifest's scheme.
     */
    static MatrixScan.RowRule rowRule(JsonNode m) {
        LabelScheme scheme = LabelScheme.fromId(m.path("label_scheme").asText());
        BitSet labels = new BitSet();
        for (int rating = 1; rating <= 5; rating++) {
            labels.set(scheme.label(rating));
        }
        int nVocab = m.path("n_vocab").asInt();
        int padId = m.path("pad_id").asInt(1);
        return (ByteBuffer r, int columns, ElementType type, MatrixScan.Wrong wrong) -> {
            boolean padding = false;
            for (int c = 0; c < columns; c++) {
                long v = type == ElementType.INT64 ? r.getLong() : r.getInt();
                if (c == columns - 1) {
                    if (v < 0 || v >= labels.size() || !labels.get((int) v)) {
                        wrong.at(c, v, "is not a " + scheme.id() + " label");
                    }
                } else if (v < 1 || v >= nVocab) {
                    wrong.at(c, v, "is not a token id (1 to n_vocab " + nVocab + " - 1)");
                } else if (v == padId) {
                    padding = true;
                } else if (padding) {
                    wrong.at(c, v, "follows padding (id " + padId + "), which only ends a row");
                }
            }
        };
    }

    private static void checkVocabulary(PublishedFiles files, String name, String sha256, Verification result)
            throws IOException {
        if (!files.exists(name)) {
            result.problem("missing: " + files.uri(name) + " named by the manifest");
            return;
        }
        // streamed: a supplied vocabulary may hold millions of words
        Sha256.Channel digest = new Sha256.Channel(new ConsumerChannel(b -> b.position(b.limit())));
        try (InputStream in = files.read(name)) {
            in.transferTo(Channels.newOutputStream(digest));
        }
        String actual = digest.hex();
        if (!actual.equals(sha256)) {
            result.problem("vocabulary: " + files.uri(name) + " has SHA-256 " + actual
                    + ", the manifest and file say " + sha256);
        }
    }
}
