package org.trainprep.hadoop.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumException;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.compress.DefaultCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.PassResult;
import org.trainprep.hadoop.LocalFiles;

import java.io.RandomAccessFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A dataset's files read back through {@link ReadAhead} on the checksummed local file system:
 * every record as written, plain or block-compressed, records smaller and larger than the read-ahead
 * buffer and across its edges; a damaged byte still fails the read.
 */
class DatasetFilesTest {

    @TempDir
    java.nio.file.Path tmp;

    private final Configuration conf = new Configuration();

    /** Records of 0 bytes to three read-ahead buffers, most small, seeded. */
    private static List<byte[][]> records(int n) {
        Random random = new Random(7);
        List<byte[][]> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int valueBytes = i % 97 == 0 ? random.nextInt(3 * DatasetFiles.READ_AHEAD_BYTES) : random.nextInt(700);
            byte[] key = new byte[random.nextInt(40)];
            byte[] value = new byte[valueBytes];
            random.nextBytes(key);
            random.nextBytes(value);
            records.add(new byte[][] {key, value});
        }
        return records;
    }

    private void write(Path file, List<byte[][]> records, SequenceFile.CompressionType compression) throws Exception {
        LocalFileSystem fs = FileSystem.getLocal(conf);
        try (FSDataOutputStream stream = fs.create(file);
             SequenceFile.Writer w = SequenceFile.createWriter(conf, SequenceFile.Writer.stream(stream),
                     SequenceFile.Writer.keyClass(BytesWritable.class), SequenceFile.Writer.valueClass(BytesWritable.class),
                     compression == SequenceFile.CompressionType.NONE
                             ? SequenceFile.Writer.compression(compression)
                             : SequenceFile.Writer.compression(compression, new DefaultCodec()))) {
            for (byte[][] r : records) {
                w.append(new BytesWritable(r[0]), new BytesWritable(r[1]));
            }
        }
    }

    private List<byte[][]> readAll(PassResult.DatasetRef ref, int partition) throws Exception {
        List<byte[][]> read = new ArrayList<>();
        try (PassResult.Records r = DatasetFiles.read(conf, ref, partition)) {
            while (r.hasNext()) {
                PassResult.Record record = r.next();
                read.add(new byte[][] {record.key(), record.value()});
            }
        }
        return read;
    }

    @Test
    void everyRecordComesBackAsWrittenPlainOrCompressedAndAMissingPartitionIsEmpty() throws Exception {
        Path folder = LocalFiles.hadoop(tmp.resolve("records"));
        List<byte[][]> plain = records(6_000);
        List<byte[][]> compressed = records(2_000);
        write(new Path(folder, CommittedTaskOutput.datasetFile(0)), plain, SequenceFile.CompressionType.NONE);
        write(new Path(folder, CommittedTaskOutput.datasetFile(2)), compressed, SequenceFile.CompressionType.BLOCK);
        PassResult.DatasetRef ref = new PassResult.DatasetRef(folder.toString(), 3);

        assertSame(readAll(ref, 0), plain);
        assertThat(readAll(ref, 1)).isEmpty();
        assertSame(readAll(ref, 2), compressed);
        List<byte[][]> both = new ArrayList<>(plain);
        both.addAll(compressed);
        assertSame(readAll(ref, -1), both);
        assertThat(DatasetFiles.open(conf, new Path(folder, CommittedTaskOutput.datasetFile(1)))).isNull();
    }

    private static void assertSame(List<byte[][]> read, List<byte[][]> written) {
        assertThat(read).hasSameSizeAs(written);
        for (int i = 0; i < written.size(); i++) {
            assertThat(read.get(i)[0]).as("key %d", i).isEqualTo(written.get(i)[0]);
            assertThat(read.get(i)[1]).as("value %d", i).isEqualTo(written.get(i)[1]);
        }
    }

    @Test
    void aDamagedByteStillFailsTheReadAsItsChecksumSays() throws Exception {
        Path folder = LocalFiles.hadoop(tmp.resolve("damaged"));
        Path file = new Path(folder, CommittedTaskOutput.datasetFile(0));
        write(file, records(3_000), SequenceFile.CompressionType.NONE);
        java.nio.file.Path local = tmp.resolve("damaged").resolve(CommittedTaskOutput.datasetFile(0));
        try (RandomAccessFile f = new RandomAccessFile(local.toFile(), "rw")) {
            long at = f.length() * 2 / 3;
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x5a);
        }
        PassResult.DatasetRef ref = new PassResult.DatasetRef(folder.toString(), 1);
        assertThatThrownBy(() -> readAll(ref, 0)).hasRootCauseInstanceOf(ChecksumException.class);
    }

    @Test
    void aFileThatIsNoDatasetIsNamedInTheError() throws Exception {
        java.nio.file.Path local = tmp.resolve("notes");
        java.nio.file.Files.createDirectories(local);
        Path file = LocalFiles.hadoop(local.resolve(CommittedTaskOutput.datasetFile(0)));
        try (FSDataOutputStream out = FileSystem.getLocal(conf).create(file)) {
            out.write("not a sequence file at all\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        assertThatThrownBy(() -> DatasetFiles.open(conf, file)).isInstanceOf(java.io.IOException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("not a SequenceFile");
    }

    @Test
    void readsAndSeeksAnywhereGiveTheFilesBytesAndPosition() throws Exception {
        byte[] bytes = new byte[1 << 20];
        Random random = new Random(11);
        random.nextBytes(bytes);
        Path file = LocalFiles.hadoop(tmp.resolve("bytes"));
        LocalFileSystem fs = FileSystem.getLocal(conf);
        try (FSDataOutputStream out = fs.create(file)) {
            out.write(bytes);
        }
        try (FSDataInputStream in = new FSDataInputStream(new ReadAhead(fs.open(file), 4096))) {
            long pos = 0;
            for (int step = 0; step < 5_000; step++) {
                switch (random.nextInt(4)) {
                    case 0 -> {
                        int b = in.read();
                        assertThat(b).isEqualTo(pos < bytes.length ? bytes[(int) pos] & 0xff : -1);
                        pos = Math.min(pos + 1, bytes.length);
                    }
                    case 1 -> {
                        byte[] b = new byte[random.nextInt(3 * 4096)];
                        int n = in.read(b, 0, b.length);
                        if (pos == bytes.length) {
                            assertThat(n).isIn(-1, 0);
                        } else {
                            assertThat(n).isPositive();
                            assertThat(Arrays.copyOf(b, n)).isEqualTo(Arrays.copyOfRange(bytes, (int) pos, (int) pos + n));
                            pos += n;
                        }
                    }
                    case 2 -> {
                        // near where it is (inside the buffer, mostly) or anywhere
                        pos = random.nextBoolean() ? Math.max(0, Math.min(bytes.length, pos + random.nextInt(8192) - 4096))
                                : random.nextInt(bytes.length + 1);
                        in.seek(pos);
                    }
                    default -> {
                        byte[] b = new byte[random.nextInt(100)];
                        long at = random.nextInt(bytes.length - b.length);
                        in.readFully(at, b);
                        assertThat(b).isEqualTo(Arrays.copyOfRange(bytes, (int) at, (int) at + b.length));
                    }
                }
                assertThat(in.getPos()).isEqualTo(pos);
            }
        }
    }
}
