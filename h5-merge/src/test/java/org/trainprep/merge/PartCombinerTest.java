package org.trainprep.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.TrainerFileWriter;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The merge on local files: part order, balanced shards, the trainers' indexing, the manifest, parts that disagree. */
class PartCombinerTest {

    static final int SEQ_LEN = TestParts.SEQ_LEN;

    @TempDir
    Path tmp;

    static TrainerFileAttributes attrs(String sha, String labels, long rows, String source) {
        return TestParts.attrs(sha, labels, rows, source);
    }

    Path part(String name, int first, int rows, TrainerFileAttributes a, int width) throws IOException {
        return TestParts.write(tmp.resolve("parts").resolve(name), first, rows, a, width);
    }

    List<Path> threeParts() throws java.io.IOException {
        return TestParts.three(tmp.resolve("parts"));
    }

    static List<Integer> firstColumn(Path file) throws IOException {
        return TestParts.firstColumn(file);
    }

    @Test
    void mergesInPartOrderIntoBalancedShards() throws IOException {
        Path out = tmp.resolve("combined.h5");
        CombineResult r = new PartCombiner(ReviewsFileType.INSTANCE).combine(threeParts(), out, 0);
        assertThat(r.plan().shardRows()).containsExactly(4L, 4L, 4L);
        assertThat(firstColumn(out)).containsExactly(0, 1, 2, 3, 4, 200, 201, 202, 203, 204, 205, 206);
        try (TrainerFileReader rd = TrainerFileReader.open(out)) {
            assertThat(rd.shards()).extracting(TrainerFileReader.Shard::rows).containsExactly(4L, 4L, 4L);
            TrainerFileAttributes a = rd.attributes();
            assertThat(a.numRows()).isEqualTo(12);
            assertThat(a.source()).containsExactly("file:/a", "file:/b");
            assertThat(a.createdBy()).startsWith("trainprep ");
        }
    }

    @Test
    void explicitShardCount() throws IOException {
        Path out = tmp.resolve("c.h5");
        CombineResult r = new PartCombiner(ReviewsFileType.INSTANCE).combine(threeParts(), out, 5);
        assertThat(r.plan().shardRows()).containsExactly(3L, 3L, 2L, 2L, 2L);
        assertThat(r.plan().rowsUnreadByLoader()).isEqualTo(3);
        assertThat(firstColumn(out)).hasSize(12).startsWith(0, 1, 2, 3, 4, 200);
    }

    @Test
    void theTrainersLoaderReadsEveryPromisedItem() throws IOException {
        Path out = tmp.resolve("c.h5");
        new PartCombiner(ReviewsFileType.INSTANCE).combine(threeParts(), out, 5);
        // The trainers' indexing, unchanged: len = k * min - 1; item i = shard i // min, row i % min.
        String printed = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                k = len(f.keys())
                m = min(f[str(i)].shape[0] for i in range(k))
                n = k * m - 1
                items = [int(f[str(i // m)][i % m][0]) for i in range(n)]
                print(n, items)
                """, out.toString());
        assertThat(printed.strip()).isEqualTo("9 [0, 1, 3, 4, 201, 202, 203, 204, 205]");
    }

    @Test
    void manifestDescribesTheFile() throws IOException {
        Path out = tmp.resolve("c.h5");
        CombineResult r = new PartCombiner(ReviewsFileType.INSTANCE).combine(threeParts(), out, 2);
        JsonNode m = new ObjectMapper().readTree(Manifest.toJson(ReviewsFileType.INSTANCE, r, "c.h5"));
        assertThat(m.get("num_rows").asLong()).isEqualTo(12);
        assertThat(m.get("shards").get(1).get("rows").asLong()).isEqualTo(6);
        assertThat(m.get("rows_unread_by_loader").asLong()).isEqualTo(1);
        assertThat(m.get("dtype").asText()).isEqualTo("int32");
        assertThat(m.get("row_width").asInt()).isEqualTo(SEQ_LEN + 1);
        assertThat(m.get("parts")).hasSize(3);
    }

    @Test
    void refusesPartsThatDisagree() throws IOException {
        Path a = part("a.h5", 0, 2, attrs("aa", "five-class", 2, "x"), SEQ_LEN + 1);
        Path otherVocab = part("b.h5", 0, 2, attrs("bb", "five-class", 2, "x"), SEQ_LEN + 1);
        Path otherLabels = part("c.h5", 0, 2, attrs("aa", "binary", 2, "x"), SEQ_LEN + 1);
        Path otherWidth = part("d.h5", 0, 2, attrs("aa", "five-class", 2, "x"), SEQ_LEN + 2);
        Path out = tmp.resolve("out.h5");
        PartCombiner c = new PartCombiner(ReviewsFileType.INSTANCE);
        assertThatThrownBy(() -> c.combine(List.of(a, otherVocab), out, 0)).hasMessageContaining("vocab_sha256");
        assertThatThrownBy(() -> c.combine(List.of(a, otherLabels), out, 0)).hasMessageContaining("label_scheme");
        assertThatThrownBy(() -> c.combine(List.of(a, otherWidth), out, 0)).hasMessageContaining("row width");
        assertThatThrownBy(() -> c.combine(List.of(), out, 0)).hasMessageContaining("no HDF5 parts");
        Path int64 = tmp.resolve("parts/e.h5");
        try (RowSpool sp = new RowSpool(tmp, SEQ_LEN + 1, ElementType.INT64); TrainerFileWriter w = TrainerFileWriter.create(int64)) {
            sp.add(new int[]{1, 2, 3, 4});
            w.attributes(attrs("aa", "five-class", 1, "x")).addDataset("0", sp);
        }
        assertThatThrownBy(() -> c.combine(List.of(a, int64), out, 0)).hasMessageContaining("dtype")
                .hasMessageContaining("int32").hasMessageContaining("int64");
        assertThat(out).doesNotExist();
    }
}
