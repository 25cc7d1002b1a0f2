package org.trainprep.combiner;

import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Files of the real dump's size: a part of 8.6 GB holding 2.15 billion int32 elements (more than
 * 2^31), a smaller one, and the 9.0 GB file combined from them, written by JVMs with a 64 MB heap
 * and read back at their last rows by jhdf and h5py. The parts are sparse files in the encode
 * job's layout (generated rows at both ends and in the middle, a hole elsewhere), so the test costs
 * the combined file's disk space and about as many seconds as it takes to write it.
 */
class BigFilesTest {

    static final long BIG_ROWS = 21_300_000; // x 101 int32 = 2,151,300,000 elements, 8.6 GB
    static final long SMALL_ROWS = 1_000_000;
    static final long ROW_BYTES = SparsePartWriter.WIDTH * 4L;

    @TempDir
    Path tmp;

    private static void runJava(Path log, String mainClass, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(log, StandardCharsets.UTF_8)).isZero();
    }

    private static int[] jhdfRow(Path file, String dataset, long row) {
        try (HdfFile hdf = new HdfFile(file)) {
            Dataset ds = hdf.getDatasetByPath(dataset);
            return ((int[][]) ds.getData(new long[]{row, 0}, new int[]{1, SparsePartWriter.WIDTH}))[0];
        }
    }

    @Test
    void partsAndACombinedFileOverTwoGigabytesAreWrittenUnderASmallHeapAndReadAtTheLastRow() throws Exception {
        Path parts = Files.createDirectories(tmp.resolve("parts"));
        runJava(tmp.resolve("part0.log"), SparsePartWriter.class.getName(),
                parts.resolve("part-m-00000.h5").toString(), "0", Long.toString(BIG_ROWS));
        runJava(tmp.resolve("part1.log"), SparsePartWriter.class.getName(),
                parts.resolve("part-m-00001.h5").toString(), Long.toString(BIG_ROWS), Long.toString(SMALL_ROWS));
        Path out = tmp.resolve("out");
        Path scratch = Files.createDirectories(tmp.resolve("scratch"));
        runJava(tmp.resolve("combine.log"), CombinerTool.class.getName(), "-D", "trainprep.local.dir=" + scratch,
                "--input", parts.toString(), "--output", out.toString(), "--shards", "3");
        Path combined = out.resolve("combined_result_5class.h5");
        long total = BIG_ROWS + SMALL_ROWS;

        // sizes and element counts past every 32-bit limit, in a part and in the combined file
        assertThat(Files.size(parts.resolve("part-m-00000.h5"))).isGreaterThan(8L << 30);
        assertThat(BIG_ROWS * SparsePartWriter.WIDTH).isGreaterThan(1L << 31);
        assertThat(Files.size(combined)).isGreaterThan(8L << 30);
        try (var s = Files.list(scratch)) {
            assertThat(s.toList()).isEmpty();
        }

        // our reader: long shapes, the rows where the parts meet and the very last one
        try (TrainerFileReader r = TrainerFileReader.open(combined)) {
            assertThat(r.shards()).extracting(TrainerFileReader.Shard::rows)
                    .containsExactly(7_433_334L, 7_433_333L, 7_433_333L);
            TrainerFileReader.Shard last = r.shards().get(2);
            assertThat(r.readIntRows(last, last.rows() - 1, 1)[0]).isEqualTo(SparsePartWriter.row(total - 1));
            long boundary = BIG_ROWS - 7_433_334L - 7_433_333L; // global row 21,300,000 is in shard 2
            assertThat(r.readIntRows(last, boundary, 1)[0]).isEqualTo(SparsePartWriter.row(BIG_ROWS));
            assertThat(r.readIntRows(last, boundary - 1, 1)[0]).isEqualTo(SparsePartWriter.row(BIG_ROWS - 1));
        }

        // jhdf's own dataset reads (slices at offsets past 2^31 elements)
        assertThat(jhdfRow(combined, "2", 7_433_332L)).isEqualTo(SparsePartWriter.row(total - 1));
        assertThat(jhdfRow(parts.resolve("part-m-00000.h5"), "0", BIG_ROWS - 1))
                .isEqualTo(SparsePartWriter.row(BIG_ROWS - 1));

        // h5py, as the trainers open it
        String got = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                k = len(f.keys())
                rows = [f[str(i)].shape[0] for i in range(k)]
                last = f[str(k - 1)][-1]
                print(k, sum(rows), f['0'].shape[1], int(f.attrs['num_rows']), int(last[0]), int(last[1]), int(last[-1]))
                p = h5py.File(sys.argv[2], 'r')['0']
                print(p.shape[0], int(p[-1][0]))
                """, combined.toString(), parts.resolve("part-m-00000.h5").toString());
        assertThat(got.lines().toList()).containsExactly(
                "3 22300000 101 22300000 22299999 -22299999 " + (1 + (total - 1) % 5),
                "21300000 21299999");
    }
}
