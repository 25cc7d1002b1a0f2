package org.trainprep.combiner;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.LocalFileSource;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.h5.MatrixSource;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.TrainerFileWriter;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * Merges local HDF5 parts (each holding shard datasets {@code "0".."n-1"}) into one trainer
 * file with {@code k} balanced shards. Rows keep their order: part by part (in the order given),
 * shard by shard, and are cut into consecutive ranges.
 *
 * <p>Streams: rows are copied as raw bytes from part to output while the output is written, so
 * memory does not grow with the data. All parts are validated before anything is written. Parts
 * may live anywhere a {@link RandomAccessSource} reaches (local disk, HDFS, S3); the output is a
 * local file that the caller publishes.
 */
public final class PartCombiner {

    /** Merges local parts into {@code output}; see {@link OpenParts#writeTo}. */
    public CombineResult combine(List<Path> parts, Path output, int shards) throws IOException {
        List<RandomAccessSource> sources = new ArrayList<>();
        try {
            for (Path p : parts) {
                sources.add(new LocalFileSource(p));
            }
        } catch (IOException e) {
            closeAll(sources);
            throw new IncompatiblePartsException("cannot read part " + e.getMessage());
        }
        try (OpenParts open = open(sources)) {
            return open.writeTo(output, shards);
        }
    }

    /**
     * Opens and validates every part (wherever it lives) before anything is written, so a
     * corrupt, truncated or mismatched part fails the merge up front. Takes ownership of the
     * sources: they are closed with the returned {@link OpenParts}, or here if validation fails.
     */
    public OpenParts open(List<? extends RandomAccessSource> parts) throws IOException {
        if (parts.isEmpty()) {
            throw new IncompatiblePartsException("no HDF5 parts to combine");
        }
        List<RandomAccessSource> unopened = new ArrayList<>(parts);
        List<TrainerFileReader> readers = new ArrayList<>();
        try {
            for (int i = 0; i < unopened.size(); i++) {
                RandomAccessSource part = unopened.set(i, null); // the reader owns it now, even when opening fails
                readers.add(TrainerFileReader.open(part));
            }
            return new OpenParts(readers, check(readers));
        } catch (IOException | RuntimeException e) {
            for (TrainerFileReader r : readers) {
                r.close();
            }
            closeAll(unopened);
            throw e;
        }
    }

    /** Validated parts, ready to be merged. */
    public static final class OpenParts implements Closeable {
        private final List<TrainerFileReader> readers;
        private final Checked checked;

        private OpenParts(List<TrainerFileReader> readers, Checked checked) {
            this.readers = readers;
            this.checked = checked;
        }

        /** The attributes the parts share; {@code num_rows} and {@code source} are those of the first part. */
        public TrainerFileAttributes attributes() {
            return checked.attributes;
        }

        /**
         * Writes the merged local file.
         *
         * @param shards k, or 0 for one shard per part (the layout of the original combined file)
         */
        public CombineResult writeTo(Path output, int shards) throws IOException {
            ShardPlan plan = ShardPlan.balanced(checked.totalRows, shards > 0 ? shards : readers.size());
            TrainerFileAttributes a = checked.attributes;
            TrainerFileAttributes attrs = new TrainerFileAttributes(a.nVocab(), a.seqLen(), a.padId(), a.unkId(),
                    a.labelScheme(), checked.totalRows, a.vocabSha256(), checked.sources, ProjectInfo.createdBy());
            try (TrainerFileWriter w = TrainerFileWriter.create(output)) {
                w.attributes(attrs);
                for (int i = 0; i < plan.shards(); i++) {
                    w.addDataset(Integer.toString(i),
                            new RangeSource(readers, plan.start(i), plan.shardRows().get(i), checked.columns, checked.type));
                }
            }
            List<String> names = readers.stream().map(TrainerFileReader::fileName).toList();
            return new CombineResult(output, attrs, checked.type.id(), checked.columns, plan, names);
        }

        @Override
        public void close() throws IOException {
            for (TrainerFileReader r : readers) {
                r.close();
            }
        }
    }

    private static void closeAll(List<? extends RandomAccessSource> sources) throws IOException {
        for (RandomAccessSource s : sources) {
            if (s != null) {
                s.close();
            }
        }
    }

    private record Checked(TrainerFileAttributes attributes, int columns, ElementType type, long totalRows,
                           List<String> sources) {
    }

    private static Checked check(List<TrainerFileReader> readers) throws IOException {
        TrainerFileReader first = readers.get(0);
        TrainerFileAttributes a0 = first.attributes();
        TrainerFileReader.Shard s0 = first.shards().get(0);
        long total = 0;
        LinkedHashSet<String> sources = new LinkedHashSet<>();
        for (TrainerFileReader r : readers) {
            TrainerFileAttributes a = r.attributes();
            mustMatch("vocab_sha256", a0.vocabSha256(), a.vocabSha256(), first, r);
            mustMatch("label_scheme", a0.labelScheme(), a.labelScheme(), first, r);
            mustMatch("seq_len", a0.seqLen(), a.seqLen(), first, r);
            mustMatch("n_vocab", a0.nVocab(), a.nVocab(), first, r);
            mustMatch("pad_id", a0.padId(), a.padId(), first, r);
            mustMatch("unk_id", a0.unkId(), a.unkId(), first, r);
            for (TrainerFileReader.Shard s : r.shards()) {
                mustMatch("row width", s0.columns(), s.columns(), first, r);
                mustMatch("dtype", s0.type().id(), s.type().id(), first, r);
                total += s.rows();
            }
            if (a.seqLen() + 1 != s0.columns()) {
                throw new IncompatiblePartsException(r.name() + ": rows are " + s0.columns()
                        + " wide but seq_len " + a.seqLen() + " needs " + (a.seqLen() + 1));
            }
            sources.addAll(a.source());
        }
        return new Checked(a0, s0.columns(), s0.type(), total, new ArrayList<>(sources));
    }

    private static void mustMatch(String what, Object expected, Object actual, TrainerFileReader first,
                                  TrainerFileReader other) throws IncompatiblePartsException {
        if (!Objects.equals(expected, actual)) {
            throw new IncompatiblePartsException("parts disagree on " + what + ": " + first.fileName()
                    + " has " + expected + ", " + other.fileName() + " has " + actual);
        }
    }

    /** Global rows [start, start+rows) of the concatenated parts, copied as raw bytes. */
    private record RangeSource(List<TrainerFileReader> readers, long start, long rows, int columns, ElementType type)
            implements MatrixSource {

        @Override
        public void writeTo(FileChannel out) throws IOException {
            long offset = 0; // global index of the first row of the current shard dataset
            long end = start + rows;
            for (TrainerFileReader r : readers) {
                for (TrainerFileReader.Shard s : r.shards()) {
                    long from = Math.max(start, offset);
                    long to = Math.min(end, offset + s.rows());
                    if (from < to) {
                        r.copyRows(s, from - offset, to - from, out);
                    }
                    offset += s.rows();
                    if (offset >= end) {
                        return;
                    }
                }
            }
        }
    }
}
