package org.trainprep.core.h5;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TrainerFileRoundTripTest {

    @TempDir
    Path tmp;

    static final TrainerFileAttributes ATTRS = new TrainerFileAttributes(10003, 3, 1, 2, "five-class", 5,
            "ab".repeat(32), List.of("file:/in/a.json", "file:/in/b.json"), "trainprep test");

    private Path writeSample(Path file) throws IOException {
        try (RowSpool s0 = new RowSpool(tmp, 4, ElementType.INT32);
             RowSpool s1 = new RowSpool(tmp, 4, ElementType.INT32);
             TrainerFileWriter w = TrainerFileWriter.create(file)) {
            s0.add(new int[]{3, 4, 1, 5});
            s0.add(new int[]{5, 2, 1, 1});
            s0.add(new int[]{-7, Integer.MAX_VALUE, Integer.MIN_VALUE, 2});
            s1.add(new int[]{6, 6, 6, 4});
            s1.add(new int[]{1, 1, 1, 3});
            w.attributes(ATTRS).addDataset("0", s0).addDataset("1", s1);
        }
        return file;
    }

    @Test
    void readsBackWithOurReader() throws IOException {
        Path f = writeSample(tmp.resolve("t.h5"));
        try (TrainerFileReader r = TrainerFileReader.open(f)) {
            assertThat(r.shards()).extracting(TrainerFileReader.Shard::rows).containsExactly(3L, 2L);
            assertThat(r.attributes()).isEqualTo(ATTRS);
            assertThat(r.readIntRows(r.shards().get(0), 0, 3))
                    .isDeepEqualTo(new int[][]{{3, 4, 1, 5}, {5, 2, 1, 1}, {-7, Integer.MAX_VALUE, Integer.MIN_VALUE, 2}});
            assertThat(r.readIntRows(r.shards().get(1), 1, 1)).isDeepEqualTo(new int[][]{{1, 1, 1, 3}});
        }
    }

    @Test
    void h5pyReadsShapesDtypeValuesAndAttributes() throws IOException {
        Path f = writeSample(tmp.resolve("t.h5"));
        String out = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                print(sorted(f.keys()))
                print(f['0'].shape, f['0'].dtype, f['0'].dtype.byteorder in '<=', f['1'].shape)
                print(f['0'][2].tolist(), f['1'][0].tolist())
                a = f.attrs
                v = lambda k: a[k].decode() if isinstance(a[k], bytes) else a[k]
                print(int(a['n_vocab']), int(a['seq_len']), int(a['pad_id']), int(a['unk_id']), int(a['num_rows']))
                print(v('label_scheme'), v('vocab_sha256')[:4], repr(v('source')), v('created_by'))
                """, f.toString());
        assertThat(out.lines().toList()).containsExactly(
                "['0', '1']",
                "(3, 4) int32 True (2, 4)",
                "[-7, 2147483647, -2147483648, 2] [6, 6, 6, 4]",
                "10003 3 1 2 5",
                "five-class abab 'file:/in/a.json\\nfile:/in/b.json' trainprep test");
    }

    @Test
    void h5dumpReadsTheFile() throws IOException {
        Path f = writeSample(tmp.resolve("t.h5"));
        String out = Interop.h5dump("-d", "/1", f.toString());
        assertThat(out).contains("H5T_STD_I32LE").contains("( 2, 4 )").contains("6, 6, 6, 4");
    }

    @Test
    void overwritingALargerFileTruncatesIt() throws IOException {
        Path f = tmp.resolve("t.h5");
        Files.write(f, new byte[1 << 20]);
        writeSample(f);
        assertThat(Files.size(f)).isLessThan(1 << 16);
        try (TrainerFileReader r = TrainerFileReader.open(f)) {
            assertThat(r.totalRows()).isEqualTo(5);
        }
    }

    @Test
    void emptyDatasetIsReadable() throws IOException {
        Path f = tmp.resolve("empty.h5");
        try (RowSpool s = new RowSpool(tmp, 3, ElementType.INT32); TrainerFileWriter w = TrainerFileWriter.create(f)) {
            w.attributes(ATTRS.withNumRows(0)).addDataset("0", s);
        }
        try (TrainerFileReader r = TrainerFileReader.open(f)) {
            assertThat(r.totalRows()).isZero();
        }
        assertThat(Interop.python("import sys,h5py; print(h5py.File(sys.argv[1])['0'].shape)", f.toString()).strip())
                .isEqualTo("(0, 3)");
    }

    @Test
    void spoolFilesAreDeletedOnClose() throws IOException {
        writeSample(tmp.resolve("t.h5"));
        try (var files = Files.list(tmp)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("t.h5");
        }
    }

    @Test
    void truncatedOrGarbageFilesAreRejectedWithTheirName() throws IOException {
        Path f = writeSample(tmp.resolve("t.h5"));
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(raf.length() - 30);
        }
        assertThatThrownBy(() -> TrainerFileReader.open(f)).isInstanceOf(InvalidTrainerFileException.class)
                .hasMessageContaining("t.h5").hasMessageContaining("truncated");
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(raf.length() / 2);
        }
        assertThatThrownBy(() -> TrainerFileReader.open(f)).isInstanceOf(InvalidTrainerFileException.class)
                .hasMessageContaining("t.h5");
        Path junk = tmp.resolve("junk.h5");
        Files.writeString(junk, "not hdf5 at all");
        assertThatThrownBy(() -> TrainerFileReader.open(junk)).isInstanceOf(InvalidTrainerFileException.class)
                .hasMessageContaining("junk.h5");
    }

    @Test
    void namesWithSlashesAndHugeAttributesAreRefused() throws IOException {
        try (TrainerFileWriter w = TrainerFileWriter.create(tmp.resolve("x.h5"))) {
            assertThatThrownBy(() -> w.addDataset("a/b", new RowSpool(tmp, 1, ElementType.INT32)))
                    .hasMessageContaining("'/'");
            assertThatThrownBy(() -> w.attribute("big", "x".repeat(70_000))).hasMessageContaining("64 KiB");
        }
    }

    @Test
    void aVeryLongSourceListIsShortenedForTheAttribute() {
        List<String> many = java.util.stream.IntStream.range(0, 5000).mapToObj(i -> "s3://bucket/raw/part-" + i + ".json.gz").toList();
        String attr = TrainerFileAttributes.sourceAttribute(many);
        assertThat(attr.length()).isLessThan(TrainerFileAttributes.MAX_SOURCE_ATTRIBUTE_BYTES);
        assertThat(attr).startsWith("s3://bucket/raw/part-0.json.gz\n").contains("more (the run's manifest.json lists them all)");
        // read back from a part and cut again by the combiner: the same attribute, not "... and 1 more"
        List<String> readBack = List.of(attr.split("\n"));
        String named = readBack.get(readBack.size() - 2);
        assertThat(attr).endsWith("\n... and " + (5000 - 1 - Integer.parseInt(named.replaceAll(".*part-(\\d+).*", "$1")))
                + " more (the run's manifest.json lists them all)");
        assertThat(TrainerFileAttributes.sourceAttribute(readBack)).isEqualTo(attr);
        assertThat(TrainerFileAttributes.sourceAttribute(List.of("a", "b"))).isEqualTo("a\nb");
    }
}
