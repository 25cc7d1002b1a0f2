package org.trainprep.mr.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --format csv}: read exactly as the DP trainers read it (skip the first line, drop rows
 * holding NA, columns 0-4 and 6 to n-3 as integer features, column 5 as the integer label), it
 * holds the same x and y as {@code census.h5} from the same input and options, in h5py.
 */
class CensusCsvTest {

    /** The trainers' reading, in plain Python, against h5py's reading of census.h5; prints the rows compared. */
    private static final String COMPARE = """
            import csv, sys, h5py, numpy
            csv_file, h5_file, group = sys.argv[1], sys.argv[2], sys.argv[3]
            with open(csv_file, newline="") as f:
                lines = list(csv.reader(f))[1:]
            rows = [r for r in lines if "NA" not in r]
            n = len(lines[0])
            x = numpy.array([[int(v) for v in r[0:5] + r[6:n - 2]] for r in rows], dtype=numpy.int64)
            y = numpy.array([int(r[5]) for r in rows], dtype=numpy.int64)
            with h5py.File(h5_file, "r") as h:
                g = h[group] if group != "." else h
                want_x, want_y = g["x"][...].astype(numpy.int64), g["y"][...].astype(numpy.int64)
            assert len(rows) == len(lines), "no row of ours holds NA"
            assert x.shape == want_x.shape, (x.shape, want_x.shape)
            assert (x == want_x).all() and (y == want_y).all(), "x or y differ"
            print(len(rows))
            """;

    @TempDir
    Path tmp;

    private String err;

    private int run(String... args) throws Exception {
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        org.trainprep.hadoop.CommandTool tool = new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType()).tool(new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(e, true));
        tool.getConf().set("mapreduce.framework.name", "local");
        tool.getConf().set("mapreduce.input.fileinputformat.split.maxsize", "20000");
        int code = tool.run(args);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    void theTrainersReadTheSameRowsAsCensusH5() throws Exception {
        Path in = tmp.resolve("census.csv");
        new CensusGenerator(11, 0.04, 0.01).write(in, 6_000);
        for (String missing : new String[]{"drop", "impute-mode"}) {
            Path h5 = tmp.resolve("h5-" + missing);
            Path csv = tmp.resolve("csv-" + missing);
            assertThat(run("--input", in.toString(), "--output", h5.toString(), "--missing", missing)).as(err).isZero();
            assertThat(run("--input", in.toString(), "--output", csv.toString(), "--missing", missing,
                    "--format", "csv")).as(err).isZero();
            assertThat(Files.readAllLines(csv.resolve("census.csv")).get(0)).isEqualTo("sex,married,black,asian,"
                    + "collegedegree,employed,militaryservice,uscitizen,disability,englishability,split,row");
            String rows = Interop.python(COMPARE, csv.resolve("census.csv").toString(), h5.resolve("census.h5").toString(), ".");
            assertThat(Long.parseLong(rows.strip())).as(missing).isGreaterThan(3_000);
        }
    }

    @Test
    void aSplitGivesOneFilePerSplitWithTheSameRowsAsItsGroup() throws Exception {
        Path in = tmp.resolve("census.csv");
        new CensusGenerator(12, 0.02, 0.01).write(in, 5_000);
        Path h5 = tmp.resolve("h5");
        Path csv = tmp.resolve("csv");
        String[] common = {"--input", in.toString(), "--missing", "impute-mode", "--val-fraction", "0.25", "--seed", "4"};
        assertThat(run(concat(common, "--output", h5.toString()))).as(err).isZero();
        assertThat(run(concat(common, "--output", csv.toString(), "--format", "csv"))).as(err).isZero();
        try (var names = Files.list(csv)) {
            assertThat(names.map(p -> p.getFileName().toString())).contains("census-train.csv", "census-val.csv")
                    .doesNotContain("census.csv", "census.h5");
        }
        long train = Long.parseLong(Interop.python(COMPARE, csv.resolve("census-train.csv").toString(),
                h5.resolve("census.h5").toString(), "train").strip());
        long val = Long.parseLong(Interop.python(COMPARE, csv.resolve("census-val.csv").toString(),
                h5.resolve("census.h5").toString(), "val").strip());
        assertThat(val).isBetween((train + val) / 6, (train + val) / 3);

        assertThat(verify(csv)).as("verify of a CSV output").isZero();
        Files.writeString(csv.resolve("census-val.csv"), "1,1,1,1,1,1,1,1,1,1,1,9999\n",
                java.nio.file.StandardOpenOption.APPEND);
        assertThat(verify(csv)).as("verify of a tampered CSV output").isEqualTo(1);
        assertThat(err).contains("census-val.csv has").contains("rows: [census-train.csv, census-val.csv] hold");
    }

    private int verify(Path dir) throws Exception {
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        org.trainprep.merge.VerifyTool tool = new org.trainprep.merge.VerifyTool(
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(e, true));
        int code = tool.run(new String[]{dir.toString()});
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    void fractionsAndOtherLayoutsAreRefusedInOneLine() throws Exception {
        Path in = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("o").toString(), "--format", "csv",
                "--missing", "impute-mean")).isEqualTo(2);
        assertThat(err).isEqualTo("census: --format csv takes --missing drop or impute-mode: the trainers read integer"
                + " columns, and impute-mean fills fractions\n");
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("o").toString(), "--format", "csv",
                "--layout", "package")).isEqualTo(2);
        assertThat(err).contains("--layout is for --format hdf5");
        assertThat(run("--input", in.toString(), "--output", tmp.resolve("o").toString(), "--format", "parquet"))
                .isEqualTo(2);
        assertThat(err).contains("--format must be hdf5 or csv");
        assertThat(tmp.resolve("o")).doesNotExist();
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
