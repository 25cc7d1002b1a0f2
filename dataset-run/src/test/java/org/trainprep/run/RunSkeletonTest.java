package org.trainprep.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.Help;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.stats.HandOff;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.testdata.DirectorySnapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The skeleton's sequence on its own, with passes that run in this JVM (one part per input file, a
 * row per line): what it publishes and in which order, and what a failed budget, a damaged input or
 * a failing pass leave behind (nothing, and an earlier output untouched).
 */
class RunSkeletonTest {

    @TempDir
    java.nio.file.Path dir;

    /** Registered by this test tree's services file, so the report page finds its section. */
    public static final class Numbers implements DatasetType {
        @Override
        public String name() {
            return "skeleton-numbers";
        }

        @Override
        public String summary() {
            return "numbers, one a line (test)";
        }

        @Override
        public Help help() {
            return Help.of(name(), "--input F", "test").required("input", "F", "file").example("bin/pipeline "
                    + name() + " --input f").build();
        }

        @Override
        public String format() {
            return "trainprep-skeleton-numbers";
        }

        @Override
        public void verify(PublishedFiles files, JsonNode manifest, boolean quick, Verification result) {
        }

        @Override
        public void report(ReportCanvas page) {
            page.heading("numbers", "Numbers");
        }
    }

    static final class FileType implements MatrixFileType {
        @Override
        public String format() {
            return "trainprep-skeleton-numbers";
        }

        @Override
        public List<String> sharedAttributes() {
            return List.of("numbers");
        }

        @Override
        public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
            return Optional.empty();
        }

        @Override
        public String fileName(FileAttributes attributes) {
            return "numbers.h5";
        }

        @Override
        public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
            return FileAttributes.of(Map.of("numbers", 1, "num_rows", totalRows));
        }

        @Override
        public List<String> sources(FileAttributes attributes) {
            return List.of();
        }

        @Override
        public Map<String, Object> manifestFields(FileAttributes merged) {
            return Map.of();
        }
    }

    record Plan(RunTarget target, InputBudget budget) implements RunPlan, Outcome {

        Plan(List<String> inputs, String output, boolean overwrite, InputBudget budget) {
            this(new RunTarget(inputs, output, overwrite, null, false), budget);
        }

        @Override
        public DatasetType type() {
            return new Numbers();
        }

        @Override
        public String inputShape() {
            return "numbers";
        }

        @Override
        public MatrixFileType fileType() {
            return new FileType();
        }

        @Override
        public java.util.Set<String> outputNames() {
            return java.util.Set.of("side.txt");
        }

        @Override
        public Map<String, byte[]> sideFiles() {
            return Map.of("side.txt", "side".getBytes());
        }

        @Override
        public void stats(ObjectNode root, Tally tally) {
            root.putObject("numbers").put("lines", tally.linesRead());
        }

        @Override
        public HandOff handOff(String fileUri, long rows, long loaderRows) {
            return new HandOff(fileUri, rows + " rows", "cat " + fileUri);
        }
    }

    /** Passes in this JVM: a line that is a number is a row, anything else invalid; {@code damaged} files recorded as such. */
    static final class LocalPasses implements Passes {
        private final List<String> damaged;
        private final java.nio.file.Path spoolDir;

        LocalPasses(List<String> damaged, java.nio.file.Path spoolDir) {
            this.damaged = damaged;
            this.spoolDir = spoolDir;
        }

        @Override
        public Counted count(RunContext run) throws IOException {
            Path side = run.work("side");
            // as an engine does before its reading stage: tasks make no folders of their own
            run.output().fs().mkdirs(side);
            long lines = 0;
            long valid = 0;
            for (Path f : run.files()) {
                for (String line : Files.readAllLines(java.nio.file.Path.of(f.toUri()))) {
                    lines++;
                    valid += line.matches("\\d+") ? 1 : 0;
                }
                if (damaged.contains(f.getName())) {
                    CorruptFiles.record(run.conf(), side, "attempt-0", f.toString(), new IOException("cut short"));
                }
            }
            Map<String, Long> byReason = new LinkedHashMap<>(Map.of("NOT_A_NUMBER", lines - valid));
            return new Counted(new Tally(lines, valid, lines - valid, 0, byReason, valid, Map.of()), side);
        }

        @Override
        public Written writeParts(RunContext run, Counted counted) throws IOException {
            Path parts = run.parts();
            for (int i = 0; i < run.files().size(); i++) {
                try (RowSpool spool = new RowSpool(spoolDir, 1, ElementType.INT32)) {
                    for (String line : Files.readAllLines(java.nio.file.Path.of(run.files().get(i).toUri()))) {
                        if (line.matches("\\d+")) {
                            spool.add(new int[]{Integer.parseInt(line)});
                        }
                    }
                    Path part = new Path(parts, String.format("part-%05d.h5", i));
                    try (var out = part.getFileSystem(run.conf()).create(part, false)) {
                        org.trainprep.core.h5.MatrixPart.write(out, FileAttributes.of(Map.of("numbers", 1)),
                                new PartIdentity(run.runId(), i, run.files().size()), spool);
                    }
                }
            }
            return new Written(parts, (Plan) run.plan());
        }
    }

    /** A plan over a.txt and b.txt holding {@code a} and {@code b}, into {@code out}. */
    private Plan twoFiles(String a, String b, java.nio.file.Path out, InputBudget budget) throws IOException {
        return new Plan(List.of(Files.writeString(dir.resolve("a.txt"), a).toString(),
                Files.writeString(dir.resolve("b.txt"), b).toString()), out.toString(), false, budget);
    }

    private static Configuration local() {
        Configuration conf = new Configuration();
        conf.set("fs.defaultFS", "file:///");
        return conf;
    }

    private RunSummary run(Plan plan, List<String> damaged) throws Exception {
        java.nio.file.Path spool = Files.createDirectories(dir.resolve("spool"));
        return new RunSkeleton(local(), ProgressLog.silent()).run(plan, new LocalPasses(damaged, spool));
    }

    @Test
    void publishesTheMergedFileSideFilesStatsReportAndTheManifestLast() throws Exception {
        java.nio.file.Path out = dir.resolve("out");
        RunSummary s = run(twoFiles("1\n2\nx\n", "3\n", out, new InputBudget(0.5, 1, false)), List.of());

        assertThat(s.rows()).isEqualTo(3);
        assertThat(s.parts()).isEqualTo(2);
        try (var names = Files.list(out)) {
            assertThat(names.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("_rejects", "manifest.json", "numbers.h5", "report.html", "side.txt", "stats.json");
        }
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("format").asText()).isEqualTo("trainprep-skeleton-numbers");
        assertThat(manifest.path("num_rows").asLong()).isEqualTo(3);
        assertThat(manifest.path("run_id").asText()).startsWith("skeleton-numbers-");
        JsonNode stats = new ObjectMapper().readTree(out.resolve("stats.json").toFile());
        assertThat(stats.at("/summary/invalid").asLong()).isEqualTo(1);
        assertThat(stats.at("/rejects/by_reason/NOT_A_NUMBER").asLong()).isEqualTo(1);
        assertThat(stats.at("/numbers/lines").asLong()).isEqualTo(4);
        assertThat(stats.at("/hand_off/facts").asText()).isEqualTo("3 rows");
        assertThat(Files.readString(out.resolve("report.html"))).contains("id=\"numbers\"");
        // the manifest is written last
        assertThat(Files.getLastModifiedTime(out.resolve("manifest.json")))
                .isGreaterThanOrEqualTo(Files.getLastModifiedTime(out.resolve("numbers.h5")));
    }

    @Test
    void aRunOverBudgetOrWithADamagedInputPublishesNothingAndLeavesAnEarlierOutputAsItWas() throws Exception {
        java.nio.file.Path good = Files.writeString(dir.resolve("good.txt"), "1\n2\n");
        java.nio.file.Path out = dir.resolve("out");
        run(new Plan(List.of(good.toString()), out.toString(), false, InputBudget.DEFAULT), List.of());
        Map<String, String> before = DirectorySnapshot.of(out);

        java.nio.file.Path dirty = Files.writeString(dir.resolve("dirty.txt"), "x\ny\n1\n");
        assertThatThrownBy(() -> run(new Plan(List.of(dirty.toString()), out.toString(), true, InputBudget.DEFAULT),
                List.of())).hasMessageContaining("does not look usable").hasMessageContaining("NOT_A_NUMBER");
        assertThat(DirectorySnapshot.of(out)).isEqualTo(before);

        assertThatThrownBy(() -> run(new Plan(List.of(good.toString()), out.toString(), true, InputBudget.DEFAULT),
                List.of("good.txt"))).hasMessageContaining("good.txt").hasMessageContaining("cut short");
        assertThat(DirectorySnapshot.of(out)).isEqualTo(before);
        try (var names = Files.list(dir)) {
            assertThat(names.map(p -> p.getFileName().toString()).toList()).doesNotContain(".out.trainprep-staging");
        }
    }

    @Test
    void withSkipCorruptFilesADamagedInputIsListedInTheManifestAndNoneOfItsRowsIsKept() throws Exception {
        java.nio.file.Path out = dir.resolve("out");
        RunSummary s = run(twoFiles("1\n2\n", "3\n", out, new InputBudget(0.05, 1, true)), List.of("a.txt"));
        assertThat(s.skippedInputs()).singleElement().asString().endsWith("a.txt");
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("skipped_inputs").get(0).asText()).endsWith("a.txt");
        // the rows and counts are b's alone: the reading pass ran again without a
        assertThat(s.rows()).isEqualTo(1);
        assertThat(s.tally().linesRead()).isEqualTo(1);

        // every input skipped: nothing is left, and the run says so
        java.nio.file.Path none = dir.resolve("none");
        assertThatThrownBy(() -> run(new Plan(List.of(dir.resolve("a.txt").toString()), none.toString(), false,
                new InputBudget(0.05, 1, true)), List.of("a.txt"))).hasMessageContaining("every input file was skipped");
        assertThat(none).doesNotExist();
    }
}
