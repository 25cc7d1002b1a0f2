package org.trainprep.core.h5;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HeaderFirstFileTest {

    @TempDir
    Path tmp;

    static final TrainerFileAttributes ATTRS = new TrainerFileAttributes(10003, 3, 1, 2, "five-class", 5,
            "ab".repeat(32), List.of("file:/in/a.json"), "trainprep test");

    /** Writes the header, then rows whose values are (global row * 10 + column), front to back. */
    private static Path write(HeaderFirstFile f, Path file, long totalRows, int columns) throws IOException {
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            f.writeHeader(out);
            assertThat(out.position()).isEqualTo(f.dataOffset());
            ByteBuffer row = ByteBuffer.allocate(columns * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (long r = 0; r < totalRows; r++) {
                row.clear();
                for (int c = 0; c < columns; c++) {
                    row.putInt((int) (r * 10 + c));
                }
                row.flip();
                out.write(row);
            }
            assertThat(out.position()).isEqualTo(f.size());
        }
        return file;
    }

    private static HeaderFirstFile sample(long minDataOffset) {
        return HeaderFirstFile.builder().attributes(ATTRS)
                .dataset("0", 3, 4, ElementType.INT32).dataset("1", 2, 4, ElementType.INT32)
                .minDataOffset(minDataOffset).build();
    }

    @Test
    void dataRegionIsContiguousInDatasetOrderAfterTheHeader() {
        HeaderFirstFile f = sample(0);
        assertThat(f.dataOffset()).isEqualTo(f.headerSize());
        assertThat(f.dataAddress(0)).isEqualTo(f.dataOffset());
        assertThat(f.dataAddress(1)).isEqualTo(f.dataOffset() + 3 * 16);
        assertThat(f.size()).isEqualTo(f.dataOffset() + 5 * 16);
        assertThat(f.dataBytes()).isEqualTo(80);
        assertThat(sample(5L << 20).dataOffset()).isEqualTo(5L << 20);
    }

    @Test
    void writtenFrontToBackItReadsBackWithOurReaderAndH5py() throws IOException {
        for (long min : new long[]{0, 1 << 20}) {
            HeaderFirstFile f = sample(min);
            Path file = write(f, tmp.resolve("f" + min + ".h5"), 5, 4);
            assertThat(Files.size(file)).isEqualTo(f.size());
            try (TrainerFileReader r = TrainerFileReader.open(file)) {
                assertThat(r.attributes()).isEqualTo(ATTRS);
                assertThat(r.shards()).extracting(TrainerFileReader.Shard::rows).containsExactly(3L, 2L);
                assertThat(r.readIntRows(r.shards().get(1), 1, 1)).isDeepEqualTo(new int[][]{{40, 41, 42, 43}});
            }
            String out = Interop.python("""
                    import sys, h5py
                    f = h5py.File(sys.argv[1], 'r')
                    print(sorted(f.keys()), f['0'].shape, f['0'].dtype, f['1'][1].tolist(), int(f.attrs['n_vocab']))
                    """, file.toString());
            assertThat(out.strip()).isEqualTo("['0', '1'] (3, 4) int32 [40, 41, 42, 43] 10003");
            assertThat(Interop.h5dump("-d", "/0", file.toString())).contains("( 3, 4 )").contains("20, 21, 22, 23");
        }
    }

    @Test
    void headerRegionServesHeaderBytesThenZeros() {
        HeaderFirstFile f = sample(4096);
        ByteBuffer all = f.headerRegion(0, 4096);
        ByteBuffer header = f.header();
        for (int i = 0; i < 4096; i++) {
            assertThat(all.get(i)).isEqualTo(i < f.headerSize() ? header.get(i) : (byte) 0);
        }
        assertThatThrownBy(() -> f.headerRegion(4000, 200)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void namesAndAttributesAreCheckedAsTheWriterDoes() {
        assertThatThrownBy(() -> HeaderFirstFile.builder().dataset("a/b", 1, 1, ElementType.INT32))
                .hasMessage("dataset 'a/b': add its group first");
        assertThatThrownBy(() -> HeaderFirstFile.builder().group("a", FileAttributes.of(java.util.Map.of()))
                .dataset("a/b/c", 1, 1, ElementType.INT32, false)).hasMessageContaining("'/'");
        assertThatThrownBy(() -> HeaderFirstFile.builder().dataset("0", 1, 1, ElementType.INT32)
                .dataset("0", 1, 1, ElementType.INT32)).hasMessageContaining("already added");
        assertThatThrownBy(() -> HeaderFirstFile.builder().attribute("big", "x".repeat(70_000)))
                .hasMessageContaining("64 KiB");
    }
}
