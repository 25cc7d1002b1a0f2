package org.trainprep.mr.parallel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.parallel.LocalParallelRunner;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.merge.VerifyTool;
import org.trainprep.mr.Main;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ParallelOnMapReduceTest {

    @TempDir
    Path dir;

    private record Ran(int exit, String out, String err) {
    }

    private static Ran main(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Ran verify(Path output) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = org.apache.hadoop.util.ToolRunner.run(new VerifyTool(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)), new String[]{output.toString()});
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theWmtSampleMatchesTheReferenceRunnerOnOneAndThreePartitions() throws Exception {
        Path src = Fixtures.realDataFile("parallel/wmt-sample/src-train.txt");
        Path tgt = src.resolveSibling("tgt-train.txt");
        Path ref = dir.resolve("ref");
        new LocalParallelRunner(new ParallelSettings("en", "de", ParallelSettings.Tokenize.NONE, ParallelSettings.Clean.GNMT,
                new ParallelSettings.Bpe(2000, 2))).run(src, tgt, null, ref);
        for (int partitions : new int[]{1, 3}) {
            Path out = dir.resolve("out" + partitions);
            Ran run = main("parallel", "-D", "trainprep.parallel.partitions=" + partitions, "-D",
                    "trainprep.progress.interval-ms=60000", "--src", src.toString(), "--tgt", tgt.toString(),
                    "--src-lang", "en", "--tgt-lang", "de", "--tokenized", "--merges", "2000", "--output", out.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            for (String name : List.of("train.tok.clean.bpe.2000.en", "train.tok.clean.bpe.2000.de", "bpe.2000",
                    "vocab.bpe.2000")) {
                assertThat(Files.readString(out.resolve(name))).as(name + " on " + partitions)
                        .isEqualTo(Files.readString(ref.resolve(name)));
            }
            assertThat(out.resolve("manifest.json")).exists();
            Ran v = verify(out);
            assertThat(v.exit()).as(v.out() + v.err()).isZero();
            List<String> names = new ArrayList<>();
            try (var s = Files.list(out)) {
                s.forEach(p -> names.add(p.getFileName().toString()));
            }
            assertThat(names).contains("stats.json", "report.html", "_rejects").doesNotContain("parts", "_work");
        }
    }
}
