package org.trainprep.combiner;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.MatrixSource;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.TrainerFileWriter;

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
 * memory does not grow with the data. All parts are validated before anything is written.
 */
public final class PartCombiner {

    /**
     * @param shards k, or 0 for one shard per part (the layout of the original combined file)
     */
    public CombineResult combine(List<Path> parts, Path output, int shards) throws IOException {
        if (parts.isEmpty()) {
            throw new IncompatiblePartsException("no HDF5 parts to combine");
        }
        List<TrainerFileReader> readers = new ArrayList<>();
        try {
            for (Path p : parts) {
                readers.add(TrainerFileReader.open(p));
            }
            Checked checked = check(readers);
            ShardPlan plan = ShardPlan.balanced(checked.totalRows, shards > 0 ? shards : parts.size());
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
            List<String> names = parts.stream().map(p -> p.getFileName().toString()).toList();
            return new CombineResult(output, attrs, checked.type.id(), checked.columns, plan, names);
        } finally {
            for (TrainerFileReader r : readers) {
                r.close();
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
                throw new IncompatiblePartsException(r.path() + ": rows are " + s0.columns()
                        + " wide but seq_len " + a.seqLen() + " needs " + (a.seqLen() + 1));
            }
            sources.addAll(a.source());
        }
        return new Checked(a0, s0.columns(), s0.type(), total, new ArrayList<>(sources));
    }

    private static void mustMatch(String what, Object expected, Object actual, TrainerFileReader first,
                                  TrainerFileReader other) throws IncompatiblePartsException {
        if (!Objects.equals(expected, actual)) {
            throw new IncompatiblePartsException("parts disagree on " + what + ": " + first.path().getFileName()
                    + " has " + expected + ", " + other.path().getFileName() + " has " + actual);
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
