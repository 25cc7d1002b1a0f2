package org.trainprep.mr.reviews;

import org.trainprep.run.reviews.ReviewsSummary;

import org.trainprep.core.reviews.ReviewsOptions;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.trainprep.mr.reviews.PipelineRuns.assertCountsAddUp;
import static org.trainprep.mr.reviews.PipelineRuns.rows;

/** The whole review chain in Hadoop's local mode (LocalJobRunner), on the bundled fixtures. */
class ReviewsPipelineTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    static final InputBudget ANY_SHARE = new InputBudget(1.0, 1, false);

    private ReviewsSummary run(List<String> inputs, String out, int k, int l, LabelScheme labels, String vocab,
                               int reducers) throws Exception {
        // the golden fixture's few words leave most tokens unknown: the OOV budget is not what these tests are about
        return new ReviewsPipeline(conf).run(options(inputs, out, k, l, labels, vocab, reducers, 1.0));
    }

    private ReviewsOptions options(List<String> inputs, String out, int k, int l, LabelScheme labels, String vocab,
                                   int reducers, double maxOov) {
        return ReviewsOptions.defaults(inputs, tmp.resolve(out).toString())
                .withEncoding(new ReviewsOptions.Encoding(k, l, labels, vocab, ElementType.INT32, maxOov))
                .withParts(new ReviewsOptions.Parts(reducers, org.trainprep.core.sizing.PartSizing.DEFAULT_TARGET_PART_BYTES,
                        0, true));
    }

    private Path golden() {
        return Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"));
    }

    /*
     * Golden file, derived by hand from docs/FORMAT.md (K = 5, L = 5). Distinct cleaned texts and ratings:
     *   A "great works well" (5, 5, 1 -> mode 5)   B "goodbad valueit's fine" (4)   C "like 'best' y'all" (2)
     *   D "caf crme brle nave" (3)   E "first linesecond line" (1)   F "solid value" (4, 2 -> tie -> 2)
     *   G "works well great value solid works great great" (3)   H "fine fine fine" (4)
     * Word counts over distinct texts: fine 4, great 4, works 3, solid 2, value 2, well 2, the rest 1.
     * Top 5 by count then word: fine=3 great=4 works=5 solid=6 value=7 ("well" loses the tie at 2).
     */
    static final List<List<Integer>> GOLDEN_FIVE_CLASS = List.of(
            List.of(4, 5, 2, 1, 1, 5),  // A: unknown "well", padding
            List.of(2, 2, 3, 1, 1, 4),  // B: punctuation joins -> unknown words
            List.of(2, 2, 2, 1, 1, 2),  // C: apostrophes kept, stop words dropped
            List.of(2, 2, 2, 2, 1, 3),  // D: non-ASCII letters deleted
            List.of(2, 2, 2, 1, 1, 1),  // E: newline joins words
            List.of(6, 7, 1, 1, 1, 2),  // F: tie -> lowest rating
            List.of(5, 2, 4, 7, 6, 3),  // G: truncated at L = 5
            List.of(3, 3, 3, 1, 1, 4)); // H: integer "overall"

    @Test
    void goldenFiveClass() throws Exception {
        ReviewsSummary s = run(List.of(golden().toString()), "out", 5, 5, LabelScheme.FIVE_CLASS, null, 2);
        Path out = tmp.resolve("out");
        assertThat(Files.readString(out.resolve("vocab.json")))
                .isEqualTo("{\"fine\": 3, \"great\": 4, \"works\": 5, \"solid\": 6, \"value\": 7}");
        assertThat(rows(out.resolve("combined_result_5class.h5"))).containsExactlyInAnyOrderElementsOf(GOLDEN_FIVE_CLASS);
        assertThat(s.linesRead()).isEqualTo(14);
        assertThat(s.valid()).isEqualTo(13);
        assertThat(s.blank()).isEqualTo(1);
        assertThat(s.invalid()).isZero();
        assertThat(s.emptyAfterCleaning()).isEqualTo(2);
        assertThat(s.distinctTexts()).isEqualTo(8);
        assertThat(s.nVocab()).isEqualTo(8);
        assertCountsAddUp(s);
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
                    "combined_result_5class.h5", "manifest.json", "vocab.json", "_rejects", "stats.json", "report.html");
        }
    }

    @Test
    void goldenBinary() throws Exception {
        run(List.of(golden().toString()), "out", 5, 5, LabelScheme.BINARY, null, 1);
        List<List<Integer>> expected = GOLDEN_FIVE_CLASS.stream().map(r -> {
            List<Integer> b = new java.util.ArrayList<>(r);
            b.set(5, r.get(5) >= 4 ? 1 : 0);
            return List.copyOf(b);
        }).toList();
        assertThat(rows(tmp.resolve("out/combined_result_binary.h5"))).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void aPipelineCanRunAgainWithOtherOptionsWithoutCarryingAnyOver() throws Exception {
        ReviewsPipeline p = new ReviewsPipeline(conf);
        String in = golden().toString();
        p.run(options(List.of(in), "a", 5, 5, LabelScheme.BINARY, null, 1, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION));
        p.run(options(List.of(in), "b", 5, 5, LabelScheme.FIVE_CLASS, null, 2, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION));
        assertThat(rows(tmp.resolve("b/combined_result_5class.h5"))).containsExactlyInAnyOrderElementsOf(GOLDEN_FIVE_CLASS);
    }

    @Test
    void everyInvalidKindIsCountedUnderItsReasonAndSampled() throws Exception {
        Path in = Fixtures.copy(Fixtures.INVALID_KINDS, tmp.resolve("in"));
        // 12 of 15 lines invalid: far past the default budget, so this run allows any share
        ReviewsSummary s = new ReviewsPipeline(conf).run(options(List.of(in.toString()), "out", 10, 4,
                LabelScheme.FIVE_CLASS, null, 1, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION).withBudget(ANY_SHARE));
        assertThat(s.linesRead()).isEqualTo(17);
        assertThat(s.valid()).isEqualTo(3);
        assertThat(s.blank()).isEqualTo(2);
        assertThat(s.invalid()).isEqualTo(12);
        assertThat(s.invalidByReason()).containsEntry(RejectReason.NOT_JSON_OBJECT, 4L)
                .containsEntry(RejectReason.TEXT_MISSING, 1L).containsEntry(RejectReason.TEXT_NOT_STRING, 2L)
                .containsEntry(RejectReason.RATING_MISSING, 1L).containsEntry(RejectReason.RATING_NOT_NUMBER, 1L)
                .containsEntry(RejectReason.RATING_NOT_INTEGRAL, 1L).containsEntry(RejectReason.RATING_OUT_OF_RANGE, 2L);
        assertCountsAddUp(s);
        assertThat(s.rejectsSampled()).isEqualTo(12);
        List<String> sample;
        try (var files = Files.list(tmp.resolve("out/_rejects"))) {
            Path f = files.findFirst().orElseThrow();
            sample = Files.readAllLines(f);
        }
        assertThat(sample).hasSize(12).map(RejectRecord::parse).anySatisfy(r -> {
            assertThat(r.reason()).isEqualTo("RATING_NOT_INTEGRAL");
            assertThat(r.lineForDisplay()).isEqualTo("{\"reviewText\": \"half star\", \"overall\": 4.5}");
            assertThat(r.file()).endsWith("invalid-kinds.json");
        });
        // array-dump lines ("[{...},", "{...},\r", "{...}]") are valid records
        assertThat(s.distinctTexts()).isEqualTo(3);
    }

    @Test
    void rejectSampleIsBoundedPerTask() throws Exception {
        Path in = Fixtures.copy(Fixtures.INVALID_KINDS, tmp.resolve("in"));
        ReviewsSummary s = new ReviewsPipeline(conf).run(options(List.of(in.toString()), "out", 10, 4,
                LabelScheme.FIVE_CLASS, null, 1, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION).withBudget(ANY_SHARE)
                .withRejectsPerTask(5));
        assertThat(s.invalid()).isEqualTo(12);
        assertThat(s.rejectsSampled()).isEqualTo(5);
    }

    @Test
    void anyReducerCountGivesTheSameVocabularyBytesAndRowsInTheSameOrder() throws Exception {
        Path sample = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in"));
        String in1 = sample.toString();
        String in2 = golden().toString();
        byte[] vocab1 = null;
        List<List<Integer>> rows1 = null;
        for (int reducers : new int[]{1, 3, 8}) {
            ReviewsSummary s = run(List.of(in1, in2), "out" + reducers, 300, 20, LabelScheme.FIVE_CLASS, null, reducers);
            assertCountsAddUp(s);
            byte[] vocab = Files.readAllBytes(tmp.resolve("out" + reducers + "/vocab.json"));
            List<List<Integer>> rows = rows(tmp.resolve("out" + reducers + "/combined_result_5class.h5"));
            if (vocab1 == null) {
                vocab1 = vocab;
                rows1 = rows;
                assertThat(rows).hasSizeGreaterThan(1000);
            } else {
                assertThat(vocab).as("vocab.json with %d reducers", reducers).isEqualTo(vocab1);
                // in the same order, too: rows are in TextOrder, whose partitions are hash ranges
                assertThat(rows).as("rows with %d reducers", reducers).containsExactlyElementsOf(rows1);
            }
        }
    }

    @Test
    void manySplitsGzipAndBzip2GiveTheSameRowsAsOnePlainFile() throws Exception {
        Path plain = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in"));
        run(List.of(plain.toString()), "plain", 200, 10, LabelScheme.FIVE_CLASS, null, 2);

        Path gz = tmp.resolve("in2/sample.json.gz");
        Files.createDirectories(gz.getParent());
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(plain, o);
        }
        run(List.of(gz.toString()), "gz", 200, 10, LabelScheme.FIVE_CLASS, null, 2);

        Path bz2 = tmp.resolve("in3/sample.json.bz2");
        Files.createDirectories(bz2.getParent());
        BZip2Codec codec = new BZip2Codec();
        codec.setConf(conf);
        try (OutputStream o = codec.createOutputStream(Files.newOutputStream(bz2))) {
            Files.copy(plain, o);
        }
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 64 * 1024); // ~12 splits of the plain file
        ReviewsSummary splitPlain = run(List.of(plain.toString()), "split", 200, 10, LabelScheme.FIVE_CLASS, null, 2);
        ReviewsSummary splitBz2 = run(List.of(bz2.toString()), "bz2", 200, 10, LabelScheme.FIVE_CLASS, null, 2);

        List<List<Integer>> expected = rows(tmp.resolve("plain/combined_result_5class.h5"));
        for (String out : List.of("gz", "split", "bz2")) {
            assertThat(rows(tmp.resolve(out + "/combined_result_5class.h5"))).as(out)
                    .containsExactlyInAnyOrderElementsOf(expected);
            assertThat(Files.readString(tmp.resolve(out + "/vocab.json")))
                    .isEqualTo(Files.readString(tmp.resolve("plain/vocab.json")));
        }
        assertThat(splitPlain.linesRead()).isEqualTo(2000);
        assertThat(splitBz2.linesRead()).isEqualTo(2000);
    }

    @Test
    void suppliedVocabularyInTheOriginalShapeIsUsed() throws Exception {
        Path vocab = tmp.resolve("vocab_10000.json");
        Files.writeString(vocab, "{\"works\": 3, \"great\": 4, \"value\": 5, \"solid\": 6}", StandardCharsets.UTF_8);
        ReviewsSummary s = run(List.of(golden().toString()), "out", 99, 3, LabelScheme.FIVE_CLASS, vocab.toString(), 2);
        assertThat(s.nVocab()).isEqualTo(7);
        assertThat(rows(tmp.resolve("out/combined_result_5class.h5")))
                .contains(List.of(4, 3, 2, 5), List.of(6, 5, 1, 2), List.of(3, 2, 4, 3));
        assertThat(Files.readString(tmp.resolve("out/vocab.json")))
                .isEqualTo("{\"works\": 3, \"great\": 4, \"value\": 5, \"solid\": 6}");
    }

    @Test
    void cliRefusesBadArgumentsWithOneLineAndExitTwo() throws Exception {
        String in = golden().toString();
        String out = tmp.resolve("cli").toString();
        Files.writeString(tmp.resolve("bad-vocab.json"), "{\"a\": 1}");
        String[][] bad = {
                {"--output", out},
                {"--input", in},
                {"--input", in, "--output", out, "--seq-len", "0"},
                {"--input", in, "--output", out, "--seq-len", "ten"},
                {"--input", in, "--output", out, "--labels", "three-class"},
                {"--input", in, "--output", out, "--reducer", "2"},
                {"--input", tmp.resolve("nope.json").toString(), "--output", out},
                {"--input", in, "--output", out, "--vocab", tmp.resolve("bad-vocab.json").toString()},
                {"--input", in, "--output", out, "--dtype", "float32"},
                {"--input", in, "--output", out, "--vocab", in, "--vocab-size", "5"},
                {"--input", in, "--output", out, "--seq-len", "99999999999"},
                {"--input", in, "--output", out, "--dtype", "int8"},
                {"--input", in, "-D", "a=b", "--output", out},
                {"--input", in, "--output", out, "--vocab", tmp.toString()},
        };
        String[] fixes = {"missing --input", "missing --output", "--seq-len must be between", "must be an integer",
                "use five-class or binary", "unknown option --reducer", "does not exist", "reserved", "int32 or int64",
                "give one or the other", "--seq-len must be between 1 and 100000, was 99999999999",
                "--dtype must be int32 or int64, was 'int8'", "-D settings go right after the command",
                "is a directory; give --vocab the vocabulary file itself"};
        for (int i = 0; i < bad.length; i++) {
            PipelineRuns.Run r = PipelineRuns.tool(conf, bad[i]);
            assertThat(r.exit()).as(String.join(" ", bad[i])).isEqualTo(UsageException.EXIT_CODE);
            assertThat(r.err().lines().toList()).as(String.join(" ", bad[i])).hasSize(1);
            assertThat(r.err()).contains(fixes[i]);
        }
        assertThat(tmp.resolve("cli")).doesNotExist();
    }

    @Test
    void existingOutputIsRefusedUnlessOverwrite() throws Exception {
        String in = golden().toString();
        String out = tmp.resolve("out").toString();
        assertThat(PipelineRuns.tool(conf, "--input", in, "--output", out).exit()).isZero();
        PipelineRuns.Run again = PipelineRuns.tool(conf, "--input", in, "--output", out);
        assertThat(again.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(again.err()).contains("already exists").contains("--overwrite");
        PipelineRuns.Run over = PipelineRuns.tool(conf, "--input", in, "--output", out, "--overwrite");
        assertThat(over.exit()).isZero();
        assertThat(over.out()).contains("lines read            14").contains("distinct texts        8");
    }

    @Test
    void overwriteNeverDeletesInputsOrDirectoriesItDidNotWrite() throws Exception {
        Path precious = Files.createDirectories(tmp.resolve("home"));
        Files.writeString(precious.resolve("thesis.tex"), "years of work");
        Path in = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, precious);
        PipelineRuns.Run inside = PipelineRuns.tool(conf, "--input", in.toString(), "--output", precious.toString(),
                "--overwrite");
        assertThat(inside.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(inside.err()).contains("inside the output directory");

        Path other = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"));
        PipelineRuns.Run foreign = PipelineRuns.tool(conf, "--input", other.toString(), "--output", precious.toString(),
                "--overwrite");
        assertThat(foreign.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(foreign.err()).contains("was not written by trainprep");
        assertThat(precious.resolve("thesis.tex")).hasContent("years of work");
    }

    @Test
    void noCombineLeavesPartsForASeparateCombinerStep() throws Exception {
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", golden().toString(), "--output",
                tmp.resolve("out").toString(), "--reducers", "3", "--no-combine");
        assertThat(r.exit()).isZero();
        try (var files = Files.list(tmp.resolve("out/parts"))) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".h5")))
                    .containsExactlyInAnyOrder("part-00000.h5", "part-00001.h5", "part-00002.h5");
        }
        int total = 0;
        for (int i = 0; i < 3; i++) {
            total += rows(tmp.resolve("out/parts/part-0000" + i + ".h5")).size();
        }
        assertThat(total).isEqualTo(8);
    }

    @Test
    void combinedFileOpensInH5pyWithTheContractAttributes() throws Exception {
        run(List.of(golden().toString()), "out", 5, 5, LabelScheme.FIVE_CLASS, null, 3);
        String printed = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                s = lambda v: v.decode() if isinstance(v, bytes) else v
                print(sorted(f.keys()), [f[k].shape for k in sorted(f.keys())], f['0'].dtype)
                print(sorted(k for k in f.attrs.keys() if k != '_jHDF'))
                print(int(f.attrs['n_vocab']), int(f.attrs['seq_len']), int(f.attrs['num_rows']), s(f.attrs['label_scheme']))
                """, tmp.resolve("out/combined_result_5class.h5").toString());
        assertThat(printed.lines().toList()).containsExactly(
                "['0', '1', '2'] [(3, 6), (3, 6), (2, 6)] int32",
                "['created_by', 'label_scheme', 'n_vocab', 'num_rows', 'pad_id', 'seq_len', 'source', 'unk_id', 'vocab_sha256']",
                "8 5 8 five-class");
    }
}
