package org.trainprep.mr.census;

import org.trainprep.core.rejects.RejectRecord;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.UsageException;
import org.trainprep.merge.VerifyTool;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The census command's arguments, exit codes and summary. */
class CensusToolTest {

    @TempDir
    Path tmp;

    private String out;
    private String err;

    private int run(String... args) throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        org.trainprep.hadoop.CommandTool tool = new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType()).tool(new PrintStream(o, true), new PrintStream(e, true));
        tool.getConf().set("mapreduce.framework.name", "local");
        int code = tool.run(args);
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    void runsAndPrintsCountsThatAddUp() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        // the fixture holds every kind of dirt, so far more than the default budget: allow it here
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("out").toString(),
                "--max-invalid-fraction", "1")).isZero();
        assertThat(out).contains("lines read            14").contains("records               6 (header lines 2, blank 1)")
                .contains("invalid               5").contains("dropped for missing   3").contains("rows written          3");
        assertThat(tmp.resolve("out/census.h5")).exists();
        assertThat(tmp.resolve("out/manifest.json")).content().contains("\"vocabularies\"").contains("\"num_rows\" : 3");
        try (var rejects = Files.list(tmp.resolve("out/_rejects"))) {
            assertThat(Files.readAllLines(rejects.findFirst().orElseThrow())).hasSize(5).map(RejectRecord::parse)
                    .anySatisfy(r -> {
                        assertThat(r.reason()).isEqualTo("GARBAGE");
                        assertThat(r.lineForDisplay()).endsWith("<html>502 Bad Gateway</html>");
                    });
        }
        assertThat(tmp.resolve("out/_work")).doesNotExist();
    }

    @Test
    void imputationReportsTheValuesItFills() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("out").toString(), "--missing", "impute-mean",
                "--max-invalid-fraction", "1"))
                .isZero();
        // sex is 1 in 3 of the 6 records (A, C, D), married in 4 (A, B, C, F); uscitizen is 1 wherever present
        assertThat(out).contains("imputed values        sex=0.5000, married=0.6667").contains("uscitizen=1")
                .contains("dropped for missing   1").contains("rows written          5 (x int8)");
    }

    @Test
    void aFeatureWithNoPresentValueIsNotImputedFromNothingAndAFillOnlyDroppedRowsNeedKeepsXInt8() throws Exception {
        String header = "sex,married,black,asian,collegedegree,employed,militaryservice,uscitizen,disability,"
                + "englishability,blackfemale,targetted\n";
        Path noMarried = tmp.resolve("nomarried.csv");
        Files.writeString(noMarried, header + "1,NA,0,0,0,1,0,1,0,1,0,0\n0,NA,0,1,0,0,0,1,0,1,0,0\n".repeat(10));
        for (String policy : List.of("impute-mode", "impute-mean")) {
            assertThat(run("--input", noMarried.toString(), "--output", tmp.resolve("out").toString(), "--missing", policy))
                    .isEqualTo(1);
            String last = err.strip().substring(err.strip().lastIndexOf('\n') + 1);
            assertThat(last).startsWith("census failed: --missing " + policy + " has nothing to fill feature 'married'")
                    .contains("20 missing");
            assertThat(tmp.resolve("out")).doesNotExist();
        }
        // the only missing feature is in a row whose label is missing, which is dropped: nothing fractional is filled
        Path labelled = tmp.resolve("labelled.csv");
        Files.writeString(labelled, header + "1,0,0,0,0,1,0,1,0,1,0,0\n0,0,0,0,0,0,0,1,0,1,0,0\n0,0,0,0,0,1,0,1,0,1,0,0\n"
                + "NA,0,0,0,0,NA,0,1,0,1,0,0\n");
        assertThat(run("--input", labelled.toString(), "--output", tmp.resolve("out").toString(), "--missing",
                "impute-mean")).as(err).isZero();
        assertThat(out).contains("rows written          3 (x int8)");
    }

    @Test
    void helpPrintsTheUsage() throws Exception {
        assertThat(run("--help")).isZero();
        assertThat(out).startsWith("usage: census --input");
    }

    @Test
    void badArgumentsGiveOneLineAndExitTwo() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        Files.writeString(tmp.resolve("bad.json"), "{\"columns\": [\"a\"], \"label\": \"zz\", \"features\": [\"a\"]}");
        String o = tmp.resolve("out").toString();
        String[][] bad = {
                {"--input", in.toString()},
                {"--input", in.toString(), "--output", o, "--missing", "guess"},
                {"--input", in.toString(), "--output", o, "--layout", "wide"},
                {"--input", in.toString(), "--output", o, "--val-fraction", "1.5"},
                {"--input", in.toString(), "--output", o, "--engine", "flink"},
                {"--input", in.toString(), "--output", o, "--engine", "spark"},
                {"--input", in.toString(), "--output", o, "--schema", tmp.resolve("none.json").toString()},
                {"--input", in.toString(), "--output", o, "--schema", tmp.resolve("bad.json").toString()},
                {"--input", tmp.resolve("none.csv").toString(), "--output", o},
                {"--input", in.toString(), "--output", o, "--seed", "7"},
                {"--input", in.toString(), "--output", o, "-D", "trainprep.census.rejects-per-task=abc"},
        };
        String[] fixes = {"missing --output", "use drop, impute-mode or impute-mean", "use xy or package",
                "--val-fraction must be in [0, 1)", "mapreduce or spark", "runs with spark-submit",
                "does not exist; check --schema", "label 'zz' is not a column", "does not exist; check --input",
                "there is none without --val-fraction F", "-D settings go right after the command"};
        for (int i = 0; i < bad.length; i++) {
            assertThat(run(bad[i])).as(String.join(" ", bad[i])).isEqualTo(UsageException.EXIT_CODE);
            assertThat(err.lines().toList()).as(String.join(" ", bad[i])).hasSize(1);
            assertThat(err).contains(fixes[i]);
        }
        assertThat(tmp.resolve("out")).doesNotExist();
        // a -D setting (ToolRunner puts it in the tool's configuration) whose value is no count
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        org.trainprep.hadoop.CommandTool tool = new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())
                .tool(new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(e, true));
        tool.getConf().set("mapreduce.framework.name", "local");
        tool.getConf().set("trainprep.census.rejects-per-task", "abc");
        assertThat(tool.run(new String[]{"--input", in.toString(), "--output", o})).isEqualTo(UsageException.EXIT_CODE);
        assertThat(e.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("-D trainprep.census.rejects-per-task=abc: give a whole number of at least 0");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void aHeaderLackingASchemaColumnFailsBeforeAnythingIsCreated() throws Exception {
        Path in = tmp.resolve("other.csv");
        Files.writeString(in, "sex,married,black,asian,collegedegree,jobless,militaryservice,uscitizen,disability,"
                + "englishability,blackfemale,targetted\n1,0,0,0,1,1,0,1,0,1,0,0\n");
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("out").toString())).isEqualTo(2);
        assertThat(err.strip()).contains("the header of file:" + in + " is [sex, married").contains("which lacks [employed]")
                .contains("--schema").doesNotContain("\n");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void aHeaderOnlyFileAndValuesWrittenAsFloatsFailInsteadOfPublishingNothing() throws Exception {
        String header = "sex,married,black,asian,collegedegree,employed,militaryservice,uscitizen,disability,"
                + "englishability,blackfemale,targetted\n";
        Path headerOnly = tmp.resolve("header.csv");
        Files.writeString(headerOnly, header);
        assertThat(run("--input", headerOnly.toString(), "--output", tmp.resolve("out").toString())).isEqualTo(1);
        assertThat(failure()).contains("census failed: no rows: 1 lines read (1 header, 0 blank, 0 invalid)")
                .contains("only a header");
        assertThat(tmp.resolve("out")).doesNotExist();

        // values that are no whole numbers
        Path floats = tmp.resolve("floats.csv");
        Files.writeString(floats, header + "1.5,0.0,0.0,0.0,1.0,1.0,0.0,1.0,0.0,1.0,0.0,0.0\n".repeat(20));
        assertThat(run("--input", floats.toString(), "--output", tmp.resolve("out").toString())).isEqualTo(1);
        assertThat(failure()).contains("mostly GARBAGE 20").contains("whole numbers").contains("1.0 are read as 1")
                .contains("; e.g. '1.5,");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void theInvalidShareIsBudgeted() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("out").toString())).isEqualTo(1);
        assertThat(failure()).contains("the input does not look usable: 5 of 11 non-blank lines are invalid")
                .contains("over --max-invalid-fraction 0.05").contains("top reasons: ");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void aDamagedCompressedInputIsNamed() throws Exception {
        Path gz = tmp.resolve("census.csv.gz");
        try (var o = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            o.write(("sex,married,black,asian,collegedegree,employed,militaryservice,uscitizen,disability,"
                    + "englishability,blackfemale,targetted\n" + "1,0,0,0,1,1,0,1,0,1,0,0\n".repeat(50_000))
                    .getBytes(StandardCharsets.UTF_8));
        }
        try (var f = new java.io.RandomAccessFile(gz.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        assertThat(run("--input", gz.toString(), "--output", tmp.resolve("out").toString())).isEqualTo(1);
        assertThat(failure()).contains("input file:" + gz + " cannot be read").contains("replace it")
                .doesNotContain("--skip-corrupt-files");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    private String[] verify(Path dir) throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        VerifyTool tool = new VerifyTool(new PrintStream(o, true), new PrintStream(e, true));
        tool.getConf().set("fs.defaultFS", "file:///");
        int code = tool.run(new String[]{dir.toString()});
        return new String[]{Integer.toString(code), o.toString(StandardCharsets.UTF_8) + e.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void aPublishedRunVerifiesAndATamperedOrUnfinishedOneDoesNot() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        Path dir = tmp.resolve("out");
        assertThat(run("--input", in.toString(), "--output", dir.toString(), "--max-invalid-fraction", "1",
                "--val-fraction", "0.5", "--seed", "3")).isZero();
        assertThat(out).containsPattern("split                 train \\d+, val \\d+ \\(--val-fraction 0.5, --seed 3\\)");
        String[] ok = verify(dir);
        assertThat(ok[0]).as(ok[1]).isEqualTo("0");
        assertThat(ok[1]).containsPattern("verified .*out \\(full: SHA-256 of the whole file\\): census.h5, 3 rows, \\d+ bytes, run census-\\d{8}-\\d{6}-[0-9a-f]{6}");

        // a second run into the same directory while it is claimed is refused, even with --overwrite
        Files.writeString(dir.resolve("_RUN"), "census-20260101-000000-abcdef, started 2026-01-01T00:00:00Z");
        assertThat(run("--input", in.toString(), "--output", dir.toString(), "--overwrite")).isEqualTo(2);
        assertThat(err).contains("another run (census-20260101-000000-abcdef, started 2026-01-01T00:00:00Z) is writing to");
        String[] claimed = verify(dir);
        assertThat(claimed[0]).isEqualTo("1");
        assertThat(claimed[1]).contains("incomplete: another run (census-20260101-000000-abcdef");
        Files.delete(dir.resolve("_RUN"));

        // the manifest's statements about the file, each edited alone
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        byte[] original = Files.readAllBytes(dir.resolve("manifest.json"));
        java.util.Map<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> edits =
                new java.util.LinkedHashMap<>();
        edits.put("created_by", m -> m.put("created_by", "trainprep 0.0.1 (edited)"));
        edits.put("label_name", m -> m.put("label", "sex"));
        edits.put("feature_names", m -> m.putArray("features").add("married").add("sex"));
        edits.put("layout", m -> m.put("layout", "package"));
        edits.put("missing_policy", m -> m.put("missing_policy", "impute-mean"));
        edits.put("rows_dropped_missing", m -> m.put("rows_dropped_missing", 0));
        edits.put("rows_read", m -> ((com.fasterxml.jackson.databind.node.ObjectNode) m.get("counts")).put("LINES_READ", 99));
        edits.put("val_fraction", m -> m.put("val_fraction", 0.0));
        edits.put("x_dtype", m -> m.put("x_dtype", "float32"));
        for (java.util.Map.Entry<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> e
                : edits.entrySet()) {
            com.fasterxml.jackson.databind.node.ObjectNode m = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(original);
            e.getValue().accept(m);
            Files.write(dir.resolve("manifest.json"), json.writeValueAsBytes(m));
            String[] edited = verify(dir);
            assertThat(edited[0]).as(e.getKey()).isEqualTo("1");
            assertThat(edited[1]).as(e.getKey()).contains("manifest: its " + e.getKey());
        }
        Files.write(dir.resolve("manifest.json"), original);

        byte[] bytes = Files.readAllBytes(dir.resolve("census.h5"));
        bytes[bytes.length - 1] ^= 1;
        Files.write(dir.resolve("census.h5"), bytes);
        String[] tampered = verify(dir);
        assertThat(tampered[0]).isEqualTo("1");
        assertThat(tampered[1]).contains("digest: ").contains("census.h5 has SHA-256");

        Files.delete(dir.resolve("manifest.json"));
        String[] unfinished = verify(dir);
        assertThat(unfinished[0]).isEqualTo("1");
        assertThat(unfinished[1]).contains("incomplete: no manifest.json");
    }

    /** The one failure line (progress lines may come before it). */
    private String failure() {
        List<String> failures = err.lines().filter(l -> l.startsWith("census failed")).toList();
        assertThat(failures).hasSize(1);
        return failures.get(0);
    }

    @Test
    void aFailedOverwriteLeavesTheEarlierCensusOutputByteIdenticalAndVerified() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        Path dir = tmp.resolve("kept");
        assertThat(run("--input", in.toString(), "--output", dir.toString(), "--max-invalid-fraction", "1")).isZero();
        java.util.Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(dir);
        // the default budget fails the fixture (mostly dirt) after the first pass
        assertThat(run("--input", in.toString(), "--output", dir.toString(), "--overwrite")).isEqualTo(1);
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(dir)).isEqualTo(before);
        assertThat(verify(dir)[0]).isEqualTo("0");
    }
}
