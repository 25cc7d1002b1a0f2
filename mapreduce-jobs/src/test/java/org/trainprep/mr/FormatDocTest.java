package org.trainprep.mr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jhdf.HdfFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCsv;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewTally;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.core.reviews.ReviewsStats;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code docs/FORMAT.md} against the code: every attribute, manifest field and statistic the jobs
 * write (read back from real outputs) is named there, and the constants it quotes are the code's.
 */
class FormatDocTest {

    @TempDir
    static Path tmp;

    private static String doc;
    private static Path reviews;
    private static Path census;
    private static Path censusCsv;

    @BeforeAll
    static void runOnce() throws Exception {
        doc = Files.readString(Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
                .resolve("docs/FORMAT.md"));
        reviews = tmp.resolve("reviews");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType())::tool, "--input", Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")).toString(),
                "--output", reviews.toString());
        Path in = tmp.resolve("census.csv");
        new CensusGenerator(3, 0.02, 0.01).write(in, 2_000);
        census = tmp.resolve("census");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())::tool, "--input", in.toString(), "--output", census.toString(), "--missing", "impute-mode",
                "--val-fraction", "0.2");
        censusCsv = tmp.resolve("census-csv");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())::tool, "--input", in.toString(), "--output", censusCsv.toString(), "--format", "csv");
    }

    @Test
    void everyAttributeOfTheCombinedFileAndEveryManifestFieldIsDocumented() throws Exception {
        try (TrainerFileReader r = TrainerFileReader.open(reviews.resolve(LabelScheme.FIVE_CLASS.combinedFileName()))) {
            assertNamed(r.fileAttributes().values().keySet(), "combined file attribute");
        }
        assertNamed(keys(json(reviews.resolve("manifest.json"))), "reviews manifest field");
        assertNamed(keys(json(census.resolve("manifest.json"))), "census manifest field");
        assertNamed(keys(json(censusCsv.resolve("manifest.json"))), "census CSV manifest field");
        try (HdfFile h5 = new HdfFile(census.resolve("census.h5"))) {
            assertNamed(h5.getAttributes().keySet(), "census.h5 attribute");
        }
        String reject = Files.readAllLines(Files.list(reviews.resolve("_rejects")).findFirst().orElseThrow()).get(0);
        assertNamed(keys(new ObjectMapper().readTree(reject)), "reject record field");
        assertThat(doc).contains("`" + ReviewsFileType.INSTANCE.format() + "`").contains("`" + CensusAssembler.FORMAT + "`");
    }

    @Test
    void everyStatisticIsDocumented() throws Exception {
        for (Path dir : List.of(reviews, census)) {
            JsonNode stats = json(dir.resolve("stats.json"));
            assertNamed(keys(stats), "stats.json section");
            for (String section : List.of("run", "rejects", "hand_off", "duplicates", "tokens", "vocabulary", "ratings",
                    "label", "imputation")) {
                if (stats.has(section)) {
                    assertNamed(keys(stats.get(section)), "stats.json " + section + " field");
                }
            }
            for (String list : List.of("/columns", "/feature_means_by_label", "/vocabulary/coverage",
                    "/vocabulary/top_words")) {
                if (!stats.at(list).isMissingNode()) {
                    assertNamed(keys(stats.at(list).get(0)), "stats.json " + list + " field");
                }
            }
            stats.at("/rejects/samples").forEach(samples -> assertNamed(keys(samples.get(0)), "reject sample field"));
        }
    }

    @Test
    void theConstantsQuotedAreTheCodes() throws Exception {
        assertThat(doc).contains("`" + Vocabulary.RESERVED_ID + "` reserved").contains("`" + Vocabulary.PAD_ID + "` padding")
                .contains("`" + Vocabulary.UNK_ID + "` unknown").contains("`" + Vocabulary.FIRST_WORD_ID + " .. K+2`")
                .contains("n_vocab = K + " + Vocabulary.FIRST_WORD_ID);
        assertThat(doc).contains(String.format(Locale.ROOT, "default %,d", ReviewsOptions.DEFAULT_VOCAB_SIZE))
                .contains("`--seq-len`, default " + ReviewsOptions.DEFAULT_SEQ_LEN);
        for (LabelScheme s : LabelScheme.values()) {
            assertThat(doc).contains("`" + s.combinedFileName() + "`").contains("`" + s.id() + "`");
        }
        for (RejectReason r : RejectReason.values()) {
            assertThat(doc).as("review reject reason").contains("`" + r.name() + "`");
        }
        for (CensusRejectReason r : CensusRejectReason.values()) {
            assertThat(doc).as("census reject reason").contains("`" + r.name() + "`");
        }
        assertThat(doc).contains("cut at " + RejectRecord.MAX_LINE_BYTES / 1024 + " KiB");
        assertThat(doc).contains("`" + String.join(",", CensusCsv.header(CensusSchema.caPums5full())) + "`")
                .contains("column " + CensusCsv.LABEL_COLUMN + " as the integer label");
        assertThat(doc).contains("histogram of " + (ReviewTally.TOKEN_BUCKETS + 1) + " `buckets`")
                .contains("the last holds everything from " + ReviewTally.TOKEN_BUCKETS + " widths on")
                .contains("the first " + ReviewsStats.TOP_WORDS + ")")
                .contains("up to " + ReviewsStats.SAMPLES_PER_REASON + " rejected lines per reason");
        assertThat(Files.readAllLines(censusCsv.resolve("census.csv")).get(0))
                .isEqualTo(String.join(",", CensusCsv.header(CensusSchema.caPums5full())));
    }

    private static void assertNamed(Iterable<String> names, String what) {
        List<String> missing = new ArrayList<>();
        for (String n : names) {
            if (!doc.contains("`" + n + "`")) {
                missing.add(n);
            }
        }
        assertThat(missing).as(what + "s not named in docs/FORMAT.md").isEmpty();
    }

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            keys.add(it.next());
        }
        return keys;
    }

    private static JsonNode json(Path p) throws Exception {
        return new ObjectMapper().readTree(p.toFile());
    }
}
