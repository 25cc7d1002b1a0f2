package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.StagedType;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every registered dataset type on one engine (each engine module extends this once, and nothing
 * else names a type): the type's fixture, {@code contract/NAME/contract.json} beside the type's
 * tests, run end to end in one split per file and in 4 KiB splits. Both runs must publish the
 * fixture's bytes (of an HDF5 file, what it holds save the input's paths), so every engine
 * publishes the same bytes, and every split count too unless the fixture records what many splits
 * make ({@code files_in_small_splits}, for a type whose parts follow the splits); count what it
 * counts; pass {@code verify} and fail it once a byte of the file is changed; and write the
 * manifest, {@code stats.json} and {@code report.html} of the type. The fixture's over-budget
 * input must fail and publish nothing. A registered type without a fixture fails here.
 *
 * <p>The fixture: {@code args} (with {@code ${in}} for the folder of its {@code inputs}, copied
 * from {@code contract/NAME/in/}, and {@code ${out}} for the output), {@code summary} (a subset of
 * {@code stats.json}'s summary), {@code files} (SHA-256 of output files, by path under the
 * output), and {@code over_budget}: {@code args} and the {@code message} the refusal contains.
 */
public abstract class RegistryContract {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long ONE_SPLIT = 256L << 20;
    private static final long SMALL_SPLITS = 4 << 10;

    @TempDir
    protected Path dir;

    /** Runs {@code plan} on the engine through the run skeleton, in splits of at most {@code maxSplitBytes}; a failed run throws with its line. */
    protected abstract void run(RunPlan plan, long maxSplitBytes) throws Exception;

    /** {@code bin/pipeline verify DIR}'s exit code. */
    protected abstract int verify(Path output) throws Exception;

    @TestFactory
    Stream<DynamicTest> everyRegisteredTypeRunsItsFixture() {
        List<DatasetType> staged = DatasetTypes.load(getClass().getClassLoader()).all().stream()
                .filter(t -> t instanceof StagedType).toList();
        assertThat(staged).as("registered types on the stage API").isNotEmpty();
        return staged.stream().map(t -> DynamicTest.dynamicTest(t.name(), () -> check(t)));
    }

    private void check(DatasetType type) throws Exception {
        String base = TypeFixture.base(type.name());
        TypeFixture fixture = TypeFixture.of(type.name(), dir).orElse(null);
        assertThat(fixture).as(type.name() + " is registered but has no fixture: add " + base
                + "contract.json (and its inputs under " + base + "in/) beside its tests").isNotNull();
        JsonNode json = fixture.json();

        for (long split : new long[]{ONE_SPLIT, SMALL_SPLITS}) {
            Path out = dir.resolve(type.name() + "-out-" + split);
            run(type.plan(fixture.args(out)), split);
            String run = type.name() + " in splits of " + split + " bytes";

            JsonNode manifest = JSON.readTree(out.resolve("manifest.json").toFile());
            assertThat(manifest.path("format").asText()).as(run).isEqualTo(type.format());
            JsonNode stats = JSON.readTree(out.resolve("stats.json").toFile());
            assertThat(stats.path("kind").asText()).as(run).isEqualTo(type.name());
            assertThat(json.path("summary")).as(base + "contract.json has a summary").isNotEmpty();
            json.path("summary").fields().forEachRemaining(e -> assertThat(stats.path("summary").path(e.getKey()))
                    .as(run + ": stats.json's summary." + e.getKey()).isEqualTo(e.getValue()));
            assertThat(Files.readString(out.resolve("report.html"))).as(run)
                    .contains("data-kind=\"" + type.name() + "\"");

            // a type whose parts follow the input's splits records what many splits make too
            Map<String, String> recorded = split == SMALL_SPLITS ? fixture.filesInSmallSplits() : fixture.files();
            assertThat(TypeFixture.digests(out, recorded.keySet())).as(run + ": the fixture's bytes (" + fixture + ")")
                    .isEqualTo(recorded);
            assertThat(recorded).as(fixture + " names the published file").containsKey(manifest.path("file").asText());

            assertThat(verify(out)).as(run + ": verify").isZero();
            Path file = out.resolve(manifest.path("file").asText());
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.seek(f.length() - 4);
                int b = f.read();
                f.seek(f.length() - 4);
                f.write(b ^ 1);
            }
            assertThat(verify(out)).as(run + ": verify of a changed byte").isEqualTo(1);
        }

        JsonNode bad = json.path("over_budget");
        assertThat(bad.isMissingNode()).as(base + "contract.json has an over_budget input").isFalse();
        Path badOut = dir.resolve(type.name() + "-over-budget");
        assertThatThrownBy(() -> run(type.plan(fixture.overBudgetArgs(badOut)), ONE_SPLIT))
                .as(type.name() + ": over the error budget").hasMessageContaining(bad.path("message").asText());
        assertThat(badOut).as("nothing published").doesNotExist();
    }
}
