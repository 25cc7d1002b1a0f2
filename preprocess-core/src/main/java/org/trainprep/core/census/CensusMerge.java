package org.trainprep.core.census;

import io.jhdf.HdfFile;
import io.jhdf.api.Attribute;
import io.jhdf.api.Dataset;
import io.jhdf.api.dataset.ContiguousDataset;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.progress.TransferProgress;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Assembles {@code census.h5} from parts that tasks wrote ({@link CensusFileWriter#finishPart()}),
 * one per contiguous stretch of the input: each dataset of the file is the concatenation of the
 * parts' datasets of that name, in part order, so with parts named by position
 * ({@link #partName}) the rows keep input order and the split stays as the tasks decided it. Only the
 * parts' headers are read to lay the file out ({@link #plan}, a {@link CombinedFile} as the review
 * merge makes); the rows are copied as bytes, never parsed.
 */
public final class CensusMerge {

    private CensusMerge() {
    }

    /**
     * What the merged file holds.
     *
     * @param groupRows rows per group, in {@link CensusFileLayout#groups()} order (the root, or train and val)
     */
    public record Result(long rowsWritten, long droppedMissing, List<Long> groupRows) {
    }

    /**
     * The name of the part holding the rows of the split starting at byte {@code start} of input
     * file {@code fileIndex}: name order is input order.
     */
    public static String partName(int fileIndex, long start) {
        return String.format(Locale.ROOT, "part-%05d-%019d.h5", fileIndex, start);
    }

    /** One part, opened: where each dataset's bytes lie, and its rows per group. */
    public static final class Part implements Closeable {
        private final RandomAccessSource source;
        private final HdfFile h5;
        private final Map<String, long[]> ranges;
        private final List<Long> groupRows;
        private final long droppedMissing;

        private Part(RandomAccessSource source, HdfFile h5, Map<String, long[]> ranges, List<Long> groupRows,
                     long droppedMissing) {
            this.source = source;
            this.h5 = h5;
            this.ranges = ranges;
            this.groupRows = groupRows;
            this.droppedMissing = droppedMissing;
        }

        /**
         * Reads a part's header and checks it has {@code layout}'s datasets with its types and widths.
         * Owns {@code source} from here.
         */
        public static Part open(RandomAccessSource source, CensusFileLayout layout) throws IOException {
            String name = source.uri().toString();
            HdfFile h5 = null;
            try {
                // kept open with the part: jhdf reads through the source's channel
                h5 = source.hdfFile();
                Map<String, long[]> ranges = new LinkedHashMap<>();
                List<Long> groupRows = new ArrayList<>();
                for (String g : layout.groups()) {
                    long rows = -1;
                    for (String d : layout.datasetNames()) {
                        String path = g.isEmpty() ? d : g + "/" + d;
                        Dataset ds = h5.getDatasetByPath(path);
                        if (!(ds instanceof ContiguousDataset cd)) {
                            throw new IOException(name + ": dataset " + path + " is not contiguous");
                        }
                        long[] dims = ds.getDimensionsAsLong();
                        boolean x = !d.equals("y");
                        ElementType type = ElementType.fromHdf(ds.getDataType());
                        ElementType want = x ? layout.xType() : ElementType.INT8;
                        int width = dims.length == 2 ? (int) dims[1] : 1;
                        if (type != want || x && width != layout.xColumns()) {
                            throw new IOException(name + ": dataset " + path + " is " + type + " x " + width
                                    + ", the run writes " + want + " x " + (x ? layout.xColumns() : 1));
                        }
                        if (rows >= 0 && dims[0] != rows) {
                            throw new IOException(name + ": datasets of " + (g.isEmpty() ? "the root" : g) + " differ in rows");
                        }
                        rows = dims[0];
                        ranges.put(path, new long[]{cd.getDataAddress(), dims[0] * width * type.size()});
                    }
                    groupRows.add(rows);
                }
                Attribute dropped = h5.getAttribute("rows_dropped_missing");
                if (dropped == null || !(dropped.getData() instanceof Number n)) {
                    throw new IOException(name + ": no rows_dropped_missing attribute (not a census part)");
                }
                return new Part(source, h5, ranges, groupRows, n.longValue());
            } catch (IOException | RuntimeException e) {
                if (h5 != null) {
                    h5.close();
                }
                source.close();
                if (e instanceof IOException io) {
                    throw io;
                }
                throw new IOException(name + ": not a readable census part (" + e.getMessage() + ")", e);
            }
        }

        /** Rows of group {@code g} ({@link CensusFileLayout#groups()} order). */
        public long rows(int g) {
            return groupRows.get(g);
        }

        /** The bytes of dataset {@code path} (e.g. {@code train/x}), front to back. */
        public java.io.InputStream open(String path) throws IOException {
            long[] range = ranges.get(path);
            if (range == null) {
                throw new IOException(source.uri() + ": no dataset " + path);
            }
            return source.open(range[0], range[1]);
        }

        @Override
        public void close() throws IOException {
            try {
                h5.close();
            } finally {
                source.close();
            }
        }
    }

    /** The merged file laid out (header and the parts' byte ranges), and what it will hold. */
    public record Merged(CombinedFile file, Result result) {
    }

    /**
     * Lays the merged file out from the parts' headers: each dataset of the file is its parts'
     * datasets of that name, in part order. Nothing is read but headers, already read.
     *
     * @param parts in input order
     */
    public static Merged plan(List<Part> parts, CensusFileLayout layout, MissingPolicy policy,
                              CensusFileWriter.Counts counts) {
        int groups = layout.groups().size();
        List<Long> rows = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            long n = 0;
            for (Part p : parts) {
                n += p.groupRows.get(g);
            }
            rows.add(n);
        }
        long dropped = parts.stream().mapToLong(p -> p.droppedMissing).sum();
        List<CombinedFile.Segment> segments = new ArrayList<>();
        for (String path : layout.datasetPaths()) {
            for (Part p : parts) {
                long[] range = p.ranges.get(path);
                if (range[1] > 0) {
                    segments.add(new CombinedFile.Segment(p.source, range[0], range[1], p.source.fileName() + " " + path));
                }
            }
        }
        CombinedFile file = new CombinedFile(layout.census(rows, policy, counts, dropped), segments);
        return new Merged(file, new Result(rows.stream().mapToLong(Long::longValue).sum(), dropped, List.copyOf(rows)));
    }

    /** Writes the merged file to {@code out}, front to back. */
    public static Result write(List<Part> parts, CensusFileLayout layout, MissingPolicy policy,
                               CensusFileWriter.Counts counts, WritableByteChannel out) throws IOException {
        Merged m = plan(parts, layout, policy, counts);
        m.file().writeTo(out, TransferProgress.silent(m.file().size()));
        return m.result();
    }
}
