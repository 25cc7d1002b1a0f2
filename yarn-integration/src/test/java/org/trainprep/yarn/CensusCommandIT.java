package org.trainprep.yarn;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bin/pipeline census} with both engines, as a user runs it: MapReduce on a Hadoop client
 * class path and Spark on Spark's, each with its self-contained -emr jar. The two
 * files must hold the same datasets (checked in h5py). Here, where every jar it runs (both jobs',
 * the combine jar's {@code verify}) is built before the tests: under {@code mvn -T} another module's
 * jar may be rewritten while a module's own tests run.
 */
class CensusCommandIT {

    @TempDir
    Path tmp;

    private String pipeline(Path root, String... args) throws Exception {
        Path log = tmp.resolve("log-" + System.nanoTime());
        String[] cmd = new String[args.length + 1];
        cmd[0] = root.resolve("bin/pipeline").toString();
        System.arraycopy(args, 0, cmd, 1, args.length);
        Process p = new ProcessBuilder(cmd).directory(root.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isZero();
        return printed;
    }

    private static java.util.Set<String> rejects(Path out) throws Exception {
        java.util.Set<String> lines = new java.util.TreeSet<>();
        try (var files = Files.list(out.resolve("_rejects"))) {
            for (Path f : files.toList()) {
                lines.addAll(Files.readAllLines(f));
            }
        }
        return lines;
    }

    @Test
    void bothEnginesThroughTheirSubmitToolsWriteTheSameDatasets() throws Exception {
        Path root = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath().normalize();
        String input = "testdata/samples/census/capums-fixture.csv";
        // a YAML schema (the default's twin) exercises the relocated YAML reader in both jars
        String common = "--missing impute-mode --layout package --val-fraction 0.5 --seed 11 --max-invalid-fraction 1"
                + " --schema testdata/samples/census/capums5full.schema.yaml";
        String mr = pipeline(root, ("census --engine mapreduce --input " + input + " --output " + tmp.resolve("mr") + " " + common).split(" "));
        String spark = pipeline(root, ("census --engine spark --input " + input + " --output " + tmp.resolve("spark") + " " + common).split(" "));
        assertThat(mr).contains("census (mapreduce)").contains("rows written          5");
        assertThat(spark).contains("census (spark)").contains("rows written          5").contains("GARBAGE               2");
        // the engines' own logging reaches its configuration (bin/log4j2-local.properties): no slf4j API
        // without a provider, which sent every Spark and Hadoop warning to a no-operation logger
        assertThat(spark.lines().filter(l -> l.startsWith("SLF4J:"))).as(spark).isEmpty();
        assertThat(mr.lines().filter(l -> l.startsWith("SLF4J:"))).as(mr).isEmpty();
        String compared = Interop.python("""
                import sys, h5py, numpy as np
                a, b = h5py.File(sys.argv[1], 'r'), h5py.File(sys.argv[2], 'r')
                names = []
                a.visit(names.append)
                ds = [n for n in names if isinstance(a[n], h5py.Dataset)]
                for n in ds:
                    assert a[n].dtype == b[n].dtype and np.array_equal(a[n][:], b[n][:]), n
                print(sorted(ds), sum(a[n].shape[0] for n in ds))
                """, tmp.resolve("mr/census.h5").toString(), tmp.resolve("spark/census.h5").toString());
        assertThat(compared.strip()).isEqualTo("['train/data', 'val/data'] 5");
        // both published as one run each, and both the same rejects, in the same form
        for (String engine : new String[]{"mr", "spark"}) {
            assertThat(pipeline(root, "verify", tmp.resolve(engine).toString()))
                    .containsPattern("verified .*: census.h5, 5 rows, \\d+ bytes, run census-");
        }
        assertThat(rejects(tmp.resolve("spark"))).isEqualTo(rejects(tmp.resolve("mr"))).hasSize(5);
    }
}
