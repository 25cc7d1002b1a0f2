package org.trainprep.merge;

import org.trainprep.core.h5.MergedChecksums;
import org.trainprep.core.h5.ShardPlan;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.LocalFileSource;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.progress.TransferProgress;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Merges local HDF5 parts (each holding shard datasets {@code "0".."n-1"}) into one trainer
 * file with {@code k} balanced shards. Rows keep their order: part by part (in the order given),
 * shard by shard, and are cut into consecutive ranges.
 *
 * <p>Only the parts' headers are read to plan the merge: every size is known from them, so the
 * merged file's header is final before any data moves ({@link CombinedFile}), and a target writes
 * it front to back or composes it server-side. All parts are validated before anything is written.
 * Parts may live anywhere a {@link RandomAccessSource} reaches (local disk, HDFS, S3).
 */
public final class PartCombiner {

    private final MatrixFileType type;

    /**
     * @param type what the parts are: which attributes they share, how the merged file is named and
     *             described; null to take the type the parts' own attributes show
     *             ({@link DatasetTypes#ofPart})
     */
    public PartCombiner(MatrixFileType type) {
        this.type = type;
    }

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
            MatrixFileType type = this.type != null ? this.type : DatasetTypes.installed()
                    .ofPart(readers.get(0).fileAttributes()).orElseThrow(() -> new IncompatiblePartsException(
                            readers.get(0).fileName() + " is not a part of any installed dataset type ("
                                    + DatasetTypes.installed().described() + "): its attributes are "
                                    + readers.get(0).fileAttributes().values().keySet()));
            Checked checked = check(type, readers);
            Optional<String> warning = PartSet.check(readers);
            // merged in the run's partition order, whatever the files are called
            readers.sort(java.util.Comparator.comparingInt(r -> org.trainprep.core.h5.PartIdentity
                    .read(r.fileAttributes()).map(org.trainprep.core.h5.PartIdentity::index).orElse(0)));
            return new OpenParts(type, readers, checked, warning);
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
        private final MatrixFileType type;
        private final List<TrainerFileReader> readers;
        private final Checked checked;
        private final Optional<String> warning;

        private OpenParts(MatrixFileType type, List<TrainerFileReader> readers, Checked checked,
                          Optional<String> warning) {
            this.type = type;
            this.readers = readers;
            this.checked = checked;
            this.warning = warning;
        }

        /** What the merge cannot vouch for (parts without a run identity), to say once. */
        public Optional<String> warning() {
            return warning;
        }

        public MatrixFileType type() {
            return type;
        }

        /** The merged file's attributes (the shared ones, all rows, every part's sources). */
        public FileAttributes attributes() {
            return type.merged(checked.attributes, checked.totalRows, checked.sources);
        }

        /** The bytes of rows the merged file will hold. */
        public long dataBytes() {
            return checked.totalRows * checked.columns * checked.type.size();
        }

        /** A merge laid out and ready to be written, with what it will hold. */
        public record Merge(CombinedFile file, CombineResult result) {
        }

        /**
         * Lays out the merged file: the parts' rows in order (part by part, shard by shard) form one
         * data region, cut into {@code shards} balanced datasets, shard {@code s} starting at its first
         * row. Nothing is read or written but the parts' headers, already read, and for the shards'
         * checksums the partial checksum blocks where a shard boundary cuts a part ({@link MergedChecksums}).
         *
         * @param shards        k, or 0 for one shard per part (the layout of the original combined file)
         * @param minDataOffset see {@link CombineTarget#minDataOffset()}
         */
        public Merge plan(int shards, long minDataOffset) throws IOException {
            ShardPlan plan = ShardPlan.balanced(checked.totalRows, shards > 0 ? shards : readers.size());
            FileAttributes attrs = attributes();
            HeaderFirstFile.Builder layout = HeaderFirstFile.builder().attributes(attrs).minDataOffset(minDataOffset);
            for (int i = 0; i < plan.shards(); i++) {
                layout.dataset(Integer.toString(i), plan.shardRows().get(i), checked.columns, checked.type);
            }
            List<CombinedFile.Segment> segments = new ArrayList<>();
            for (TrainerFileReader r : readers) {
                for (TrainerFileReader.Shard s : r.shards()) {
                    if (s.rows() > 0) {
                        segments.add(new CombinedFile.Segment(r.source(), s.dataAddress(), s.rows() * s.rowBytes(),
                                r.fileName() + " dataset '" + s.name() + "'"));
                    }
                }
            }
            CombinedFile file = new CombinedFile(layout.build(), segments);
            List<String> names = readers.stream().map(TrainerFileReader::fileName).toList();
            return new Merge(file, new CombineResult(type.format(), attrs, checked.type.id(), checked.columns, plan, names, file.size(),
                    MergedChecksums.of(readers, plan)));
        }

        /** Writes the merged file to a local path, front to back. */
        public CombineResult writeTo(Path output, int shards) throws IOException {
            Merge merge = plan(shards, 0);
            Files.deleteIfExists(output);
            try (FileChannel out = FileChannel.open(output, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                merge.file().writeTo(out, TransferProgress.silent(merge.file().size()));
            }
            return merge.result();
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

    private record Checked(FileAttributes attributes, int columns, ElementType type, long totalRows,
                           List<String> sources) {
    }

    private static Checked check(MatrixFileType type, List<TrainerFileReader> readers) throws IOException {
        TrainerFileReader first = readers.get(0);
        FileAttributes a0 = first.fileAttributes();
        TrainerFileReader.Shard s0 = first.shards().get(0);
        long total = 0;
        LinkedHashSet<String> sources = new LinkedHashSet<>();
        for (TrainerFileReader r : readers) {
            FileAttributes a = r.fileAttributes();
            for (String name : type.sharedAttributes()) {
                if (a.get(name) == null) {
                    throw new IncompatiblePartsException(r.name() + ": attribute '" + name + "' is missing");
                }
                mustMatch(name, a0.get(name), a.get(name), first, r);
            }
            for (TrainerFileReader.Shard s : r.shards()) {
                if (s.dataAddress() < 0) {
                    throw new IncompatiblePartsException(r.name() + ": dataset '" + s.name()
                            + "' is chunked; only contiguous parts (as the jobs write them) can be merged");
                }
                mustMatch("row width", s0.columns(), s.columns(), first, r);
                mustMatch("dtype", s0.type().id(), s.type().id(), first, r);
                total += s.rows();
            }
            Optional<String> problem;
            try {
                problem = type.checkPart(a, s0.columns(), s0.type());
                sources.addAll(type.sources(a));
            } catch (IllegalArgumentException e) {
                throw new IncompatiblePartsException(r.name() + ": " + e.getMessage());
            }
            if (problem.isPresent()) {
                throw new IncompatiblePartsException(r.name() + ": " + problem.get());
            }
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
}
