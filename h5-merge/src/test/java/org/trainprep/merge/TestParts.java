package org.trainprep.merge;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.trainprep.core.h5.ConsumerChannel;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.TrainerFileWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reducer-like parts whose rows can be told apart: column 0 counts up from a given first value. */
public final class TestParts {

    public static final int SEQ_LEN = 3;

    private TestParts() {
    }

    public static TrainerFileAttributes attrs(String sha, String labels, long rows, String source) {
        return new TrainerFileAttributes(20, SEQ_LEN, 1, 2, labels, rows, sha, List.of(source), "test");
    }

    /** Writes {@code rows} rows of {@code width} int32 values, [first, first+1, ...] in column 0. */
    public static Path write(Path file, int first, int rows, TrainerFileAttributes a, int width) throws IOException {
        Files.createDirectories(file.getParent());
        try (RowSpool s = new RowSpool(file.getParent(), width, ElementType.INT32);
             TrainerFileWriter w = TrainerFileWriter.create(file)) {
            int[] row = new int[width];
            for (int i = 0; i < rows; i++) {
                row[0] = first + i;
                row[width - 1] = 1 + (first + i) % 5;
                s.add(row);
            }
            w.attributes(a.withNumRows(rows)).addDataset("0", s);
        }
        return file;
    }

    /** Three parts under {@code dir}: 5 rows from 0, an empty one, 7 rows from 200 (sources file:/a, file:/b). */
    public static List<Path> three(Path dir) throws IOException {
        return List.of(
                write(dir.resolve("part-r-00000.h5"), 0, 5, attrs("aa", "five-class", 5, "file:/a"), SEQ_LEN + 1),
                write(dir.resolve("part-r-00001.h5"), 100, 0, attrs("aa", "five-class", 0, "file:/a"), SEQ_LEN + 1),
                write(dir.resolve("part-r-00002.h5"), 200, 7, attrs("aa", "five-class", 7, "file:/b"), SEQ_LEN + 1));
    }

    /**
     * Writes {@code rows} rows a review file may hold (n_vocab 20): token ids 3..19 counting up
     * from {@code first}, then padding (1), the label 1..5 last.
     */
    public static Path writeValid(Path file, int first, int rows, TrainerFileAttributes a) throws IOException {
        Files.createDirectories(file.getParent());
        try (RowSpool s = new RowSpool(file.getParent(), SEQ_LEN + 1, ElementType.INT32);
             TrainerFileWriter w = TrainerFileWriter.create(file)) {
            for (int i = 0; i < rows; i++) {
                int token = 3 + (first + i) % 17;
                s.add(new int[]{token, token, 1, 1 + (first + i) % 5});
            }
            w.attributes(a.withNumRows(rows)).addDataset("0", s);
        }
        return file;
    }

    public static List<Integer> firstColumn(Path file) throws IOException {
        List<Integer> out = new ArrayList<>();
        try (TrainerFileReader r = TrainerFileReader.open(file)) {
            for (TrainerFileReader.Shard s : r.shards()) {
                for (int[] row : r.readIntRows(s, 0, (int) s.rows())) {
                    out.add(row[0]);
                }
            }
        }
        return out;
    }

    /**
     * Shape and SHA-256 of every shard's rows, read as raw bytes in bounded memory: equal digests
     * mean identical rows in identical shards, however large the file.
     */
    public static List<String> shardDigests(TrainerFileReader r) throws IOException {
        List<String> out = new ArrayList<>();
        for (TrainerFileReader.Shard s : r.shards()) {
            MessageDigest sha;
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
            r.copyRows(s, 0, s.rows(), new ConsumerChannel(sha::update));
            out.add(s.name() + " " + s.rows() + "x" + s.columns() + " " + s.type().id() + " "
                    + HexFormat.of().formatHex(sha.digest()));
        }
        return out;
    }

    public static List<String> shardDigests(Path file) throws IOException {
        try (TrainerFileReader r = TrainerFileReader.open(file)) {
            return shardDigests(r);
        }
    }
}
