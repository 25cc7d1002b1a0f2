package org.trainprep.core.h5;

import io.jhdf.Superblock;
import io.jhdf.WritableGroupImpl;
import io.jhdf.WritableHdfFile;
import io.jhdf.api.WritableGroup;
import io.jhdf.storage.HdfFileChannel;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An HDF5 file laid out to be written front to back: the superblock, the root group with its
 * attributes and every dataset's object header come first, then the datasets' raw data back to
 * back in one region starting at {@link #dataOffset()}, in the order the datasets were added.
 * Everything in the header depends only on names, shapes and attributes, so once those are known
 * the header is final and the file can be produced in one sequential pass, or composed from byte
 * ranges of other files (the S3 combiner copies the parts' data regions server-side and only
 * uploads this header).
 *
 * <p>The header is rendered by jhdf's own object-header writer into memory (a few KiB); the bytes
 * between the header and {@link #dataOffset()} are zero, which HDF5 readers ignore.
 */
public final class HeaderFirstFile {

    /**
     * One 2-D dataset of the file (or 1-D when {@code vector}, then one column); its data is
     * {@code rows * columns * type.size()} bytes.
     *
     * @param name its path: {@code name} at the root, or {@code group/name}
     */
    public record Dataset(String name, long rows, int columns, ElementType type, boolean vector) implements MatrixSource {
        public Dataset {
            if (rows < 0 || columns < 1 || vector && columns != 1) {
                throw new IllegalArgumentException("dataset '" + name + "' has shape [" + rows + ", " + columns + "]");
            }
        }

        public Dataset(String name, long rows, int columns, ElementType type) {
            this(name, rows, columns, type, false);
        }

        @Override
        public void writeTo(FileChannel out) {
            throw new UnsupportedOperationException("a header-first dataset's bytes are written by its file's writer");
        }
    }

    private final FileAttributes attributes;
    private final byte[] header;
    private final long dataOffset;
    private final List<Dataset> datasets;
    private final long[] dataAddresses;
    private final long size;

    private HeaderFirstFile(FileAttributes attributes, byte[] header, long dataOffset, List<Dataset> datasets,
                            long[] dataAddresses, long size) {
        this.attributes = attributes;
        this.header = header;
        this.dataOffset = dataOffset;
        this.datasets = datasets;
        this.dataAddresses = dataAddresses;
        this.size = size;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Collects root attributes, groups and datasets; {@link #build()} renders the header. */
    public static final class Builder {
        private final Map<String, Object> attributes = new LinkedHashMap<>();
        private final Map<String, FileAttributes> groups = new LinkedHashMap<>();
        private final List<Dataset> datasets = new ArrayList<>();
        private long minDataOffset;

        private Builder() {
        }

        /** An Integer, Long, Double, String or String[] root attribute, checked as {@link TrainerFileWriter} does. */
        public Builder attribute(String name, Object value) {
            TrainerFileWriter.checkAttribute(name, value);
            attributes.put(name, value);
            return this;
        }

        public Builder attributes(TrainerFileAttributes a) {
            a.writeTo(this::attribute);
            return this;
        }

        public Builder attributes(FileAttributes a) {
            a.writeTo(this::attribute);
            return this;
        }

        /** Adds a dataset at the root; data regions follow each other in this order. */
        public Builder dataset(String name, long rows, int columns, ElementType type) {
            return dataset(name, rows, columns, type, false);
        }

        /** Adds a group (one level below the root) with its attributes. */
        public Builder group(String name, FileAttributes groupAttributes) {
            TrainerFileWriter.checkName(name);
            groupAttributes.writeTo(TrainerFileWriter::checkAttribute);
            if (groups.putIfAbsent(name, groupAttributes) != null) {
                throw new IllegalArgumentException("group '" + name + "' already added");
            }
            return this;
        }

        /**
         * Adds a dataset at {@code path} ({@code name}, or {@code group/name} in a group added
         * before); data regions follow each other in the order datasets are added.
         */
        public Builder dataset(String path, long rows, int columns, ElementType type, boolean vector) {
            int slash = path.indexOf('/');
            TrainerFileWriter.checkName(path.substring(slash + 1));
            if (slash >= 0 && !groups.containsKey(path.substring(0, slash))) {
                throw new IllegalArgumentException("dataset '" + path + "': add its group first");
            }
            if (datasets.stream().anyMatch(d -> d.name().equals(path))) {
                throw new IllegalArgumentException("'" + path + "' already added");
            }
            datasets.add(new Dataset(path, rows, columns, type, vector));
            return this;
        }

        /**
         * Puts the data region at this offset at least, e.g. 5 MiB so the header alone can be an S3
         * multipart part (S3's minimum part size); default right after the header.
         */
        public Builder minDataOffset(long offset) {
            if (offset < 0) {
                throw new IllegalArgumentException("offset must be >= 0");
            }
            this.minDataOffset = offset;
            return this;
        }

        public HeaderFirstFile build() {
            long[] addresses = new long[datasets.size()];
            // Addresses are fixed-width, so a first rendering with placeholders gives the header's size.
            int headerSize = render(attributes, groups, datasets, addresses, 0).length;
            long dataOffset = Math.max(headerSize, minDataOffset);
            long at = dataOffset;
            for (int i = 0; i < datasets.size(); i++) {
                addresses[i] = at;
                at = Math.addExact(at, datasets.get(i).sizeInBytes());
            }
            byte[] header = render(attributes, groups, datasets, addresses, at);
            if (header.length != headerSize) {
                throw new IllegalStateException("HDF5 header changed size between renderings");
            }
            return new HeaderFirstFile(FileAttributes.of(attributes), header, dataOffset, List.copyOf(datasets), addresses,
                    at);
        }
    }

    private static byte[] render(Map<String, Object> attributes, Map<String, FileAttributes> groups,
                                 List<Dataset> datasets, long[] addresses, long fileSize) {
        WritableGroupImpl root = new WritableGroupImpl(null, "/");
        attributes.forEach(root::putAttribute);
        Map<String, WritableGroup> parents = new LinkedHashMap<>();
        // root datasets first, then each group with its datasets: the order jhdf's writer lays them out
        for (int i = 0; i < datasets.size(); i++) {
            Dataset d = datasets.get(i);
            if (d.name().indexOf('/') < 0) {
                root.putDataset(d.name(), StreamingMatrixDataset.placed(root, d.name(), d, addresses[i]));
            }
        }
        groups.forEach((name, attrs) -> {
            WritableGroup g = root.putGroup(name);
            attrs.writeTo(g::putAttribute);
            parents.put(name, g);
        });
        for (int i = 0; i < datasets.size(); i++) {
            Dataset d = datasets.get(i);
            int slash = d.name().indexOf('/');
            if (slash >= 0) {
                WritableGroup g = parents.get(d.name().substring(0, slash));
                String name = d.name().substring(slash + 1);
                g.putDataset(name, StreamingMatrixDataset.placed(g, name, d, addresses[i]));
            }
        }
        MemoryFileChannel channel = new MemoryFileChannel();
        Superblock.SuperblockV2V3 superblock = new Superblock.SuperblockV2V3();
        HdfFileChannel hdf = new HdfFileChannel(channel, superblock);
        long end = root.write(hdf, WritableHdfFile.ROOT_GROUP_ADDRESS);
        // The end-of-file address covers the data region too; readers refuse to read past it.
        hdf.write(superblock.toBuffer(fileSize), 0L);
        return channel.toByteArray(Math.toIntExact(end));
    }

    /** The root attributes. */
    public FileAttributes attributes() {
        return attributes;
    }

    /** Superblock, root group and dataset object headers: the first bytes of the file. */
    public ByteBuffer header() {
        return ByteBuffer.wrap(header).asReadOnlyBuffer();
    }

    public int headerSize() {
        return header.length;
    }

    /** Where the first dataset's data starts; the data of all datasets is contiguous from here to {@link #size()}. */
    public long dataOffset() {
        return dataOffset;
    }

    public List<Dataset> datasets() {
        return datasets;
    }

    public long dataAddress(int dataset) {
        return dataAddresses[dataset];
    }

    public long dataBytes() {
        return size - dataOffset;
    }

    /** The whole file's size in bytes. */
    public long size() {
        return size;
    }

    /** Writes bytes {@code [0, dataOffset)}: the header, then zeros. */
    public void writeHeader(WritableByteChannel out) throws IOException {
        writeFully(header(), out);
        long pad = dataOffset - header.length;
        ByteBuffer zeros = ByteBuffer.allocate((int) Math.min(pad, 1 << 16));
        while (pad > 0) {
            zeros.clear().limit((int) Math.min(pad, zeros.capacity()));
            pad -= writeFully(zeros, out);
        }
    }

    /** Bytes {@code [from, from + length)} of the region before the data: header bytes or zeros. */
    public ByteBuffer headerRegion(long from, int length) {
        if (from < 0 || from + length > dataOffset) {
            throw new IndexOutOfBoundsException("[" + from + ", " + (from + length) + ") is not before " + dataOffset);
        }
        ByteBuffer b = ByteBuffer.allocate(length);
        if (from < header.length) {
            b.put(header, (int) from, (int) Math.min(length, header.length - from));
        }
        return b.clear();
    }

    private static int writeFully(ByteBuffer b, WritableByteChannel out) throws IOException {
        int n = b.remaining();
        while (b.hasRemaining()) {
            out.write(b);
        }
        return n;
    }
}
