package org.trainprep.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jhdf.HdfFile;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.PartDatasets;
import org.trainprep.core.h5.TextOutput;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Parts that merge dataset by dataset ({@link MatrixFileType.Merging#DATASETS}), with a test-only
 * type of two groups, each a matrix and a vector: every path concatenated in part name order around
 * the header the type lays out, the whole file digested, text outputs rendered from the parts, and
 * parts that do not belong together refused by name before anything is written.
 */
class DatasetMergeTest {

    @TempDir
    Path tmp;

    /** Groups {@code a/} and {@code b/}, each {@code m} int8 [n, 2] and {@code v} int8 [n]. */
    private static final class PairsType implements MatrixFileType {
        private final boolean text;

        PairsType(boolean text) {
            this.text = text;
        }

        @Override
        public String format() {
            return "test-pairs";
        }

        @Override
        public Merging merging() {
            return Merging.DATASETS;
        }

        @Override
        public List<String> sharedAttributes() {
            return List.of("run");
        }

        @Override
        public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
            return columns > 2 ? Optional.of("wider than a pair") : Optional.empty();
        }

        @Override
        public String fileName(FileAttributes attributes) {
            return "pairs.h5";
        }

        @Override
        public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> sources(FileAttributes attributes) {
            return List.of();
        }

        @Override
        public Map<String, Object> manifestFields(FileAttributes merged) {
            return Map.of("run", merged.get("run"));
        }

        @Override
        public HeaderFirstFile concatenated(List<FileAttributes> parts, List<HeaderFirstFile.Dataset> datasets) {
            Map<String, Long> rows = new LinkedHashMap<>();
            datasets.forEach(d -> rows.put(d.name(), d.rows()));
            return layout(parts.get(0).get("run").toString(), rows.get("a/m"), rows.get("b/m"));
        }

        @Override
        public boolean wholeFileDigest() {
            return true;
        }

        @Override
        public List<TextOutput> textOutputs(FileAttributes first) {
            if (!text) {
                return List.of();
            }
            return List.of(new TextOutput() {
                @Override
                public String name() {
                    return "a.txt";
                }

                @Override
                public void write(List<? extends PartDatasets> parts, OutputStream out) throws IOException {
                    for (PartDatasets p : parts) {
                        try (InputStream m = p.open("a/m")) {
                            byte[] b = m.readAllBytes();
                            assertThat((long) b.length).isEqualTo(2 * p.rows("a/m"));
                            for (int i = 0; i < b.length; i += 2) {
                                out.write((b[i] + "," + b[i + 1] + "\n").getBytes(StandardCharsets.US_ASCII));
                            }
                        }
                    }
                }
            });
        }
    }

    private static HeaderFirstFile layout(String run, long aRows, long bRows) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("run", run);
        root.put("num_rows", aRows + bRows);
        HeaderFirstFile.Builder h = HeaderFirstFile.builder().attributes(FileAttributes.of(root));
        h.group("a", FileAttributes.of(Map.of("num_rows", aRows)));
        h.dataset("a/m", aRows, 2, ElementType.INT8, false);
        h.dataset("a/v", aRows, 1, ElementType.INT8, true);
        h.group("b", FileAttributes.of(Map.of("num_rows", bRows)));
        h.dataset("b/m", bRows, 2, ElementType.INT8, false);
        h.dataset("b/v", bRows, 1, ElementType.INT8, true);
        return h.build();
    }

    /** A part whose rows count up from {@code first}: a/m rows (x, x+1), a/v x; b/m rows (-x, -x-1), b/v -x. */
    private static void part(Path file, String run, int first, int aRows, int bRows) throws IOException {
        HeaderFirstFile h = layout(run, aRows, bRows);
        Files.createDirectories(file.getParent());
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            h.writeHeader(out);
            ByteBuffer b = ByteBuffer.allocate(3 * (aRows + bRows));
            for (int i = 0; i < aRows; i++) {
                b.put((byte) (first + i)).put((byte) (first + i + 1));
            }
            for (int i = 0; i < aRows; i++) {
                b.put((byte) (first + i));
            }
            for (int i = 0; i < bRows; i++) {
                b.put((byte) -(first + i)).put((byte) -(first + i + 1));
            }
            for (int i = 0; i < bRows; i++) {
                b.put((byte) -(first + i));
            }
            out.write(b.flip());
        }
    }

    private MergeJob.Published<?> merge(Path parts, Path out, boolean text) throws Exception {
        Configuration conf = new Configuration();
        conf.set("fs.defaultFS", "file:///");
        try (HadoopStores stores = new HadoopStores(conf)) {
            return new MergeJob(stores, ProgressLog.silent()).runAny(new MergeJob.Request(new PairsType(text),
                    parts.toUri().toString(), out.toUri().toString(), null, 0, false), Map.of("run_id", "t-1"),
                    (target, fileUri, result) -> {
                    });
        }
    }

    private Path threeParts() throws IOException {
        Path dir = tmp.resolve("parts");
        // written out of name order, and the middle one with an empty group: name order is what counts
        part(dir.resolve("part-2.h5"), "r", 50, 2, 1);
        part(dir.resolve("part-0.h5"), "r", 10, 3, 2);
        part(dir.resolve("part-1.h5"), "r", 30, 1, 0);
        return dir;
    }

    private static List<Integer> column(HdfFile f, String path) {
        Object data = f.getDatasetByPath(path).getData();
        List<Integer> out = new ArrayList<>();
        if (data instanceof byte[] v) {
            for (byte x : v) {
                out.add((int) x);
            }
        } else {
            for (byte[] row : (byte[][]) data) {
                out.add((int) row[0]);
            }
        }
        return out;
    }

    @Test
    void everyPathIsItsPartsConcatenatedInNameOrderAroundTheTypesHeader() throws Exception {
        Path out = tmp.resolve("out");
        MergeJob.Published<?> p = merge(threeParts(), out, false);
        Path merged = out.resolve("pairs.h5");
        try (HdfFile f = new HdfFile(merged)) {
            assertThat(column(f, "a/m")).containsExactly(10, 11, 12, 30, 50, 51);
            assertThat(column(f, "a/v")).containsExactly(10, 11, 12, 30, 50, 51);
            assertThat(column(f, "b/m")).containsExactly(-10, -11, -50);
            assertThat(column(f, "b/v")).containsExactly(-10, -11, -50);
            assertThat(f.getAttribute("num_rows").getData()).isEqualTo(9L);
            assertThat(f.getChild("b").getAttribute("num_rows").getData()).isEqualTo(3L);
        }
        assertThat(p.result().numRows()).isEqualTo(9);
        JsonNode m = new ObjectMapper().readTree(out.resolve(Manifest.FILE_NAME).toFile());
        assertThat(m.path("file").asText()).isEqualTo("pairs.h5");
        assertThat(m.path("bytes").asLong()).isEqualTo(Files.size(merged));
        assertThat(m.path("sha256").asText()).isEqualTo(Sha256.of(merged));
        assertThat(m.path("format").asText()).isEqualTo("test-pairs");
        assertThat(m.path("run").asText()).isEqualTo("r");
        assertThat(m.path("parts").toString()).isEqualTo("[\"part-0.h5\",\"part-1.h5\",\"part-2.h5\"]");
        assertThat(m.path("run_id").asText()).isEqualTo("t-1");
        assertThat(m.has("files")).isFalse();
    }

    @Test
    void textOutputsAreRenderedFromThePartsInsteadOfTheFileAndEachIsDigested() throws Exception {
        Path out = tmp.resolve("text");
        merge(threeParts(), out, true);
        assertThat(out.resolve("pairs.h5")).doesNotExist();
        assertThat(Files.readString(out.resolve("a.txt"))).isEqualTo("10,11\n11,12\n12,13\n30,31\n50,51\n51,52\n");
        JsonNode m = new ObjectMapper().readTree(out.resolve(Manifest.FILE_NAME).toFile());
        assertThat(m.path("file").asText()).isEqualTo("a.txt");
        assertThat(m.path("files").path("a.txt").path("sha256").asText()).isEqualTo(Sha256.of(out.resolve("a.txt")));
        assertThat(m.path("files").path("a.txt").path("bytes").asLong()).isEqualTo(Files.size(out.resolve("a.txt")));
        assertThat(m.path("num_rows").asLong()).isEqualTo(9);
    }

    @Test
    void partsOfAnotherRunAreRefusedNamingTheAttributeAndNothingIsWritten() throws Exception {
        Path dir = threeParts();
        part(dir.resolve("part-3.h5"), "other", 0, 1, 1);
        Path out = tmp.resolve("refused");
        assertThatThrownBy(() -> merge(dir, out, false)).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("parts disagree on run: part-0.h5 has r, part-3.h5 has other");
        assertThat(out.resolve("pairs.h5")).doesNotExist();
        assertThat(out.resolve(Manifest.FILE_NAME)).doesNotExist();
    }

    @Test
    void aTruncatedPartIsNamedBeforeAnythingIsWritten() throws Exception {
        Path dir = threeParts();
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("part-1.h5").toFile(), "rw")) {
            f.setLength(f.length() - 2);
        }
        Path out = tmp.resolve("truncated");
        assertThatThrownBy(() -> merge(dir, out, false)).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("part-1.h5").hasMessageContaining("truncated");
        assertThat(out.resolve(Manifest.FILE_NAME)).doesNotExist();
    }

    @Test
    void theShardMergeRefusesATypeThatMergesByDataset() throws Exception {
        Configuration conf = new Configuration();
        conf.set("fs.defaultFS", "file:///");
        Path dir = threeParts();
        try (HadoopStores stores = new HadoopStores(conf)) {
            assertThatThrownBy(() -> new MergeJob(stores, ProgressLog.silent()).run(new MergeJob.Request(
                    new PairsType(false), dir.toUri().toString(), tmp.resolve("x").toUri().toString(), null, 0, false),
                    Map.of(), (t, u, r) -> {
                    })).hasMessageContaining("test-pairs");
        }
    }
}
