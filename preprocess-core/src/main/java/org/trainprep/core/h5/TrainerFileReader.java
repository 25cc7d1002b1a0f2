package org.trainprep.core.h5;

import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import io.jhdf.api.Node;
import io.jhdf.api.dataset.ContiguousDataset;
import io.jhdf.dataset.DatasetBase;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a trainer file or reducer part: root attributes and the shard datasets
 * {@code "0".."k-1"}, each a 2-D little-endian matrix. Opening validates the structure, so a
 * corrupt, truncated or foreign file fails here with the file named, not half-way through a
 * merge.
 *
 * <p>Rows are copied as raw bytes: straight from the source ({@code transferTo} locally, one
 * ranged request remotely) for contiguous datasets (what we write), in bounded slices through jhdf otherwise.
 */
public final class TrainerFileReader implements Closeable {

    /** One shard dataset. {@code dataAddress} is -1 unless the layout is contiguous. */
    public record Shard(String name, long rows, int columns, ElementType type, long dataAddress) {
        public long rowBytes() {
            return (long) columns * type.size();
        }
    }

    private static final int SLICE_BYTES = 4 << 20;

    private final RandomAccessSource source;
    private final String name;
    private final HdfFile hdf;
    private final List<Shard> shards;

    private TrainerFileReader(RandomAccessSource source, String name, HdfFile hdf, List<Shard> shards) {
        this.source = source;
        this.name = name;
        this.hdf = hdf;
        this.shards = shards;
    }

    public static TrainerFileReader open(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            throw new InvalidTrainerFileException(path + ": no such file");
        }
        return open(new LocalFileSource(path));
    }

    /** Opens and validates {@code source}; the reader owns it from here and closes it. */
    public static TrainerFileReader open(RandomAccessSource source) throws IOException {
        String name = displayName(source);
        HdfFile hdf = null;
        try {
            long fileSize = source.size();
            try {
                hdf = source.hdfFile();
            } catch (RuntimeException e) {
                throw new InvalidTrainerFileException(name + ": not a readable HDF5 file (" + e.getMessage() + ")", e);
            }
            List<Shard> shards = readShards(name, hdf, fileSize);
            return new TrainerFileReader(source, name, hdf, shards);
        } catch (IOException | RuntimeException e) {
            try {
                if (hdf != null) {
                    hdf.close();
                }
            } finally {
                source.close();
            }
            if (e instanceof InvalidTrainerFileException ite) {
                throw ite;
            }
            throw new InvalidTrainerFileException(name + ": unreadable HDF5 structure (" + e.getMessage() + ")", e);
        }
    }

    private static String displayName(RandomAccessSource source) {
        return source instanceof LocalFileSource l ? l.path().toString() : source.uri().toString();
    }

    private static List<Shard> readShards(String path, HdfFile hdf, long fileSize) throws InvalidTrainerFileException {
        long declaredEnd = hdf.getHdfBackingStorage().getSuperblock().getEndOfFileAddress();
        if (declaredEnd > fileSize) {
            throw new InvalidTrainerFileException(path + ": truncated: the HDF5 superblock says " + declaredEnd
                    + " bytes, the file has " + fileSize);
        }
        Map<String, Node> children = hdf.getChildren();
        List<Shard> shards = new ArrayList<>();
        for (int i = 0; children.containsKey(Integer.toString(i)); i++) {
            String name = Integer.toString(i);
            Node node = children.get(name);
            if (!(node instanceof Dataset ds)) {
                throw new InvalidTrainerFileException(path + ": '" + name + "' is not a dataset");
            }
            // long: a part of the full dump can hold more than 2^31 elements (and rows, in principle)
            long[] dims = ds.getDimensionsAsLong();
            if (dims.length != 2 || dims[1] > Integer.MAX_VALUE) {
                throw new InvalidTrainerFileException(path + ": dataset '" + name + "' is not 2-D");
            }
            ElementType type = ElementType.fromHdf(ds.getDataType());
            if (type == null) {
                throw new InvalidTrainerFileException(path + ": dataset '" + name
                        + "' is not little-endian int8/int32/int64/float32");
            }
            long address = -1;
            if (ds instanceof ContiguousDataset cd) {
                address = cd.getDataAddress();
                long end = address + dims[0] * dims[1] * type.size();
                if (address < 0 || end > fileSize) {
                    throw new InvalidTrainerFileException(path + ": dataset '" + name + "' needs bytes up to "
                            + end + " but the file has " + fileSize + " (truncated?)");
                }
            }
            shards.add(new Shard(name, dims[0], (int) dims[1], type, address));
        }
        if (shards.isEmpty()) {
            throw new InvalidTrainerFileException(path + ": no shard datasets \"0\"..\"k-1\" at the root");
        }
        int k = shards.size();
        if (children.keySet().stream().anyMatch(name -> name.matches("\\d+") && Integer.parseInt(name) >= k)) {
            throw new InvalidTrainerFileException(path + ": shard datasets are not numbered 0..k-1 without gaps");
        }
        return List.copyOf(shards);
    }

    /** The file's path, or its URI when it is not local: what messages name. */
    public String name() {
        return name;
    }

    /** The last path segment, e.g. {@code part-r-00000.h5}. */
    public String fileName() {
        return source.fileName();
    }

    /** The bytes this reader reads, e.g. to copy a contiguous shard's data region where it lives. */
    public RandomAccessSource source() {
        return source;
    }

    public List<Shard> shards() {
        return shards;
    }

    public long totalRows() {
        long n = 0;
        for (Shard s : shards) {
            n += s.rows();
        }
        return n;
    }

    /** The root attributes, whatever the dataset type. */
    public FileAttributes fileAttributes() {
        return FileAttributes.read(hdf);
    }

    /**
     * The root attributes of a review file.
     *
     * @throws InvalidTrainerFileException when one is missing or mistyped
     */
    public TrainerFileAttributes attributes() throws InvalidTrainerFileException {
        try {
            return TrainerFileAttributes.read(hdf);
        } catch (RuntimeException e) {
            throw new InvalidTrainerFileException(name + ": " + e.getMessage(), e);
        }
    }

    /** Appends {@code count} rows of {@code shard} from {@code firstRow} to {@code out} as raw bytes. */
    public void copyRows(Shard shard, long firstRow, long count, WritableByteChannel out) throws IOException {
        if (firstRow < 0 || count < 0 || firstRow + count > shard.rows()) {
            throw new IndexOutOfBoundsException("rows [" + firstRow + ", " + (firstRow + count)
                    + ") of a shard of " + shard.rows());
        }
        long bytes = count * shard.rowBytes();
        if (shard.dataAddress() >= 0) {
            source.copyTo(shard.dataAddress() + firstRow * shard.rowBytes(), bytes, out);
            return;
        }
        DatasetBase ds = (DatasetBase) hdf.getDatasetByPath(shard.name());
        int rowsPerSlice = (int) Math.max(1, SLICE_BYTES / shard.rowBytes());
        for (long r = firstRow; r < firstRow + count; r += rowsPerSlice) {
            int n = (int) Math.min(rowsPerSlice, firstRow + count - r);
            ByteBuffer slice = ds.getSliceDataBuffer(new long[]{r, 0}, new int[]{n, shard.columns()});
            while (slice.hasRemaining()) {
                out.write(slice);
            }
        }
    }

    /** Reads rows of an int32 shard into memory; for checks and small files only. */
    public int[][] readIntRows(Shard shard, long firstRow, int count) throws IOException {
        if (shard.type() != ElementType.INT32) {
            throw new IllegalArgumentException("shard '" + shard.name() + "' is " + shard.type().id() + ", not int32");
        }
        ByteBuffer buf = ByteBuffer.allocate(Math.toIntExact(count * shard.rowBytes())).order(ByteOrder.LITTLE_ENDIAN);
        if (shard.dataAddress() >= 0) {
            long from = shard.dataAddress() + firstRow * shard.rowBytes();
            source.copyTo(from, buf.remaining(), new ConsumerChannel(buf::put));
        } else {
            buf.put(((DatasetBase) hdf.getDatasetByPath(shard.name()))
                    .getSliceDataBuffer(new long[]{firstRow, 0}, new int[]{count, shard.columns()}));
        }
        buf.flip();
        int[][] rows = new int[count][shard.columns()];
        for (int[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                row[c] = buf.getInt();
            }
        }
        return rows;
    }

    @Override
    public void close() throws IOException {
        try {
            hdf.close();
        } finally {
            source.close();
        }
    }
}
