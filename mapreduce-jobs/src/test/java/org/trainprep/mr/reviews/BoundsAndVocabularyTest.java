package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Options that would exhaust memory are refused before any job starts, in one line; an
 * out-of-memory error that happens anyway ends as one line naming what to change; and a supplied
 * vocabulary that cannot index the text (empty, unmatched, or leaving most tokens unknown) fails
 * instead of publishing rows of unknown ids.
 */
class BoundsAndVocabularyTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    private PipelineRuns.Run run(String... more) throws Exception {
        String[] args = new String[more.length + 4];
        args[0] = "--input";
        args[1] = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")).toString();
        args[2] = "--output";
        args[3] = tmp.resolve("out").toString();
        System.arraycopy(more, 0, args, 4, more.length);
        return PipelineRuns.tool(conf, args);
    }

    private Path vocab(String json) throws Exception {
        Path f = tmp.resolve("vocab-" + System.nanoTime() + ".json");
        Files.writeString(f, json);
        return f;
    }

    private void refusedInOneLine(PipelineRuns.Run r, int exit, String... expected) {
        assertThat(r.exit()).as(r.err()).isEqualTo(exit);
        String line = r.err().strip();
        assertThat(line).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
        for (String e : expected) {
            assertThat(line).contains(e);
        }
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void thousandsOfReducersInLocalModeAreRefusedBeforeAnythingStarts() throws Exception {
        refusedInOneLine(run("--reducers", "10000"), UsageException.EXIT_CODE, "--reducers 10,000 in local mode",
                "give at most 1,000");
    }

    @Test
    void aBoundOnTheDriversWordCountsPastWhatItsHeapHoldsIsRefused() throws Exception {
        refusedInOneLine(run("--driver-word-counts", "-1"), UsageException.EXIT_CODE,
                "--driver-word-counts must be between 0 and 4194304, was -1");
        refusedInOneLine(run("--driver-word-counts", "100000000"), UsageException.EXIT_CODE,
                "--driver-word-counts must be between 0 and 4194304");
    }

    @Test
    void vocabularyIdsThatWouldExhaustMemoryOrAreReservedAreRefusedWithTheirOwnReason() throws Exception {
        refusedInOneLine(run("--vocab", vocab("{\"good\": 300000000}").toString()), UsageException.EXIT_CODE,
                "vocabulary id 300,000,000 of 'good' is over 10,000,002", "embedding rows");
        refusedInOneLine(run("--vocab", vocab("{\"good\": 2147483647}").toString()), UsageException.EXIT_CODE,
                "vocabulary id 2,147,483,647 of 'good' is over");
        refusedInOneLine(run("--vocab", vocab("{\"good\": 1}").toString()), UsageException.EXIT_CODE,
                "vocabulary id 1 of 'good' is reserved");
    }

    @Test
    void anOutOfMemoryErrorEndsAsOneLineNamingWhatToChange() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CommandLine.run("reviews", "", new ReviewsType().sizedBy(), new String[0], new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), args -> {
                    throw new OutOfMemoryError("Java heap space");
                });
        assertThat(code).isEqualTo(CommandLine.FAILED);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).doesNotContain("\n")
                .startsWith("reviews failed: out of memory (Java heap space) with a ").contains("TRAINPREP_JAVA_OPTS=-Xmx4g")
                .contains("--reducers, --vocab-size, --seq-len");
    }

    @Test
    void anEmptyOrUnmatchableVocabularyIsRefusedBeforeAnyJob() throws Exception {
        refusedInOneLine(run("--vocab", vocab("{}").toString()), UsageException.EXIT_CODE, "holds no words");
        refusedInOneLine(run("--vocab", vocab("{\"Good\": 3, \"Great\": 4, \"BAD\": 5}").toString()),
                UsageException.EXIT_CODE, "none of the 3 words", "'Good'", "lowercase a-z");
    }

    @Test
    void aVocabularyLeavingMostTokensUnknownFailsPastItsBudgetAndTheRatePrints() throws Exception {
        Path few = vocab("{\"good\": 3, \"great\": 4}");
        PipelineRuns.Run r = run("--vocab", few.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.err().strip()).contains("are out of the vocabulary (unknown id 2), over --max-oov-fraction 0.5")
                .contains("the --vocab does not fit this text");
        assertThat(tmp.resolve("out")).doesNotExist();

        PipelineRuns.Run allowed = run("--vocab", few.toString(), "--max-oov-fraction", "1");
        assertThat(allowed.exit()).as(allowed.err()).isZero();
        assertThat(allowed.out()).containsPattern("out of vocabulary     9\\d\\.\\d% of the tokens in rows");
    }
}
