package org.trainprep.merge;

import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.RandomAccessSource;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Parts that merge dataset by dataset ({@link MatrixFileType.Merging#DATASETS}), opened and checked:
 * every part holds the same dataset paths, of the same width and type, and
 * agrees with the first on the type's shared attributes. The merged file's dataset at each path is
 * the parts' datasets at that path, in part order (the order given: parts named by their place in
 * the input keep input order); the type lays out the header around them. Only headers are read.
 */
final class DatasetMerge implements Closeable {

    private final MatrixFileType type;
    private final List<DatasetPart> parts;

    private DatasetMerge(MatrixFileType type, List<DatasetPart> parts) {
        this.type = type;
        this.parts = parts;
    }

    /** Opens and checks every part before anything is written; owns the sources from here. */
    static DatasetMerge open(MatrixFileType type, List<? extends RandomAccessSource> sources) throws IOException {
        if (sources.isEmpty()) {
            throw new IncompatiblePartsException("no HDF5 parts to merge");
        }
        List<RandomAccessSource> unopened = new ArrayList<>(sources);
        List<DatasetPart> parts = new ArrayList<>();
        try {
            for (int i = 0; i < unopened.size(); i++) {
                parts.add(DatasetPart.open(unopened.set(i, null)));
            }
            check(type, parts);
            return new DatasetMerge(type, parts);
        } catch (IOException | RuntimeException e) {
            for (DatasetPart p : parts) {
                p.close();
            }
            for (RandomAccessSource s : unopened) {
                if (s != null) {
                    s.close();
                }
            }
            throw e;
        }
    }

    private static void check(MatrixFileType type, List<DatasetPart> parts) throws IOException {
        DatasetPart first = parts.get(0);
        List<DatasetPart.Located> want = first.datasets();
        for (DatasetPart p : parts) {
            FileAttributes a = p.attributes();
            for (String name : type.sharedAttributes()) {
                if (a.get(name) == null) {
                    throw new IncompatiblePartsException(p.name() + ": attribute '" + name + "' is missing");
                }
                if (!Objects.deepEquals(first.attributes().get(name), a.get(name))) {
                    throw new IncompatiblePartsException("parts disagree on " + name + ": " + first.fileName() + " has "
                            + show(first.attributes().get(name)) + ", " + p.fileName() + " has " + show(a.get(name)));
                }
            }
            // by path, not by place: empty datasets share an address, so data order cannot tell them apart
            List<String> wantPaths = paths(want);
            List<String> havePaths = paths(p.datasets());
            if (!havePaths.equals(wantPaths)) {
                throw new IncompatiblePartsException("parts disagree on their datasets: " + first.fileName() + " has "
                        + wantPaths + ", " + p.fileName() + " has " + havePaths);
            }
            for (DatasetPart.Located wanted : want) {
                HeaderFirstFile.Dataset w = wanted.shape();
                HeaderFirstFile.Dataset h = p.dataset(w.name()).shape();
                if (w.columns() != h.columns() || w.type() != h.type() || w.vector() != h.vector()) {
                    throw new IncompatiblePartsException("parts disagree on dataset '" + w.name() + "': "
                            + first.fileName() + " has " + shape(w) + ", " + p.fileName() + " has " + shape(h));
                }
                Optional<String> problem = type.checkPart(a, h.columns(), h.type());
                if (problem.isPresent()) {
                    throw new IncompatiblePartsException(p.name() + ": " + problem.get());
                }
            }
        }
    }

    private static List<String> paths(List<DatasetPart.Located> datasets) {
        return datasets.stream().map(d -> d.shape().name()).sorted().toList();
    }

    private static String show(Object v) {
        return v instanceof Object[] a ? java.util.Arrays.toString(a) : String.valueOf(v);
    }

    private static String shape(HeaderFirstFile.Dataset d) {
        return d.type().id() + (d.vector() ? " [n]" : " [n, " + d.columns() + "]");
    }

    /** The parts, in merge order, as text outputs read them. */
    List<DatasetPart> parts() {
        return parts;
    }

    /** The first part's root attributes. */
    FileAttributes first() {
        return parts.get(0).attributes();
    }

    /** The parts' file names, in merge order. */
    List<String> names() {
        return parts.stream().map(DatasetPart::fileName).toList();
    }

    /** The merged file: the type's header, then each dataset's bytes part after part, in the type's dataset order. */
    CombinedFile plan() throws IOException {
        List<HeaderFirstFile.Dataset> summed = new ArrayList<>();
        for (DatasetPart.Located d : parts.get(0).datasets()) {
            HeaderFirstFile.Dataset s = d.shape();
            long rows = 0;
            for (DatasetPart p : parts) {
                rows += p.dataset(s.name()).shape().rows();
            }
            summed.add(new HeaderFirstFile.Dataset(s.name(), rows, s.columns(), s.type(), s.vector()));
        }
        HeaderFirstFile layout = type.concatenated(parts.stream().map(DatasetPart::attributes).toList(), summed);
        // every part dataset is in the file, unless the type renders some as text outputs instead
        boolean all = layout.datasets().size() == summed.size() && new HashSet<>(layout.datasets()).containsAll(summed);
        boolean some = !layout.datasets().isEmpty() && new HashSet<>(summed).containsAll(layout.datasets())
                && new HashSet<>(layout.datasets()).size() == layout.datasets().size();
        if (!all && !(some && !type.textOutputs(first()).isEmpty())) {
            throw new IllegalStateException(type.format() + " laid out " + layout.datasets() + " for parts holding " + summed);
        }
        List<CombinedFile.Segment> segments = new ArrayList<>();
        for (HeaderFirstFile.Dataset d : layout.datasets()) {
            for (DatasetPart p : parts) {
                DatasetPart.Located at = p.dataset(d.name());
                if (at.bytes() > 0) {
                    segments.add(new CombinedFile.Segment(p.source(), at.address(), at.bytes(),
                            p.fileName() + " dataset '" + d.name() + "'"));
                }
            }
        }
        return new CombinedFile(layout, segments);
    }

    @Override
    public void close() throws IOException {
        IOException failed = null;
        for (DatasetPart p : parts) {
            try {
                p.close();
            } catch (IOException e) {
                failed = failed == null ? e : failed;
            }
        }
        if (failed != null) {
            throw failed;
        }
    }
}
